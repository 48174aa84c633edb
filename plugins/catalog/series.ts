/** The series as pages and cards show them: translated labels, and the pages made from the catalog. */
import fs from 'node:fs';
import path from 'node:path';
import {BROWSE_KINDS, BROWSE_KIND_IDS, categoryPath, kindPath, productsOfKind, series, type BrowseKind} from '../../src/domain/catalog';
import {CATALOG_FILE} from '../../src/domain/catalog/validate';
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

/** A kind of product as its card shows it (the label is translated by the site). */
export interface KindCard {
  readonly id: BrowseKind;
  readonly drawing: string;
  readonly productCount: number;
}

export interface CatalogGlobalData {
  readonly series: readonly SeriesLabel[];
  readonly kinds: readonly KindCard[];
}

/** The kinds that have products, in the table's order. */
export function kindCards(): KindCard[] {
  return BROWSE_KIND_IDS.map((id) => ({id, drawing: BROWSE_KINDS[id].drawing, productCount: productsOfKind(id).length})).filter((k) => k.productCount > 0);
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

/** The pages made from the catalog: each series' category page (sidebars.ts) and its forwarding page, each kind's page. */
export function catalogRoutes(docsBase: string): ClaimedRoute[] {
  return [
    ...series.flatMap((s) => [
      {permalink: `${docsBase}${categoryPath(s.id)}`, source: `the category page of series "${s.id}" (${CATALOG_FILE})`},
      {permalink: `${docsBase}/category/${s.id}-series`, source: `the forwarding page of series "${s.id}" (${CATALOG_FILE})`},
    ]),
    ...kindCards().map((k) => ({permalink: `${docsBase}${kindPath(k.id)}`, source: `the page of the kind "${k.id}" (src/domain/catalog/productTypes.ts)`})),
  ];
}
