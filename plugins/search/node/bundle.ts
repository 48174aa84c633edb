/**
 * How the open search is bundled. Its code loads with the modal, and so do
 * its stylesheets, and DocSearch's bundled Zod is built without its eval probe
 * (noEvalProbe.cjs).
 *
 * The modal's stylesheets load with the modal. Docusaurus gathers every
 * stylesheet, lazy ones too, into the one blocking `styles.css` of every
 * page; DocSearch's modal CSS (5 KB gzip) and ours for the open modal (its
 * screens, hits and Ask AI: 2 KB) would hold up each page's first paint for
 * a dialog most visits never open. This cache group keeps them in a
 * stylesheet of their own, which the browser fetches with the modal's code:
 * DocSearch's first, ours after it, so ours win where both style an element.
 * DocSearch's variables (1 KB gzip, nearly all the modal's) go with them; the
 * button's own small stylesheet and the few variables it reads stay in the
 * page (theme/SearchButton).
 */
import path from 'node:path';
import type {Configuration} from 'webpack';

/** DocSearch's modal stylesheet and variables, and those of our components that only the open modal shows. */
const MODAL_STYLES =
  /(?:[\\/]@docsearch[\\/]css[\\/]dist[\\/](?:_variables|modal)\.css|[\\/]theme[\\/](?:SearchModal|SearchHit|SearchScreenFallbacks|AskAiScreen|RecentConversations|LongQueryNote|OfflineNote)[\\/]styles\.module\.css)$/;

export function modalBundle(): Configuration {
  return {
    // DocSearch's bundled Zod probes eval when the modal loads: answered "no" at build time (see noEvalProbe.cjs).
    module: {
      rules: [{test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/].*\.js$/, use: [{loader: path.join(__dirname, 'noEvalProbe.cjs')}]}],
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          docsearchModal: {
            test: MODAL_STYLES,
            type: 'css/mini-extract',
            chunks: 'async',
            enforce: true,
            // Above Docusaurus's `styles` group (50).
            priority: 60,
            name: 'docsearch-modal',
          },
        },
      },
    },
  };
}
