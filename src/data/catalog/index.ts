/**
 * The merged catalog: series defaults applied to each product. Pure data and
 * lookups, safe for browser code. Validation lives in ./validate.ts (build).
 */
import {catalog} from './data';
import {PRODUCT_BASES} from './sources';
import type {FigureName, PrintedFigures, Product, ProductType, SafetyFigure, Series, SeriesInput} from './types';

export type * from './types';
export {categoryPath, productTitle} from './names';
export {MANUFACTURER, TYPE_STANDARDS} from './sources';

/** Kept in step with FIGURE_NAMES and SAFETY_FIGURES of ./schema.ts (checked by a test); zod stays out of the browser. */
export const FIGURES: readonly FigureName[] = ['age', 'maxRiderKg', 'seatMaxKg', 'wheels', 'handlebar', 'saddle', 'weightKg', 'battery', 'sizes', 'stages'];
export const SAFETY: readonly SafetyFigure[] = ['age', 'maxRiderKg', 'seatMaxKg', 'sizes', 'battery'];

const WHEELED: readonly ProductType[] = [
  'scooter-3w',
  'ride-on-scooter',
  'scooter-2w',
  'big-wheel-scooter',
  'stunt-scooter',
  'e-scooter',
  'trike',
  'balance-bike',
  'walker',
  'skates',
  'stroller',
];

/** Whether a parent needs this safety figure for a product of this type, sourced or not. */
export function safetyFigureApplies(name: SafetyFigure, type: ProductType): boolean {
  switch (name) {
    case 'age':
      return type !== 'bell';
    case 'maxRiderKg':
      return WHEELED.includes(type) || type === 'pads';
    case 'seatMaxKg':
      return type === 'ride-on-scooter';
    case 'sizes':
      return type === 'helmet' || type === 'pads' || type === 'skates';
    case 'battery':
      return type === 'e-scooter';
  }
}

/** Whether a figure means something for a product of this type: what the catalog report counts as missing. */
export function figureApplies(name: FigureName, type: ProductType): boolean {
  switch (name) {
    case 'age':
    case 'maxRiderKg':
    case 'seatMaxKg':
    case 'sizes':
    case 'battery':
      return safetyFigureApplies(name, type);
    case 'wheels':
      return WHEELED.includes(type);
    case 'handlebar':
      return ['scooter-3w', 'ride-on-scooter', 'scooter-2w', 'big-wheel-scooter', 'stunt-scooter', 'e-scooter', 'balance-bike'].includes(type);
    case 'saddle':
      return type === 'balance-bike' || type === 'trike';
    case 'weightKg':
      return type !== 'bell';
    case 'stages':
      return type === 'ride-on-scooter' || type === 'trike' || type === 'walker';
  }
}

const isSafety = (name: FigureName): name is SafetyFigure => (SAFETY as readonly string[]).includes(name);

export function mergeSeries(input: readonly SeriesInput[]): {
  series: Series[];
  products: Product[];
} {
  const series: Series[] = [];
  const products: Product[] = [];
  for (const s of input) {
    const ids: string[] = [];
    for (const p of s.products) {
      const id = `${s.folder}/${p.slug}`;
      ids.push(id);
      const type = p.type ?? s.defaults.type;
      const figures: Record<string, unknown> = {};
      const onLabel = new Set<SafetyFigure>();
      for (const name of FIGURES) {
        // A product's `null` drops the family's figure.
        const own = p[name];
        const figure = own === null ? undefined : (own ?? s.defaults[name]);
        if (figure && (!isSafety(name) || PRODUCT_BASES.includes(figure.basis))) figures[name] = figure;
        else if (isSafety(name) && (figure || safetyFigureApplies(name, type))) onLabel.add(name);
      }
      products.push({
        id,
        slug: p.slug,
        name: p.name,
        series: s.id,
        type,
        features: p.features ?? s.defaults.features,
        sections: p.sections ?? s.defaults.sections ?? [],
        illustration: p.illustration ?? s.defaults.illustration,
        references: p.references ?? [],
        aliases: p.aliases ?? [],
        path: p.slug === 'index' ? `/${s.folder}/` : `/${id}`,
        figures: figures as PrintedFigures,
        onLabel: SAFETY.filter((f) => onLabel.has(f)),
        ...(p.smallPartsWarning ? {smallPartsWarning: p.smallPartsWarning} : {}),
      });
    }
    series.push({
      id: s.id,
      folder: s.folder,
      name: s.name,
      description: s.description,
      type: s.defaults.type,
      illustration: s.defaults.illustration,
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
