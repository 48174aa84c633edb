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
