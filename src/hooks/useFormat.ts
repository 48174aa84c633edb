import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatFact} from '@site/src/domain/formatFacts';
import {formatTemplates} from '@site/src/domain/labels';
import type {FactFormatter} from '@site/src/domain/manualFacts';

/** The BCP 47 tag of the current locale, for Intl. */
export function useIntlLocale(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
}

/** Formats catalog facts in the current locale. */
export function useFactFormatter(): FactFormatter {
  const locale = useIntlLocale();
  const templates = formatTemplates();
  return (product, name, use) => formatFact(locale, product, name, templates, use);
}
