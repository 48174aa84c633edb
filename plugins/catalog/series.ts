/** The series as pages and cards show them: translated labels, and the pages made from the catalog. */
import fs from 'node:fs';
import path from 'node:path';
import {categoryPath, series} from '../../src/data/catalog';
import {CATALOG_FILE} from '../../src/data/catalog/validate';
import type {ClaimedRoute} from './routes';

/**
 * A series as its card shows it: name and description as the docs sidebar
 * shows them in a locale, drawing and number of manuals. Enough for the home
 * page's cards, which then need no copy of the catalog.
 */
export interface SeriesLabel {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Name of its drawing below /img/illustrations/products/. */
  readonly drawing: string;
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
      drawing: s.drawing.name,
      manualCount: s.productIds.length,
    };
  });
}

/** The pages made from the catalog: each series' category page (sidebars.ts) and its forwarding page. */
export function seriesRoutes(baseUrl: string): ClaimedRoute[] {
  return series.flatMap((s) => [
    {permalink: `${baseUrl}docs${categoryPath(s.id)}`, source: `the category page of series "${s.id}" (${CATALOG_FILE})`},
    {permalink: `${baseUrl}docs/category/${s.id}-series`, source: `the forwarding page of series "${s.id}" (${CATALOG_FILE})`},
  ]);
}
