import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Product} from '@site/src/data/catalog';
import {formatFact, type FactName, type FormatTemplates} from '@site/src/lib/format';

export function useFormatTemplates(): FormatTemplates {
  return {
    ageFrom: translate({id: 'product.age.from', message: '{age} and up', description: 'Age with no upper limit'}),
    ageRange: translate({
      id: 'product.age.range',
      message: '{min} to {max}',
      description: 'Age range whose ends use different units, e.g. 10 months to 3 years',
    }),
    ageFromBirth: translate({id: 'product.age.fromBirth', message: 'from birth to {max}'}),
    years: translate({id: 'product.age.years', message: '{count} years', description: "A child's age in whole years (2 or more)"}),
    yearRange: translate({
      id: 'product.age.yearRange',
      message: '{min}–{max} years',
      description: "A child's age range in whole years, e.g. 3–8 years",
    }),
  };
}

/** The BCP 47 tag of the current locale, for Intl. */
export function useIntlLocale(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
}

/** Formats catalog facts in the current locale. */
export function useFactFormatter(): (product: Product, name: FactName) => string | undefined {
  const locale = useIntlLocale();
  const templates = useFormatTemplates();
  return (product, name) => formatFact(locale, product, name, templates);
}
