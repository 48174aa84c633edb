/**
 * The same page in every locale: `/it/docs/x` ↔ `/docs/x` ↔ `/zh-Hant/docs/x`.
 * Used for the sitemap's hreflang links, which mirror the theme's `<link rel="alternate">`.
 */
import {defaultLocale, localeConfigs, locales, type Locale} from './locales';

export interface AlternateLink {
  /** hreflang: a locale's htmlLang, or `x-default` (the default locale's page). */
  readonly lang: string;
  readonly url: string;
}

/** Locale of a URL path and the path without the locale prefix. */
export function splitLocale(pathname: string): {locale: Locale; path: string} {
  const first = pathname.split('/')[1] ?? '';
  const locale = locales.find((l) => l !== defaultLocale && l === first);
  return locale ? {locale, path: pathname.slice(locale.length + 1) || '/'} : {locale: defaultLocale, path: pathname};
}

export function localizedPath(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/** Every locale's version of an absolute URL, plus `x-default`. */
export function alternateLinks(url: string): AlternateLink[] {
  const parsed = new URL(url);
  const {path} = splitLocale(parsed.pathname);
  const at = (locale: Locale): string => new URL(localizedPath(locale, path), parsed.origin).href;
  return [...locales.map((locale) => ({lang: localeConfigs[locale].htmlLang, url: at(locale)})), {lang: 'x-default', url: at(defaultLocale)}];
}
