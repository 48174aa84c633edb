/**
 * Catalog plugin: fails the build when a product has no manual file (or a
 * manual names no known product) and when two files claim one page address;
 * writes each product's drawing with only the parts it has; adds the series
 * labels and kinds as global data, each kind's page and the
 * `{series}-series` forwarding pages. The catalog itself is validated once,
 * by the config, before any plugin loads.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {kindPath, products, series} from '../../src/domain/catalog';
import {checkManualCoverage} from './coverage';
import {checkDrawingGroups, writeProductDrawings} from './drawings';
import {claimedRoutes, duplicateRoutes} from './routes';
import type {PluginOptions} from './options';
import {catalogRoutes, kindCards, readSeriesLabels, type CatalogGlobalData} from './series';

// What the site and other plugins use of this plugin.
export {checkManualCoverage} from './coverage';
export {DRAWINGS_STATIC_DIR, composeDrawing} from './drawings';
export {readSeriesLabels, type CatalogGlobalData, type KindCard, type SeriesLabel} from './series';
export {validateOptions, type Options, type PluginOptions} from './options';

export default function catalogPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const docsBase = `${context.baseUrl}${options.docsRouteBasePath}`;
  return {
    name: 'catalog',
    loadContent() {
      const problems = [...checkManualCoverage(path.join(context.siteDir, 'docs')), ...checkDrawingGroups(context.siteDir)];
      if (problems.length > 0) {
        throw new Error(`Manuals and catalog disagree:\n  - ${problems.join('\n  - ')}`);
      }
      writeProductDrawings(
        context.siteDir,
        [...products, ...series].map((item) => item.drawing),
      );
    },
    allContentLoaded({allContent}) {
      const duplicates = duplicateRoutes([...claimedRoutes(allContent), ...catalogRoutes(docsBase)]);
      if (duplicates.length > 0) {
        throw new Error(`Two files claim the same page address; change the slug of one:\n  - ${duplicates.join('\n  - ')}`);
      }
    },
    contentLoaded({actions}) {
      const labels = readSeriesLabels(context.siteDir, context.i18n.currentLocale);
      const kinds = kindCards();
      const data: CatalogGlobalData = {series: labels, kinds};
      actions.setGlobalData(data);
      for (const kind of kinds) {
        actions.addRoute({
          path: `${docsBase}${kindPath(kind.id)}`,
          component: options.kindPageComponent,
          exact: true,
          props: {kind: kind.id},
        });
      }
      // Printed listings use /docs/category/{series}-series: a real page (valid HTML,
      // page language, noindex) forwards to the series page.
      for (const label of labels) {
        actions.addRoute({
          path: `${docsBase}/category/${label.id}-series`,
          component: options.seriesRedirectComponent,
          exact: true,
          props: {to: `/${options.docsRouteBasePath}/category/${label.id}`, name: label.name},
        });
      }
    },
  };
}
