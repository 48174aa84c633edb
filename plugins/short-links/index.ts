/**
 * Short links: `/m/<short id>` (e.g. `/m/flow-125-770`) opens a product's
 * manual in the visitor's language. The PDFs and printed manual pages carry
 * it as a QR code (links.ts). This file only wires Docusaurus's lifecycle:
 * - contentLoaded, in the default locale's build only, adds one static page
 *   per product (other locales make no `/de/m/…`): a route to the page
 *   component this plugin ships (`@theme/ShortLinkPage`), like Docusaurus's
 *   own content plugins route to theirs, rather than to a site file by name.
 *   Each page is real HTML on any static host: with scripts on, an inline
 *   script (redirect/) forwards to the manual in the browser's language,
 *   else the default locale's; with scripts off it lists the seven manuals.
 *   An unknown id has no page: the host's 404.
 * The site wraps SiteMetadata (src/theme, with client/'s isShortLinkPath): a
 * page that exists in one locale gets no hreflang links to six that do not.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {products} from '../../src/domain/catalog';
import type {PluginOptions} from './options';
import {pageProps} from './pages';
import {redirectScript} from './script';
import {shortLinkPath} from './shared/routes';

export {validateOptions, type Options, type PluginOptions} from './options';
export {shortLinkOf, shortLinkUrl, type ShortLink, type SiteRoot} from './links';

export default function shortLinksPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'short-links',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,

    async contentLoaded({actions}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const script = await redirectScript();
      for (const product of products) {
        actions.addRoute({
          path: shortLinkPath(product.id, baseUrl),
          component: '@theme/ShortLinkPage',
          exact: true,
          props: {...pageProps(product, {siteDir, i18n, docsRouteBasePath: options.docsRouteBasePath, script})},
        });
      }
    },
  };
}
