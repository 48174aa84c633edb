/**
 * The one schema of the catalog's input (./data.ts); its TypeScript types
 * are inferred from it. Every figure says where it comes from (see Basis in
 * ./sources.ts): a figure cannot be written without its basis, and one from
 * a product source names that source. Used at build time and in tests; the
 * browser only imports the inferred types.
 */
import {z} from 'zod';
import {SOURCE_IDS, type SourceId} from './sources';

export const PRODUCT_TYPES = [
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
  'helmet',
  'pads',
  'bell',
  'stroller',
] as const;

export const FEATURES = [
  'foldable',
  'steering-lock',
  'light-up-wheels',
  'deck-lights',
  'trolley-mode',
  'suspension',
  'rear-brake',
  'hand-brake',
  'kickstand',
  'seat',
  'push-bar',
  'canopy',
  'harness',
  'reversible-frame',
  'led-light',
  'dial-fit',
  'quick-release-buckle',
  'ecologic',
  'play-panel',
  'recline',
  'foot-brake',
] as const;

/**
 * Sections of a manual that neither the product's type nor its features
 * give (see src/data/manuals.ts): the stages a trike's or ride-on's manual
 * walks through one by one, a convertible balance bike's stages, the tyre
 * pressure of air tyres. Never printed as a feature.
 */
export const EXTRA_SECTIONS = ['stage-youngest', 'stage-push', 'stage-pedal', 'stage-classic', 'stage-scooter', 'stages', 'tyre-pressure'] as const;

export const WHEEL_MATERIALS = ['PU', 'EVA foam', 'rubber', 'pneumatic', 'PVC'] as const;

export const ILLUSTRATIONS = [
  'scooter-3w',
  'scooter-2w',
  'big-wheel-scooter',
  'stunt-scooter',
  'e-scooter',
  'ride-on',
  'trike',
  'balance-bike',
  'walker',
  'skates',
  'helmet',
  'pads',
  'bell',
  'stroller',
] as const;

const positive = z.number().positive();

const ageRange = z
  .object({
    /** Youngest recommended age in months (36 = 3 years). */
    minMonths: z.number().int().min(0),
    /** Oldest recommended age in months; absent means no upper limit. */
    maxMonths: z.number().int().positive().optional(),
  })
  .strict()
  .refine((a) => a.maxMonths === undefined || a.maxMonths > a.minMonths, {message: 'maxMonths must be greater than minMonths'});

const wheels = z
  .object({
    /** Wheels touching the ground in the main mode, when a source says. */
    count: z.number().int().min(2).max(8).optional(),
    frontMm: positive.max(400),
    /** Absent when the source gives one size only. */
    rearMm: positive.max(400).optional(),
    material: z.enum(WHEEL_MATERIALS).optional(),
  })
  .strict();

const handlebar = z
  .object({
    /** Number of height positions. */
    positions: z.number().int().min(1),
    /** Heights from the ground to the grips, lowest first, when a source gives them. */
    heightsCm: z
      .array(positive.max(130))
      .min(1)
      .refine((h) => h.every((v, i) => i === 0 || v > h[i - 1]!), {message: 'heights must rise, lowest first'})
      .optional(),
  })
  .strict()
  .refine((h) => h.heightsCm === undefined || h.heightsCm.length === h.positions, {
    message: 'give one height per position',
  });

const saddle = z
  .object({minCm: positive, maxCm: positive, positions: z.number().int().min(1)})
  .strict()
  .refine((s) => s.maxCm >= s.minCm, {message: 'maxCm must not be below minCm'});

const battery = z
  .object({
    voltage: positive.max(60),
    capacityAh: positive,
    chargeHours: positive,
    rangeKm: positive,
    topSpeedKmh: positive.max(25),
    motorW: positive,
  })
  .strict();

const size = z
  .object({label: z.string().min(1), minCm: positive, maxCm: positive})
  .strict()
  .refine((s) => s.maxCm > s.minCm, {message: 'maxCm must be greater than minCm'});

const sourceId = z.enum(SOURCE_IDS as [SourceId, ...SourceId[]]);

/** A value with its basis: a product source (with its id), the family's working figure, or the product's name. */
function figure<T extends z.ZodTypeAny>(value: T) {
  return z.discriminatedUnion('basis', [
    z.object({basis: z.literal('confirmed'), value, source: sourceId}).strict(),
    z.object({basis: z.literal('secondary'), value, source: sourceId}).strict(),
    z.object({basis: z.literal('family'), value}).strict(),
    z.object({basis: z.literal('name'), value}).strict(),
  ]);
}

