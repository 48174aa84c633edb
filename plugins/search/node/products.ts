/**
 * Product records: one per catalog product, carrying the model numbers and
 * aliases people type, pointing at the product's manual. The catalog is the
 * one source of these facts; the series label is the sidebar's, translated.
 */
import {categoryPath, products, productTitle, series, typeFacts} from '../../../src/domain/catalog';
import {readSeriesLabels} from '../../catalog';
import {loadMessages} from '../../shared/codeTranslations';
import {objectId} from '../shared/indexFormat';
import type {ProductAudience, SearchRecord} from '../shared/types';

export interface ProductRecordOptions {
  readonly siteDir: string;
  readonly locale: string;
  /** The locale's base URL, e.g. `/de/`. */
  readonly baseUrl: string;
  readonly docsRouteBasePath: string;
  /** Routes the build produced: products without a page get no record. */
  readonly routes: ReadonlySet<string>;
}

/** A record that carries the names and numbers people type for one page (a product's manual, a series page). */
function keywordRecord(
  locale: string,
  url: string,
  hierarchy: {readonly lvl0: string; readonly lvl1: string},
  keywords: {
    readonly productName: string;
    readonly modelNumbers: readonly string[];
    readonly aliases: readonly string[];
    readonly otherNames?: readonly string[];
    readonly kinds?: readonly string[];
    readonly audience?: ProductAudience;
  },
): SearchRecord {
  return {
    objectID: objectId(url, 'product'),
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'lvl1',
    hierarchy: {...hierarchy, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    language: locale,
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 10, level: 100, position: 0},
    productName: keywords.productName,
    modelNumbers: [...keywords.modelNumbers],
    aliases: [...keywords.aliases],
    ...(keywords.otherNames && keywords.otherNames.length > 0 && {otherNames: [...keywords.otherNames]}),
    ...(keywords.kinds && {kinds: [...keywords.kinds]}),
    ...(keywords.audience && {audience: keywords.audience}),
  };
}

export function productRecords(options: ProductRecordOptions): SearchRecord[] {
  const labels = new Map(readSeriesLabels(options.siteDir, options.locale).map((s) => [s.id, s.name]));
  const messages = loadMessages(options.siteDir, options.locale);
  const records: SearchRecord[] = [];
  for (const product of products) {
    const url = `${options.baseUrl}${options.docsRouteBasePath}${product.path}`;
    if (!options.routes.has(url)) continue;
    // What the product is and runs on, in the page's language ("Casco", "電池"): words people type too.
    const words = [messages[`product.type.${product.type}`], product.type === 'e-scooter' ? messages['spec.battery'] : undefined].filter(
      (w): w is string => w !== undefined,
    );
    records.push(
      keywordRecord(
        options.locale,
        url,
        {lvl0: labels.get(product.series) ?? product.series, lvl1: productTitle(product)},
        {
          productName: product.name,
          modelNumbers: product.references,
          aliases: [...product.aliases, ...words],
          otherNames: product.aliases,
          kinds: typeFacts(product.type).wordKinds,
          ...(product.audience !== 'any' && {audience: product.audience}),
        },
      ),
    );
  }
  // A series name typed alone ("flow", "primo") opens the series page before any one product of it.
  for (const s of series) {
    const url = `${options.baseUrl}${options.docsRouteBasePath}${categoryPath(s.id)}`;
    const name = labels.get(s.id) ?? s.name;
    if (!options.routes.has(url)) continue;
    records.push(keywordRecord(options.locale, url, {lvl0: name, lvl1: name}, {productName: name, modelNumbers: [], aliases: s.name === name ? [] : [s.name]}));
  }
  return records;
}
