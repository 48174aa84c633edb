import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {KindWords} from '@site/src/domain/languages/types';
import type {MatchContext} from '@site/src/lib/finderEntries';
import {useSeriesLabels} from './useSeriesLabels';

/** What the manual finder needs to match in the page's language: the locale, the sidebar's series names and the words for kinds of product. */
export function useMatchContext(): MatchContext {
  const {i18n, siteConfig} = useDocusaurusContext();
  return {locale: i18n.currentLocale, seriesNames: useSeriesLabels(), productWords: siteConfig.customFields?.productWords as KindWords};
}
