/**
 * The one table of what the site knows about each product type. The
 * schema's list of types, the kind it is browsed and named under, the
 * figures a type needs, its standards, its safety signs, its drawing, the
 * parts its manual may show and its manual's sections all derive from it:
 * adding a type is one entry here plus its texts (its label in ../labels.ts,
 * which the compiler asks for; see CONTRIBUTING's "Add a product type").
 * Plain data, safe for browser code.
 */
import type {ExtraSection, Feature, FigureName, Standard} from './terms';

/**
 * Parts a step drawing can show (the `data-part` of static/img/illustrations/steps/*.svg),
 * with the English words a step uses for it: a drawing is checked against
 * the product (its type has the part) and against its step (the step names it).
 */
export const PART_NAMES = {
  'axle-bolt': ['axle'],
  'bar-clamp': ['clamp'],
  'bell-clamp': ['clamp'],
  'brake-pedal': ['brake pedal'],
  canopy: ['canopy'],
  'charging-port': ['charging port', 'charge'],
  'clamp-bolt': ['clamp'],
  'compression-bolt': ['compression bolt'],
  'fold-release': ['fold release'],
  'folding-button': ['folding button'],
  'folding-lever': ['folding lever'],
  frame: ['frame'],
  'hand-brake': ['brake lever', 'hand brake'],
  harness: ['harness', 'straps'],
  head: ['head'],
  'height-button': ['button'],
  'helmet-straps': ['helmet', 'strap'],
  pads: ['pads', 'wrist guard'],
  'parking-brake': ['brake pedal', 'parking brake'],
  'push-bar': ['push bar'],
  'push-handle': ['handle'],
  'quick-release': ['quick-release lever'],
  'rear-brake': ['rear brake', 'brake'],
  'rear-wheels': ['rear wheel'],
  'saddle-clamp': ['saddle clamp', 'seat post'],
  'seat-button': ['seat button'],
  'seat-post': ['seat'],
  'size-button': ['size button', 'size'],
  stem: ['stem'],
  'steering-lock': ['steering lock'],
  kickstand: ['kickstand'],
  trolley: ['trolley'],
  'trike-folding-joint': ['folding joint', 'release button'],
  'trike-seat': ['seat'],
} as const satisfies Record<string, readonly string[]>;

export type Part = keyof typeof PART_NAMES;

/**
 * What parents browse by: a product is "a balance bike" or "a helmet", not
 * "Flow Element". Each type sits on one kind; a kind's page lists its
 * products (URL `/docs/kind/<kind>`, the same in every locale). In the
 * order the home page shows them; the drawing is the kind's card picture.
 */
export const BROWSE_KINDS = {
  'scooters-3w': {drawing: 'scooter-3w'},
  'scooters-2w': {drawing: 'scooter-2w'},
  'e-scooters': {drawing: 'e-scooter'},
  'balance-bikes': {drawing: 'balance-bike'},
  trikes: {drawing: 'trike'},
  'ride-ons': {drawing: 'ride-on'},
  helmets: {drawing: 'helmet'},
  'pads-and-skates': {drawing: 'pads'},
  stroller: {drawing: 'stroller'},
  accessories: {drawing: 'bell'},
} as const satisfies Record<string, {readonly drawing: string}>;

export type BrowseKind = keyof typeof BROWSE_KINDS;

export const BROWSE_KIND_IDS = Object.keys(BROWSE_KINDS) as BrowseKind[];

/**
 * Kinds of product as parents name them in words (src/domain/languages/<locale>.ts
 * has each kind's words per language): the catalog's types, and "scooter"
 * for any scooter.
 */
