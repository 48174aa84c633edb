/** What each short link's page lists: the product's manual in every locale, each labelled in its own language. */
import type {I18n} from '@docusaurus/types';
import {productTitle, type Product} from '../../src/domain/catalog';
import {readMessages} from '../shared/codeTranslations';
import type {ShortLinkPageProps} from './shared/types';

/** The manual's name in a language: the PDF cover's subtitle, already translated in every code.json. */
const MANUAL_MESSAGE = 'pdf.cover.manual';
const MANUAL_ENGLISH = 'Instruction manual';

/** The default locale first: the manual a visitor gets when none of their languages is the site's. */
function orderedLocales(i18n: I18n): string[] {
  return [i18n.defaultLocale, ...i18n.locales.filter((l) => l !== i18n.defaultLocale)];
}

export function pageProps(
  product: Product,
  {siteDir, i18n, docsRouteBasePath, script}: {siteDir: string; i18n: I18n; docsRouteBasePath: string; script: string},
): ShortLinkPageProps {
  const manualPath = (locale: string) => `${i18n.localeConfigs[locale]!.baseUrl}${docsRouteBasePath}${product.path}`;
  const root = i18n.localeConfigs[i18n.defaultLocale]!;
  return {
    title: productTitle(product),
    manuals: orderedLocales(i18n).map((locale) => {
      const config = i18n.localeConfigs[locale]!;
      const manual = readMessages(siteDir, locale)[MANUAL_MESSAGE] ?? MANUAL_ENGLISH;
      return {lang: config.htmlLang, url: manualPath(locale), language: config.label, manual};
    }),
    canonical: `${root.url.replace(/\/+$/, '')}${manualPath(i18n.defaultLocale)}`,
    script,
  };
}
