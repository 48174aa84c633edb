/**
 * Types of the product catalog: the one source of truth for product facts.
 * Pages, sidebars, the finder, search records and PDFs all read these.
 */

/** What a product is; decides which manual sections and illustrations apply. */
export type ProductType =
  | 'scooter-3w'
  | 'ride-on-scooter'
  | 'scooter-2w'
  | 'big-wheel-scooter'
  | 'stunt-scooter'
  | 'e-scooter'
  | 'trike'
  | 'balance-bike'
  | 'walker'
  | 'skates'
  | 'helmet'
  | 'pads'
  | 'bell'
  | 'stroller';

/** Features that switch manual text on or off and show in the specs table. */
export type Feature =
  | 'foldable'
  | 'steering-lock'
  | 'light-up-wheels'
  | 'deck-lights'
  | 'trolley-mode'
  | 'suspension'
  | 'rear-brake'
  | 'hand-brake'
  | 'kickstand'
  | 'seat'
  | 'push-bar'
  | 'canopy'
  | 'harness'
  | 'reversible-frame'
  | 'led-light'
  | 'dial-fit'
  | 'quick-release-buckle'
  | 'ecologic'
  | 'play-panel'
  | 'recline'
  | 'foot-brake';

export type WheelMaterial = 'PU' | 'EVA foam' | 'rubber' | 'pneumatic' | 'PVC';

export interface Wheels {
  /** How many wheels touch the ground in the main mode. */
  readonly count: number;
  readonly frontMm: number;
  readonly rearMm: number;
  readonly material: WheelMaterial;
}

/** Electric drive; only on e-scooters. */
export interface Battery {
  readonly voltage: number;
  readonly capacityAh: number;
  readonly chargeHours: number;
  readonly rangeKm: number;
  readonly topSpeedKmh: number;
  readonly motorW: number;
}

/** A size printed on helmets and pads, e.g. XS 51-55 cm head circumference. */
export interface Size {
  readonly label: string;
  readonly minCm: number;
  readonly maxCm: number;
}

export interface AgeRange {
  /** Youngest recommended age in months (e.g. 36 = 3 years). */
  readonly minMonths: number;
  /** Oldest recommended age in months; absent means no upper limit. */
  readonly maxMonths?: number;
}

/** Fields a product may set; a series gives defaults for all of them. */
export interface ProductFacts {
  readonly type: ProductType;
  readonly age?: AgeRange;
  /** Highest rider (or child) weight in kg. */
  readonly maxRiderKg?: number;
  /** Highest child weight in the first, seated mode (ride-ons, trikes). */
  readonly seatMaxKg?: number;
  readonly wheels?: Wheels;
  /** Handlebar heights from the ground, in cm, lowest first. */
  readonly handlebarCm?: readonly number[];
  /** Saddle or seat height range in cm and the number of positions. */
  readonly saddle?: {readonly minCm: number; readonly maxCm: number; readonly positions: number};
  /** Product weight in kg. */
  readonly weightKg?: number;
  readonly features: readonly Feature[];
  readonly battery?: Battery;
  readonly sizes?: readonly Size[];
  /** Number of conversion stages (trikes, ride-ons). */
  readonly stages?: number;
  /** European standards the product type is designed and tested to. */
  readonly standards: readonly string[];
  /** Name of the drawing in src/components/ProductIllustration/drawings. */
  readonly illustration: string;
}

export interface ProductInput extends Partial<ProductFacts> {
  /** URL segment inside the series folder; `index` is the series' own page. */
  readonly slug: string;
  /** Display name, never translated. */
  readonly name: string;
  /** Reference numbers printed on the box and sticker, e.g. 770. */
  readonly references?: readonly string[];
  /** Extra words people type for this product (search and finder). */
  readonly aliases?: readonly string[];
}

export interface SeriesInput {
  /** Category slug: /docs/category/{id}. */
  readonly id: string;
  /** Folder of the manuals: /docs/{folder}/... */
  readonly folder: string;
  /** Series name as printed on products, e.g. GO UP. */
  readonly name: string;
  /** One English sentence for the category page and home card. */
  readonly description: string;
  readonly defaults: ProductFacts;
  readonly products: readonly ProductInput[];
}

/** A product after merging its series defaults: what every consumer reads. */
export interface Product extends ProductFacts {
  /** Doc id and path below /docs/, e.g. `flow/125` or `flow-element/index`. */
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly series: string;
  readonly references: readonly string[];
  readonly aliases: readonly string[];
  /** Route below the docs base, e.g. `/flow/125` or `/flow-element/`. */
  readonly path: string;
}

export interface Series {
  readonly id: string;
  readonly folder: string;
  readonly name: string;
  readonly description: string;
  readonly type: ProductType;
  readonly illustration: string;
  readonly productIds: readonly string[];
}