/** The figures of a product, each with its basis. */
const figureFields = {
  age: figure(ageRange),
  /** Highest rider (or child) weight in kg. */
  maxRiderKg: figure(positive.max(150)),
  /** Highest child weight in the first, seated mode (ride-ons, trikes). */
  seatMaxKg: figure(positive.max(50)),
  wheels: figure(wheels),
  handlebar: figure(handlebar),
  /** Saddle or seat height range in cm and the number of positions. */
  saddle: figure(saddle),
  /** Product weight in kg. */
  weightKg: figure(positive.max(30)),
  /** Electric drive; only on e-scooters. */
  battery: figure(battery),
  /** Sizes printed on helmets, pads and skates (head circumference, foot length). */
  sizes: figure(z.array(size).min(1)),
  /** Number of conversion stages (trikes, ride-ons). */
  stages: figure(z.number().int().min(2).max(5)),
};

export const figuresSchema = z.object(figureFields).partial().strict();

/** A product's own figures: `null` drops a family figure that does not apply to it. */
const ownFigures = Object.fromEntries(Object.entries(figureFields).map(([name, schema]) => [name, schema.nullable().optional()])) as {
  [K in keyof typeof figureFields]: z.ZodOptional<z.ZodNullable<(typeof figureFields)[K]>>;
};

export const FIGURE_NAMES = Object.keys(figuresSchema.shape) as (keyof typeof figuresSchema.shape)[];

/** Figures that keep a child safe: printed only from a product source, else the page points to the label. */
export const SAFETY_FIGURES = ['age', 'maxRiderKg', 'seatMaxKg', 'sizes', 'battery'] as const satisfies readonly (typeof FIGURE_NAMES)[number][];

/** What a series gives all its products: the type, the drawing, the features and family figures. */
export const defaultsSchema = figuresSchema
  .extend({
    type: z.enum(PRODUCT_TYPES),
    features: z.array(z.enum(FEATURES)).refine((f) => new Set(f).size === f.length, {message: 'a feature is listed twice'}),
    /** Extra sections of the manual, in no particular order (the manual's order is src/data/manuals.ts's). */
    sections: z
      .array(z.enum(EXTRA_SECTIONS))
      .refine((f) => new Set(f).size === f.length, {message: 'a section is listed twice'})
      .optional(),
    illustration: z.enum(ILLUSTRATIONS),
  })
  .strict();

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by single hyphens');

export const productSchema = defaultsSchema
  .partial()
  .extend(ownFigures)
  .extend({
    /** URL segment inside the series folder; `index` is the series' own page. */
    slug,
    /** Display name, never translated. */
    name: z.string().min(2),
    /** Reference numbers printed on the box and label, e.g. 770 (only where the spec gives them). */
    references: z.array(z.string().regex(/^\d{3,6}$/, 'digits only, as printed on the label')).optional(),
    /** Extra words people type for this product (search and finder). */
    aliases: z.array(z.string().min(2)).optional(),
    /** A source about this very product warns of small parts (not for children under 3): its id. */
    smallPartsWarning: sourceId.optional(),
  })
  .strict();

export const seriesSchema = z
  .object({
    /** Category slug: /docs/category/{id}. */
    id: slug,
    /** Folder of the manuals: /docs/{folder}/... */
    folder: slug,
    /** Series name as printed on products, e.g. GO UP. */
    name: z.string().min(2),
    /** One English sentence for the category page and home card. */
    description: z.string().min(10).regex(/\.$/, 'a full sentence ending with a full stop'),
    defaults: defaultsSchema,
    products: z.array(productSchema).min(1),
  })
  .strict();

export type Figures = z.infer<typeof figuresSchema>;
export type FigureName = keyof Figures;
export type SafetyFigure = (typeof SAFETY_FIGURES)[number];
/** The value of a figure without its basis, e.g. FigureValue<'age'> is an age range. */
export type FigureValue<K extends FigureName> = NonNullable<Figures[K]>['value'];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type Feature = (typeof FEATURES)[number];
export type ExtraSection = (typeof EXTRA_SECTIONS)[number];
export type WheelMaterial = (typeof WHEEL_MATERIALS)[number];
export type SeriesDefaults = z.infer<typeof defaultsSchema>;
export type ProductInput = z.infer<typeof productSchema>;
export type SeriesInput = z.infer<typeof seriesSchema>;
