/**
 * Page bundles: Docusaurus puts every module that half the pages use into
 * one `common` chunk, and a page that needs any module of it loads it all.
 * Here half the pages are manuals, so the home page, the finder, the series
 * pages and the FAQ loaded the manuals' fact formatting, specifications
 * table and shared sections to show one drawing. Without that group each
 * page's chunks hold what the page uses.
 *
 * The same for stylesheets (routeStyles.ts): a page blocks on the CSS every
 * page needs and its route's own, linked in its server-rendered HTML; and
 * they hold only rules some page can use (unusedStyles.ts).
 *
 * And for messages (inlineTranslations.ts): a production build writes each
 * locale's messages into the code that shows them, so the main bundle no
 * longer carries every message of the site.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ENTRY_STYLES_ONLY, ManifestRouteStylesPlugin} from './routeStyles';
import {UnusedStylesPlugin, droppedInUse, type DroppedSelector} from './unusedStyles';

export default function pageBundlesPlugin(context: LoadContext): Plugin {
  let dropped: DroppedSelector[] = [];
  return {
    name: 'page-bundles',
    configureWebpack(config, isServer, {currentBundler}) {
      // The client manifest, which the static pages' stylesheets come from, is written by production builds only;
      // the dev server's styles stay whole, as an edit may use any class, and its messages are looked up, as an edit may change one.
      const production = config.mode === 'production';
      const optimization = {splitChunks: {cacheGroups: {common: false as const, ...ENTRY_STYLES_ONLY}}};
      if (!production) return isServer ? {} : {optimization};
      const translations = {
        module: {
          rules: [
            {
              test: /\.[cm]?[jt]sx?$/,
              enforce: 'pre' as const,
              include: [path.join(context.siteDir, 'src'), path.join(context.siteDir, 'plugins'), /[\\/]node_modules[\\/]@docusaurus[\\/]/],
              use: [
                {
                  loader: path.join(__dirname, 'inlineTranslationsLoader.cjs'),
                  options: {messages: path.join(context.generatedFilesDir, 'codeTranslations.json')},
                },
              ],
            },
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@generated\/codeTranslations$/, path.join(__dirname, 'inlinedCodeTranslations.ts')),
        ],
      };
      if (isServer) return translations;
      return {
        ...translations,
        optimization,
        plugins: [
          ...translations.plugins,
          new ManifestRouteStylesPlugin(path.join(context.generatedFilesDir, 'client-manifest.json')),
          new UnusedStylesPlugin((selectors) => {
            dropped = selectors;
          }),
        ],
      };
    },
    async postBuild({outDir}) {
      if (dropped.length === 0) return;
      const files = (await fs.readdir(outDir, {recursive: true})).filter((f) => f.endsWith('.html'));
      const pages = await Promise.all(files.map(async (file) => ({file, html: await fs.readFile(path.join(outDir, file), 'utf8')})));
      const problems = droppedInUse(dropped, pages);
      if (problems.length > 0) {
        throw new Error(
          `page-bundles: stylesheet rules dropped as unused match built pages: a class of theirs is in the HTML but no script names it (composed at run time, or written by the HTML template). Name the class whole in the component that renders it, or style it another way:\n${problems.join('\n')}`,
        );
      }
    },
  };
}
