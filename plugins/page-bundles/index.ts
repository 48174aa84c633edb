/**
 * Page bundles: Docusaurus puts every module that half the pages use into
 * one `common` chunk, and a page that needs any module of it loads it all.
 * Here half the pages are manuals, so the home page, the finder, the series
 * pages and the FAQ loaded the manuals' fact formatting, specifications
 * table and shared sections to show one drawing. Without that group each
 * page's chunks hold what the page uses.
 */
import type {Plugin} from '@docusaurus/types';

export default function pageBundlesPlugin(): Plugin {
  return {
    name: 'page-bundles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {optimization: {splitChunks: {cacheGroups: {common: false}}}};
    },
  };
}
