/**
 * Catalog plugin: fails the build early when the catalog is invalid or when
 * a product has no manual file (or a manual names no known product); adds
 * the series labels as global data and the `{series}-series` forwarding pages;
 * fails when two files claim one page address.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {catalog} from '../../src/data/catalog/data';
import {categoryPath, products, series} from '../../src/data/catalog';
import {CATALOG_FILE, validateCatalog} from '../../src/data/catalog/validate';
import {claimedRoutes, duplicateRoutes, type ClaimedRoute} from './routes';

/** Lists docs/**.mdx manual files (partials start with `_`). */
export function listManualFiles(docsDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('_')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) found.push(path.relative(docsDir, full).split(path.sep).join('/'));
    }
  };
  walk(docsDir);
  return found;
}

/** Problems between the catalog and the English manual files. */
export function checkManualCoverage(docsDir: string): string[] {
  const files = new Set(listManualFiles(docsDir).map((f) => f.replace(/\.mdx?$/, '')));
  const problems: string[] = [];
  for (const p of products) {
    if (!files.has(p.id)) problems.push(`product "${p.id}" has no manual: create docs/${p.id}.mdx`);
  }
  return problems;
}

/**
 * A series as its card shows it: name and description as the docs sidebar
 * shows them in a locale, drawing and number of manuals. Enough for the home
 * page's cards, which then need no copy of the catalog.
 */
export interface SeriesLabel {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly illustration: string;
  readonly manualCount: number;
}

export interface CatalogGlobalData {
  readonly series: readonly SeriesLabel[];
}

/**
 * Reads the series' translated sidebar labels from the docs plugin's own
 * translation file, so home and finder cards need no second copy.
 */
export function readSeriesLabels(siteDir: string, locale: string): SeriesLabel[] {
  const file = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current.json');
  const messages: Record<string, {message: string}> = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>)
    : {};
  return series.map((s) => {
    const key = `sidebar.tutorialSidebar.category.${s.name}`;
    return {
      id: s.id,
      name: messages[key]?.message ?? s.name,
      description: messages[`${key}.link.generated-index.description`]?.message ?? s.description,
      illustration: s.illustration,
      manualCount: s.productIds.length,
    };
  });
}

/** The pages made from the catalog: each series' category page (sidebars.ts) and its forwarding page. */
function seriesRoutes(baseUrl: string): ClaimedRoute[] {
  return series.flatMap((s) => [
    {permalink: `${baseUrl}docs${categoryPath(s.id)}`, source: `the category page of series "${s.id}" (${CATALOG_FILE})`},
    {permalink: `${baseUrl}docs/category/${s.id}-series`, source: `the forwarding page of series "${s.id}" (${CATALOG_FILE})`},
  ]);
}

export default function catalogPlugin(context: LoadContext): Plugin {
  return {
    name: 'catalog',
    async loadContent() {
      validateCatalog(catalog);
      const problems = checkManualCoverage(path.join(context.siteDir, 'docs'));
      if (problems.length > 0) {
        throw new Error(`Manuals and catalog disagree:\n  - ${problems.join('\n  - ')}`);
      }
    },
    async allContentLoaded({allContent}) {
      const duplicates = duplicateRoutes([...claimedRoutes(allContent), ...seriesRoutes(context.baseUrl)]);
      if (duplicates.length > 0) {
        throw new Error(`Two files claim the same page address; change the slug of one:\n  - ${duplicates.join('\n  - ')}`);
      }
    },
    async contentLoaded({actions}) {
      const labels = readSeriesLabels(context.siteDir, context.i18n.currentLocale);
      const data: CatalogGlobalData = {series: labels};
      actions.setGlobalData(data);
      // Printed listings use /docs/category/{series}-series: a real page (valid HTML,
      // page language, noindex) forwards to the series page.
      for (const label of labels) {
        actions.addRoute({
          path: `${context.baseUrl}docs/category/${label.id}-series`,
          component: '@site/src/components/SeriesRedirect',
          exact: true,
          props: {to: `/docs/category/${label.id}`, name: label.name},
        });
      }
    },
  };
}