export const PRODUCT_KINDS = [
  'scooter',
  'scooter-3w',
  'scooter-2w',
  'e-scooter',
  'stunt-scooter',
  'trike',
  'balance-bike',
  'walker',
  'skates',
  'helmet',
  'pads',
  'bell',
  'stroller',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * When an optional section is in a manual: the product has this feature or
 * may have it (the section then says "if your model has…"), or lists this
 * extra section.
 */
export type SectionCondition = {readonly feature: Feature} | {readonly section: ExtraSection};
/** A shared section of a manual: the partial docs/_manuals/<folder>/_<name>.mdx, and when a manual has it. */
export type ManualEntry = readonly [folder: string, name: string, when?: SectionCondition];

const foldable: SectionCondition = {feature: 'foldable'};
const extra = (section: ExtraSection): SectionCondition => ({section});

/** The usual run of a kind's own partials: what it is for, safety, the box, parts, assembly. */
const opening = (folder: string): ManualEntry[] => ['intended-use', 'safety', 'in-the-box', 'parts', 'assembly'].map((name) => [folder, name] as const);
const closing = (folder: string): ManualEntry[] => [
  [folder, 'maintenance'],
  [folder, 'troubleshooting'],
];
const ride = (folder: string, middle: readonly ManualEntry[] = []): ManualEntry[] => [
  ...opening(folder),
  [folder, 'adjustments'],
  ...middle,
  [folder, 'riding'],
  ...closing(folder),
];
const twoWheels = (folder: string): ManualEntry[] => ride(folder, [[folder, 'folding', foldable]]);

export interface ProductTypeFacts {
  /** The kind a parent would call it by (BROWSE_KINDS). */
  readonly kind: BrowseKind;
  /** The kinds it is known as in words: a stunt scooter is a scooter and a two-wheel scooter. */
  readonly wordKinds: readonly ProductKind[];
  /** It rolls on wheels a parent may need to change (a task its manual's shortcuts offer). */
  readonly wheeled: boolean;
  /** Figures a parent needs for a product of this type, sourced or not (what the catalog report counts as missing). */
  readonly figures: readonly FigureName[];
  /**
   * The European standards that cover the type (../shared/facts/README.md):
   * which standard applies to the type, never a claim that a product passed
   * it. Each inner list applies together; the lists are alternatives (a
   * children's kick scooter is either sports equipment under EN 14619 or a
   * toy under EN 71-1). A series or product narrows it where the facts do.
   */
  readonly standards: readonly (readonly Standard[])[];
  /** Its safety section tells the rider to wear a helmet: the manual's helmet sign (a test reads the sections). */
  readonly helmetSign: boolean;
  /** Its safety section says an adult must watch the child: the manual's supervision sign. */
  readonly supervisionSign: boolean;
  /** The drawing of static/img/illustrations/products/. */
  readonly drawing: string;
  /** Parts of the drawing that a product of the type may lack: a `<g data-feature>` group each, drawn only for a product that has the feature. */
  readonly drawingFeatures: readonly Feature[];
  /**
   * Features every product of the type has, by what the type is (a kick
   * scooter's foot brake): asserted with the basis `type`.
   */
  readonly inherent: readonly Feature[];
  /** Parts every product of the type has, as the step drawings name them. */
  readonly parts: readonly Part[];
  /** Parts a product of the type has when it has (or may have) the feature. */
  readonly featureParts: Readonly<Partial<Record<Feature, readonly Part[]>>>;
  /** Its manual's own sections in reading order; the sections every manual shares follow (src/domain/manuals.ts). */
  readonly manual: readonly ManualEntry[];
}

const KICK_SCOOTER_FIGURES: readonly FigureName[] = ['age', 'maxRiderKg', 'wheels', 'handlebar', 'weightKg'];
const TOYS: readonly (readonly Standard[])[] = [['EN 71-1', 'EN 71-2', 'EN 71-3']];
const twoWheelParts = (...more: Part[]): Part[] => ['quick-release', 'rear-brake', 'axle-bolt', 'clamp-bolt', ...more];

export const PRODUCT_TYPE_TABLE = {
  'scooter-3w': {
    kind: 'scooters-3w',
    wordKinds: ['scooter', 'scooter-3w'],
    wheeled: true,
    figures: KICK_SCOOTER_FIGURES,
    standards: [['EN 14619'], ['EN 71-1']],
    helmetSign: true,
    supervisionSign: true,
    drawing: 'scooter-3w',
    drawingFeatures: [],
    inherent: ['rear-brake'],
    parts: ['stem', 'height-button', 'rear-brake', 'axle-bolt'],
    featureParts: {foldable: ['folding-button'], 'steering-lock': ['steering-lock'], 'trolley-mode': ['trolley']},
    manual: [
      ...opening('scooter-3w'),
      ['scooter-3w', 'adjustments'],
      ['scooter-3w', 'folding', foldable],
      ['scooter-3w', 'riding'],
      ['scooter-3w', 'lights', {feature: 'light-up-wheels'}],
      ['scooter-3w', 'trolley-mode', {feature: 'trolley-mode'}],
      ...closing('scooter-3w'),
    ],
  },
  'ride-on-scooter': {
    kind: 'ride-ons',
    wordKinds: ['scooter', 'walker'],
    wheeled: true,
    figures: [...KICK_SCOOTER_FIGURES, 'seatMaxKg', 'stages'],
    standards: TOYS,
    helmetSign: true,
    supervisionSign: true,
    drawing: 'ride-on',
    drawingFeatures: [],
    inherent: [],
    parts: ['stem', 'height-button', 'axle-bolt'],
    featureParts: {
      seat: ['seat-post', 'seat-button'],
      foldable: ['folding-button'],
      'steering-lock': ['steering-lock'],
      'rear-brake': ['rear-brake'],
    },
    // A ride-on becomes a three-wheel scooter: that stage's sections are the scooter's.
    manual: [
      ...opening('ride-on'),
      ['ride-on', 'adjustments'],
      ['scooter-3w', 'handlebar-height', extra('stage-scooter')],
      ['scooter-3w', 'folding', foldable],
      ['ride-on', 'riding'],
      ['ride-on', 'stage-scooter', extra('stage-scooter')],
      ['scooter-3w', 'steering-lock', {feature: 'steering-lock'}],
      ['scooter-3w', 'brake', {feature: 'rear-brake'}],
      ['scooter-3w', 'lights', {feature: 'light-up-wheels'}],
      ['ride-on', 'led-light', {feature: 'led-light'}],
      ['scooter-3w', 'maintenance'],
      ['ride-on', 'troubleshooting'],
    ],
  },
  'scooter-2w': {
    kind: 'scooters-2w',
    wordKinds: ['scooter', 'scooter-2w'],
    wheeled: true,
    figures: KICK_SCOOTER_FIGURES,
    standards: [['EN 14619'], ['EN 71-1']],
    helmetSign: true,
    supervisionSign: false,
    drawing: 'scooter-2w',
    drawingFeatures: [],
    inherent: ['rear-brake'],
    parts: twoWheelParts(),
    featureParts: {foldable: ['folding-lever'], kickstand: ['kickstand'], 'hand-brake': ['hand-brake']},
    manual: twoWheels('scooter-2w'),
  },
  'big-wheel-scooter': {
    kind: 'scooters-2w',
    wordKinds: ['scooter', 'scooter-2w'],
    wheeled: true,
    figures: KICK_SCOOTER_FIGURES,
    standards: [['EN 14619']],
    helmetSign: true,
    supervisionSign: false,
    drawing: 'big-wheel-scooter',
    drawingFeatures: ['kickstand'],
    inherent: ['rear-brake'],
    parts: twoWheelParts(),
    featureParts: {foldable: ['folding-lever'], kickstand: ['kickstand'], 'hand-brake': ['hand-brake']},
    manual: twoWheels('scooter-2w'),
  },
  'stunt-scooter': {
    kind: 'scooters-2w',
    wordKinds: ['scooter', 'scooter-2w', 'stunt-scooter'],
    wheeled: true,
    figures: KICK_SCOOTER_FIGURES,
    standards: [['EN 14619']],
    helmetSign: true,
    supervisionSign: false,
    drawing: 'stunt-scooter',
    drawingFeatures: [],
    inherent: ['rear-brake'],
    parts: ['bar-clamp', 'compression-bolt', 'rear-brake', 'axle-bolt', 'clamp-bolt'],
    featureParts: {},
    manual: ride('stunt'),
  },
  'e-scooter': {
    kind: 'e-scooters',
    wordKinds: ['e-scooter'],
    wheeled: true,
    figures: [...KICK_SCOOTER_FIGURES, 'battery'],
    standards: [['EN 17128'], ['EN 71-1', 'EN IEC 62115']],
    helmetSign: true,
    supervisionSign: false,
    drawing: 'e-scooter',
    drawingFeatures: ['hand-brake', 'led-light'],
    inherent: ['rear-brake'],
    parts: ['quick-release', 'rear-brake', 'axle-bolt', 'charging-port'],
    featureParts: {foldable: ['folding-lever'], kickstand: ['kickstand'], 'hand-brake': ['hand-brake']},
    manual: twoWheels('e-scooter'),
  },
  trike: {
    kind: 'trikes',
    wordKinds: ['trike'],
    wheeled: true,
    figures: ['age', 'maxRiderKg', 'wheels', 'saddle', 'weightKg', 'stages'],
    standards: TOYS,
    helmetSign: true,
    supervisionSign: true,
    drawing: 'trike',
    drawingFeatures: ['push-bar', 'canopy'],
    inherent: [],
    parts: ['height-button', 'trike-seat', 'clamp-bolt', 'axle-bolt'],
    featureParts: {
      'push-bar': ['push-bar'],
      canopy: ['canopy'],
      harness: ['harness'],
      foldable: ['trike-folding-joint'],
      'rear-brake': ['brake-pedal'],
    },
    manual: [
      ...opening('trike'),
      ['trike', 'canopy', {feature: 'canopy'}],
      ['trike', 'adjustments'],
      ['trike', 'harness', {feature: 'harness'}],
      ['trike', 'folding', foldable],
      ['trike', 'riding'],
      ['trike', 'stage-youngest', extra('stage-youngest')],
      ['trike', 'stage-push', extra('stage-push')],
      ['trike', 'stage-pedal', extra('stage-pedal')],
      ['trike', 'stage-classic', extra('stage-classic')],
      ['trike', 'play-panel', {feature: 'play-panel'}],
      ...closing('trike'),
    ],
  },
  'balance-bike': {
    kind: 'balance-bikes',
    wordKinds: ['balance-bike'],
    wheeled: true,
    figures: ['age', 'maxRiderKg', 'wheels', 'handlebar', 'saddle', 'weightKg'],
    standards: TOYS,
    helmetSign: true,
    supervisionSign: false,
    drawing: 'balance-bike',
    drawingFeatures: [],
    inherent: [],
    parts: ['saddle-clamp', 'clamp-bolt', 'rear-wheels'],
    featureParts: {'reversible-frame': ['frame'], 'hand-brake': ['hand-brake']},
    manual: [
      ...opening('balance-bike'),
      ['balance-bike', 'adjustments'],
      ['balance-bike', 'reversible-frame', {feature: 'reversible-frame'}],
      ['balance-bike', 'riding'],
      ['balance-bike', 'stages', extra('stages')],
      ['balance-bike', 'maintenance'],
      ['balance-bike', 'tyre-pressure', extra('tyre-pressure')],
      ['balance-bike', 'troubleshooting'],
    ],
  },
  walker: {
    kind: 'ride-ons',
    wordKinds: ['walker'],
    wheeled: true,
    figures: ['age', 'maxRiderKg', 'wheels', 'weightKg', 'stages'],
    standards: TOYS,
    helmetSign: false,
    supervisionSign: true,
    drawing: 'walker',
    drawingFeatures: [],
    inherent: [],
    parts: ['push-handle'],
    featureParts: {},
    manual: ride('walker'),
  },
  skates: {
    kind: 'pads-and-skates',
    wordKinds: ['skates'],
    wheeled: true,
    figures: ['age', 'maxRiderKg', 'wheels', 'weightKg', 'sizes'],
    // Skates for children under 20 kg are toys (facts: EN 13843's scope, by analogy).
    standards: [['EN 13899'], ['EN 71-1']],
    helmetSign: true,
    supervisionSign: false,
    drawing: 'skates',
    drawingFeatures: [],
    inherent: [],
    parts: ['size-button', 'axle-bolt', 'helmet-straps', 'pads'],
    featureParts: {},
    manual: ride('skates'),
  },
  helmet: {
    kind: 'helmets',
    wordKinds: ['helmet'],
    wheeled: false,
    figures: ['age', 'weightKg', 'sizes'],
    standards: [['EN 1078'], ['EN 1080']],
    helmetSign: false,
    supervisionSign: false,
    drawing: 'helmet',
    drawingFeatures: [],
    inherent: [],
    parts: ['helmet-straps', 'head'],
    featureParts: {},
    manual: [...opening('helmet'), ['helmet', 'use'], ['helmet', 'led-light', {feature: 'led-light'}], ...closing('helmet')],
  },
  pads: {
    kind: 'pads-and-skates',
    wordKinds: ['pads'],
    wheeled: false,
    figures: ['age', 'maxRiderKg', 'weightKg', 'sizes'],
    standards: [['EN 14120']],
    helmetSign: true,
    supervisionSign: false,
    drawing: 'pads',
    drawingFeatures: [],
    inherent: [],
    parts: ['pads'],
    featureParts: {},
    manual: [...opening('pads'), ['pads', 'use'], ...closing('pads')],
  },
  bell: {
    kind: 'accessories',
    wordKinds: ['bell'],
    wheeled: false,
    figures: ['weightKg'],
    standards: [],
    helmetSign: false,
    supervisionSign: false,
    drawing: 'bell',
    drawingFeatures: [],
    inherent: [],
    parts: ['bell-clamp'],
    featureParts: {},
    manual: [...opening('bell'), ['bell', 'use'], ...closing('bell')],
  },
  stroller: {
    kind: 'stroller',
    wordKinds: ['stroller'],
    wheeled: true,
    figures: ['age', 'maxRiderKg', 'wheels', 'weightKg'],
    standards: [['EN 1888-1']],
    helmetSign: false,
    supervisionSign: true,
    drawing: 'stroller',
    drawingFeatures: ['canopy'],
    inherent: [],
    parts: [],
    featureParts: {foldable: ['fold-release'], harness: ['harness'], 'foot-brake': ['parking-brake']},
    manual: [...opening('stroller'), ['stroller', 'folding', foldable], ['stroller', 'use'], ...closing('stroller')],
  },
} as const satisfies Record<string, ProductTypeFacts>;

export type ProductType = keyof typeof PRODUCT_TYPE_TABLE;

export const PRODUCT_TYPES = Object.keys(PRODUCT_TYPE_TABLE) as [ProductType, ...ProductType[]];

/** What the site knows about a type, typed as the table's row (not its literal). */
export function typeFacts(type: ProductType): ProductTypeFacts {
  return PRODUCT_TYPE_TABLE[type];
}

/** A product's drawing: its type's, with only the optional parts the product has. */
export interface ProductDrawing {
  /** The drawing of static/img/illustrations/products/ it is made from. */
  readonly source: string;
  /** The `data-feature` groups kept; the others are left out. */
  readonly keep: readonly Feature[];
  /** Its name below /img/illustrations/products/: the source's own when the drawing has no optional part. */
  readonly name: string;
}

export function productDrawing(type: ProductType, features: readonly Feature[]): ProductDrawing {
  const {drawing, drawingFeatures} = typeFacts(type);
  if (drawingFeatures.length === 0) return {source: drawing, keep: [], name: drawing};
  const keep = drawingFeatures.filter((f) => features.includes(f));
  return {source: drawing, keep, name: [drawing, ...(keep.length > 0 ? keep : ['plain'])].join('--')};
}

/** The parts a product's step drawings may show: its type's, and those of the features it has or may have. */
export function partsOf(product: {readonly type: ProductType; readonly features: readonly Feature[]; readonly maybe: readonly Feature[]}): Part[] {
  const facts = typeFacts(product.type);
  const featureParts = [...product.features, ...product.maybe].flatMap((f) => facts.featureParts[f] ?? []);
  return [...new Set([...facts.parts, ...featureParts])];
}
