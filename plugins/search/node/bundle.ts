/**
 * The modal's stylesheet loads with the modal. Docusaurus gathers every
 * stylesheet, lazy ones too, into the one blocking `styles.css` of every
 * page; DocSearch's modal CSS (5 KB gzip) would hold up each page's first
 * paint for a dialog most visits never open. This cache group keeps it in
 * a stylesheet of its own, which the browser fetches with the modal's code.
 * The button's own small stylesheet stays in the page (theme/SearchButton).
 */
import type {Configuration} from 'webpack';

export function modalStylesOnDemand(): Configuration {
  return {
    optimization: {
      splitChunks: {
        cacheGroups: {
          docsearchModal: {
            test: /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
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
