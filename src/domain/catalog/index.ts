/**
 * The merged catalog: series defaults applied to each product. Pure data and
 * lookups, safe for browser code. Validation lives in ./validate.ts (build).
 */
import {catalog} from './data';
import {productDrawing, typeFacts, type BrowseKind} from './productTypes';
import {PRODUCT_BASES} from './factSources';
import {FEATURES, FIGURE_NAMES, SAFETY_FIGURES} from './terms';
import type {Feature, FeatureFact, FeatureInput, FigureName, Product, ProductType, SafetyFigure, Series, SeriesInput} from './types';

export type * from './types';
export {categoryPath, kindPath, productTitle, shortId} from './names';
export {MANUFACTURER} from './factSources';
export {BROWSE_KINDS, BROWSE_KIND_IDS, PRODUCT_KINDS, PRODUCT_TYPES, PRODUCT_TYPE_TABLE, PART_NAMES, partsOf, productDrawing, typeFacts} from './productTypes';
export {AUDIENCES, FEATURES, FIGURE_NAMES, SAFETY_FIGURES, STANDARDS} from './terms';

/** Whether a figure means something for a product of this type, sourced or not: what the catalog report counts as missing. */
export function figureApplies(name: FigureName, type: ProductType): boolean {
  return typeFacts(type).figures.includes(name);
}

const isSafety = (name: FigureName): name is SafetyFigure => (SAFETY_FIGURES as readonly string[]).includes(name);

/** A product's features: its type's own, then its series', then its own (`null` drops one). */
function mergeFeatures(type: ProductType, ...layers: (Readonly<Partial<Record<Feature, FeatureInput | null>>> | undefined)[]) {
  const facts: Partial<Record<Feature, FeatureFact>> = {};
  const maybe = new Set<Feature>();
  for (const feature of typeFacts(type).inherent) facts[feature] = {has: true, basis: 'type'};
  for (const layer of layers) {
    for (const [feature, input] of Object.entries(layer ?? {}) as [Feature, FeatureInput | null][]) {
      delete facts[feature];
      maybe.delete(feature);
      if (input === null) continue;
      if (input.basis === 'maybe') maybe.add(feature);
      else facts[feature] = {has: input.value, basis: input.basis, ...('source' in input ? {source: input.source} : {})};
    }
  }
  const ordered = (keep: (f: Feature) => boolean) => FEATURES.filter(keep);
  return {
    features: ordered((f) => facts[f]?.has === true),
    lacks: ordered((f) => facts[f]?.has === false),
    maybe: ordered((f) => maybe.has(f)),
    featureFacts: facts,
  };
}

export function mergeSeries(input: readonly SeriesInput[]): {
  series: Series[];
  products: Product[];
} {
  const series: Series[] = [];
  const products: Product[] = [];
  for (const s of input) {
    const ids: string[] = [];
    const first = products.length;
    for (const p of s.products) {
      const id = `${s.folder}/${p.slug}`;
      ids.push(id);
      const type = p.type ?? s.defaults.type;
      const audience = p.audience ?? s.defaults.audience;
      const features = mergeFeatures(type, s.defaults.features, p.features);
      const figures: Record<string, unknown> = {};
      const onLabel = new Set<SafetyFigure>();
      for (const name of FIGURE_NAMES) {
        // A product's `null` drops the family's figure.
        const own = p[name];
        const figure = own === null ? undefined : (own ?? s.defaults[name]);
        if (figure && (!isSafety(name) || PRODUCT_BASES.includes(figure.basis))) figures[name] = figure;
        else if (isSafety(name) && (figure || figureApplies(name, type))) onLabel.add(name);
      }
      products.push({
        id,
        slug: p.slug,
        name: p.name,
        series: s.id,
        type,
        audience: typeof audience === 'string' ? audience : audience.value,
        ...features,
        standards: p.standards ?? s.defaults.standards ?? typeFacts(type).standards,
        sections: p.sections ?? s.defaults.sections ?? [],
        drawing: productDrawing(type, features.features),
        references: p.references ?? [],
        aliases: p.aliases ?? [],
        path: p.slug === 'index' ? `/${s.folder}/` : `/${id}`,
        figures: figures,
        onLabel: SAFETY_FIGURES.filter((f) => onLabel.has(f)),
        ...(p.smallPartsWarning ? {smallPartsWarning: p.smallPartsWarning} : {}),
      });
    }
    series.push({
      id: s.id,
      folder: s.folder,
      name: s.name,
      description: s.description,
      type: s.defaults.type,
      drawing: productDrawing(
        s.defaults.type,
        FEATURES.filter((f) => products.slice(first).every((p) => p.type !== s.defaults.type || p.features.includes(f))),
      ),
      productIds: ids,
    });
  }
  return {series, products};
}

const merged = mergeSeries(catalog);

export const series: readonly Series[] = merged.series;
export const products: readonly Product[] = merged.products;

const byId = new Map(products.map((p) => [p.id, p]));
const seriesById = new Map(series.map((s) => [s.id, s]));

export function getProduct(id: string): Product | undefined {
  return byId.get(id);
}

export function getSeries(id: string): Series | undefined {
  return seriesById.get(id);
}

export function productsOfSeries(seriesId: string): Product[] {
  return products.filter((p) => p.series === seriesId);
}

/** The products a parent finds under a kind ("balance bikes"), by series as the site lists them. */
export function productsOfKind(kind: BrowseKind): Product[] {
  return products.filter((p) => typeFacts(p.type).kind === kind);
}
