import {usePluginData} from '@docusaurus/useGlobalData';
import type {CatalogGlobalData, SeriesLabel} from '@site/plugins/catalog';

/** Series names and descriptions in the current locale (from the docs sidebar translations). */
export function useSeriesLabels(): ReadonlyMap<string, SeriesLabel> {
  const data = usePluginData('catalog') as CatalogGlobalData;
  return new Map(data.series.map((s) => [s.id, s]));
}
