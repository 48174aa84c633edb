/**
 * The catalog's terms, plain data safe for browser code: the figures a
 * product can have, which of them keep a child safe, its features and who it
 * is for. ./schema.ts validates the data against them.
 *
 * A feature is what a product can have beyond what every product of its type
 * has (./productTypes.ts). The catalog gives each of a product's features
 * its basis: a feature no source, family fact or name gives is never
 * asserted; the manuals word its passages "if your model has…" (`maybe`) or
 * leave them out.
 */

export const FIGURE_NAMES = ['age', 'maxRiderKg', 'seatMaxKg', 'wheels', 'handlebar', 'saddle', 'weightKg', 'battery', 'sizes', 'stages'] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];

/** Figures that keep a child safe: printed only from a product source, else the page points to the label. */
export const SAFETY_FIGURES = ['age', 'maxRiderKg', 'seatMaxKg', 'sizes', 'battery'] as const satisfies readonly FigureName[];
export type SafetyFigure = (typeof SAFETY_FIGURES)[number];

export const FEATURES = [
  'foldable',
  'steering-lock',
  /** The product's name says it has lights ("Lights"), not which kind. */
  'lights',
  'light-up-wheels',
  /** The wheels' lights are powered by the turning wheels: no battery. */
  'wheel-dynamo',
  'deck-lights',
  'led-light',
  /** Some of its lights (or its sound) run on small batteries: the manual's battery safety section. */
  'battery-lights',
  'trolley-mode',
  'suspension',
  'rear-brake',
  'hand-brake',
  'kickstand',
  'seat',
  'converts-to-scooter',
  'push-bar',
  'canopy',
  'harness',
  'reversible-frame',
  'air-tyres',
  'dial-fit',
  'ecologic',
  'play-panel',
  'recline',
  'foot-brake',
] as const;

export type Feature = (typeof FEATURES)[number];

/** Who a product is for; the manual's voice and its standards follow it. */
export const AUDIENCES = ['children', 'adults', 'any'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The European standards the facts name (../shared/facts/README.md): which one covers a product, never a claim it passed. */
export const STANDARDS = [
  'EN 14619',
  'EN 71-1',
  'EN 71-2',
  'EN 71-3',
  'EN 17128',
  'EN IEC 62115',
  'EN 1078',
  'EN 1080',
  'EN 14120',
  'EN 13899',
  'EN 1888-1',
] as const;
export type Standard = (typeof STANDARDS)[number];

/**
 * Sections of a manual that neither the product's type nor its features
 * give (see `manual` in ./productTypes.ts): the stages a trike's or ride-on's manual
 * walks through one by one, a convertible balance bike's stages, the tyre
 * pressure of air tyres. Never printed as a feature.
 */
export const EXTRA_SECTIONS = ['stage-youngest', 'stage-push', 'stage-pedal', 'stage-classic', 'stage-scooter', 'stages', 'tyre-pressure'] as const;
export type ExtraSection = (typeof EXTRA_SECTIONS)[number];
