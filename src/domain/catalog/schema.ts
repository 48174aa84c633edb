/**
 * The one schema of the catalog's input (./data.ts); its TypeScript types
 * are inferred from it. Every figure says where it comes from (see Basis in
 * ./factSources.ts): a figure cannot be written without its basis, and one from
 * a product source names that source. Used at build time and in tests; the
 * browser only imports the inferred types.
 */
import {z} from 'zod';
import {PRODUCT_TYPES} from './productTypes';
import {SOURCE_IDS, type SourceId} from './factSources';
import {AUDIENCES, EXTRA_SECTIONS, FEATURES, STANDARDS, type FigureName} from './terms';

export const WHEEL_MATERIALS = ['PU', 'EVA foam', 'rubber', 'pneumatic', 'PVC'] as const;

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
} satisfies Record<FigureName, z.ZodTypeAny>;

export const figuresSchema = z.object(figureFields).partial().strict();

/** A product's own figures: `null` drops a family figure that does not apply to it. */
const ownFigures = Object.fromEntries(Object.entries(figureFields).map(([name, schema]) => [name, schema.nullable().optional()])) as {
  [K in keyof typeof figureFields]: z.ZodOptional<z.ZodNullable<(typeof figureFields)[K]>>;
};

const featureKey = z.enum(FEATURES);

/**
 * A feature with its basis: `fromName(true)`, `family(true)`,
 * `secondary(true, 'C1')`, or `family(false)` where a source says a product
 * lacks it; `maybe()` where the product may have it and no source says:
 * its manual words the passage "if your model has…".
 */
const featureValue = z.union([figure(z.boolean()), z.object({basis: z.literal('maybe')}).strict()]);

const featureMap = z.record(featureKey, featureValue);

/** Who the product is for, with its basis (`family('adults')`, `fromName('children')`), or `'any'` when no source says. */
const audience = z.union([z.literal('any'), figure(z.enum(AUDIENCES).exclude(['any']))]);

/** European standards that cover the product, alternatives of standards that apply together. */
const standards = z.array(z.array(z.enum(STANDARDS)).min(1)).min(1);

/** What a series gives all its products: the type, who they are for, the features and family figures. */
export const defaultsSchema = figuresSchema
  .extend({
    type: z.enum(PRODUCT_TYPES),
    /** Features beyond the type's own, each with its basis (see featureValue). */
    features: featureMap,
    audience,
    /** Narrows the type's standards where the facts do (an adult's helmet: EN 1078 only). */
    standards: standards.optional(),
    /** Extra sections of the manual, in no particular order (the manual's order is src/domain/manuals.ts's). */
    sections: z
      .array(z.enum(EXTRA_SECTIONS))
      .refine((f) => new Set(f).size === f.length, {message: 'a section is listed twice'})
      .optional(),
  })
  .strict();

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by single hyphens');

export const productSchema = defaultsSchema
  .partial()
  .extend(ownFigures)
  .extend({
    /** Features that differ from the series': `null` drops one of the series' features. */
    features: z.record(featureKey, featureValue.nullable()).optional(),
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
/** The value of a figure without its basis, e.g. FigureValue<'age'> is an age range. */
export type FigureValue<K extends FigureName> = NonNullable<Figures[K]>['value'];
export type FeatureInput = z.infer<typeof featureValue>;
export type AudienceInput = z.infer<typeof audience>;
export type WheelMaterial = (typeof WHEEL_MATERIALS)[number];
export type SeriesDefaults = z.infer<typeof defaultsSchema>;
export type ProductInput = z.infer<typeof productSchema>;
export type SeriesInput = z.infer<typeof seriesSchema>;
