/** The seven locales, each labelled in its own language. */
export const defaultLocale = 'en';

export const localeConfigs = {
  en: {label: 'English', htmlLang: 'en'},
  de: {label: 'Deutsch', htmlLang: 'de'},
  es: {label: 'Español', htmlLang: 'es'},
  it: {label: 'Italiano', htmlLang: 'it'},
  fr: {label: 'Français', htmlLang: 'fr'},
  nl: {label: 'Nederlands', htmlLang: 'nl'},
  'zh-Hant': {label: '繁體中文', htmlLang: 'zh-Hant'},
} as const;

export type Locale = keyof typeof localeConfigs;

export const locales = Object.keys(localeConfigs) as Locale[];

/** The site's name in each language ({brand} is the brand name): page titles, feeds, PDFs. */
export const siteTitles: Record<Locale, string> = {
  en: '{brand} instruction manuals',
  de: '{brand} Bedienungsanleitungen',
  es: 'Manuales de instrucciones {brand}',
  it: 'Manuali di istruzioni {brand}',
  fr: 'Notices {brand}',
  nl: '{brand} handleidingen',
  'zh-Hant': '{brand} 說明書',
};

export function isLocale(value: string): value is Locale {
  return value in localeConfigs;
}
