import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {MatchContext} from '@site/src/lib/finderEntries';
import {useSeriesLabels} from './useSeriesLabels';

/** What the manual finder needs to match in the page's language: the locale and the sidebar's series names. */
export function useMatchContext(): MatchContext {
  return {locale: useDocusaurusContext().i18n.currentLocale, seriesNames: useSeriesLabels()};
}
