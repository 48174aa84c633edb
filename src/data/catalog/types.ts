/**
 * Types of the merged catalog, the one source of truth for product facts:
 * pages, sidebars, the finder, search records and PDFs all read these. The
 * input's types are inferred from ./schema.ts.
 */
import type {ExtraSection, Feature, FigureName, FigureValue, ProductType, SafetyFigure} from './schema';
import type {Basis, SourceId} from './sources';

export type {
  ExtraSection,
  Feature,
  FigureName,
  FigureValue,
  Figures,
  ProductInput,
  ProductType,
  SafetyFigure,
  SeriesDefaults,
  SeriesInput,
  WheelMaterial,
} from './schema';
export type {Basis, SourceId} from './sources';

export type AgeRange = FigureValue<'age'>;
export type Wheels = FigureValue<'wheels'>;
export type Handlebar = FigureValue<'handlebar'>;
export type Saddle = FigureValue<'saddle'>;
export type Battery = FigureValue<'battery'>;
export type Size = FigureValue<'sizes'>[number];

/** A figure the site may print, with what it rests on. */
export interface PrintedFigure<K extends FigureName> {
  readonly value: FigureValue<K>;
  readonly basis: Basis;
  /** The research-notes source, for `confirmed` and `secondary` figures. */
  readonly source?: SourceId;
}

export type PrintedFigures = {readonly [K in FigureName]?: PrintedFigure<K>};

/** A product after merging its series defaults: what every consumer reads. */
export interface Product {
  /** Doc id and path below /docs/, e.g. `flow/125` or `flow-element/index`. */
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly series: string;
  readonly type: ProductType;
  readonly features: readonly Feature[];
  /** Sections of its manual that its type and features do not give (src/data/manuals.ts). */
  readonly sections: readonly ExtraSection[];
  /** Name of the drawing in static/img/illustrations/products. */
  readonly illustration: string;
  readonly references: readonly string[];
  readonly aliases: readonly string[];
  /** Route below the docs base, e.g. `/flow/125` or `/flow-element/`. */
  readonly path: string;
  /**
   * The figures the site may print. A safety figure is here only when a
   * source gives it for this very product; other figures may be the
   * family's typical value (basis `family`).
   */
  readonly figures: PrintedFigures;
  /** Safety figures that apply to this product but no source gives for it: pages send the parent to its label. */
  readonly onLabel: readonly SafetyFigure[];
  /** The source that warns of small parts (not for children under 3), when one does. */
  readonly smallPartsWarning?: SourceId;
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
