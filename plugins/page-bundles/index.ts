/**
 * Page bundles: Docusaurus puts every module that half the pages use into
 * one `common` chunk, and a page that needs any module of it loads it all.
 * Here half the pages are manuals, so the home page, the finder, the series
 * pages and the FAQ loaded the manuals' fact formatting, specifications
 * table and shared sections to show one drawing. Without that group each
 * page's chunks hold what the page uses.
 *
 * The same for stylesheets (routeStyles.ts): a page blocks on the CSS every
 * page needs and its route's own, linked in its server-rendered HTML.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ENTRY_STYLES_ONLY, ManifestRouteStylesPlugin} from './routeStyles';

export default function pageBundlesPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-bundles',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        optimization: {splitChunks: {cacheGroups: {common: false, ...ENTRY_STYLES_ONLY}}},
        // The client manifest, which the static pages' stylesheets come from, is written by production builds only.
        plugins: config.mode === 'production' ? [new ManifestRouteStylesPlugin(path.join(context.generatedFilesDir, 'client-manifest.json'))] : [],
      };
    },
  };
}
