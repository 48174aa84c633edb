/**
 * Types of the merged catalog, the one source of truth for product facts:
 * pages, sidebars, the finder, search records and PDFs all read these. The
 * input's types are inferred from ./schema.ts.
 */
import type {ProductDrawing, ProductType} from './productTypes';
import type {FigureValue} from './schema';
import type {Basis, FeatureBasis, SourceId} from './factSources';
import type {Audience, ExtraSection, Feature, FigureName, SafetyFigure, Standard} from './terms';

export type {FeatureInput, FigureValue, Figures, ProductInput, SeriesDefaults, SeriesInput, WheelMaterial} from './schema';
export type {BrowseKind, ManualEntry, Part, ProductDrawing, ProductKind, ProductType, ProductTypeFacts, SectionCondition} from './productTypes';
export type {Basis, FeatureBasis, SourceId} from './factSources';
export type {Audience, ExtraSection, Feature, FigureName, SafetyFigure, Standard} from './terms';

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

/** What a feature of a product rests on, and whether the product has it (`false`: a source says it lacks it). */
export interface FeatureFact {
  readonly has: boolean;
  readonly basis: FeatureBasis;
  readonly source?: SourceId;
}

/** A product after merging its series defaults: what every consumer reads. */
export interface Product {
  /** Doc id and path below /docs/, e.g. `flow/125` or `flow-element/index`. */
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly series: string;
  readonly type: ProductType;
  /** Who it is for: `any` when no source says (its manual then speaks to any rider). */
  readonly audience: Audience;
  /** Features it has, each with a basis (`featureFacts` says which): the only ones pages may assert. */
  readonly features: readonly Feature[];
  /** Features it may have that no source gives or denies: its manual says "if your model has…". */
  readonly maybe: readonly Feature[];
  /** Features a source says it lacks. */
  readonly lacks: readonly Feature[];
  readonly featureFacts: Readonly<Partial<Record<Feature, FeatureFact>>>;
  /** The European standards that cover it: alternatives, each a list that applies together. */
  readonly standards: readonly (readonly Standard[])[];
  /** Sections of its manual that its type and features do not give (src/domain/manuals.ts). */
  readonly sections: readonly ExtraSection[];
  /** Its drawing: its type's, with only the optional parts it has (shown at /img/illustrations/products/<name>.svg). */
  readonly drawing: ProductDrawing;
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
  /** The drawing of its type, with the optional parts all its products have. */
  readonly drawing: ProductDrawing;
  readonly productIds: readonly string[];
}
