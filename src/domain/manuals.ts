/**
 * Which sections make up each manual, from the catalog: its type gives the
 * list and the shared partials (docs/_manuals/<folder>/_<name>.mdx, and
 * their translations under i18n/), its features and extra sections pick
 * the optional ones (folding only if foldable, the trike's stages it has…).
 * The pages (through the remark plugin of plugins/catalog), the PDFs, the
 * manual checks and the translation check all ask this module.
 */
import {typeFacts, type ExtraSection, type Feature, type Product, type ProductType} from './catalog';

/** A section of a manual: the partial `docs/_manuals/<folder>/_<name>.mdx`. */
export interface ManualSection {
  readonly folder: string;
  readonly name: string;
}

/**
 * When an optional section is in the manual: the product has this feature or
 * may have it (the section then says "if your model has…"), or lists this
 * extra section.
 */
type Condition = {readonly feature: Feature} | {readonly section: ExtraSection};
type Entry = readonly [folder: string, name: string, when?: Condition];

const foldable: Condition = {feature: 'foldable'};
const extra = (section: ExtraSection): Condition => ({section});

/** The usual run of a kind's own partials: what it is for, safety, the box, parts, assembly. */
const opening = (folder: string): Entry[] => ['intended-use', 'safety', 'in-the-box', 'parts', 'assembly'].map((name) => [folder, name] as const);
const closing = (folder: string): Entry[] => [
  [folder, 'maintenance'],
  [folder, 'troubleshooting'],
];
const ride = (folder: string, middle: readonly Entry[] = []): Entry[] => [
  ...opening(folder),
  [folder, 'adjustments'],
  ...middle,
  [folder, 'riding'],
  ...closing(folder),
];
const twoWheels = (folder: string): Entry[] => ride(folder, [[folder, 'folding', foldable]]);

const MANUALS: Readonly<Record<ProductType, readonly Entry[]>> = {
  'scooter-2w': twoWheels('scooter-2w'),
  'big-wheel-scooter': twoWheels('scooter-2w'),
  'e-scooter': twoWheels('e-scooter'),
  'stunt-scooter': ride('stunt'),
  skates: ride('skates'),
  walker: ride('walker'),
  'scooter-3w': [
    ...opening('scooter-3w'),
    ['scooter-3w', 'adjustments'],
    ['scooter-3w', 'folding', foldable],
    ['scooter-3w', 'riding'],
    ['scooter-3w', 'lights', {feature: 'light-up-wheels'}],
    ['scooter-3w', 'trolley-mode', {feature: 'trolley-mode'}],
    ...closing('scooter-3w'),
  ],
  // A ride-on becomes a three-wheel scooter: that stage's sections are the scooter's.
  'ride-on-scooter': [
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
  trike: [
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
  'balance-bike': [
    ...opening('balance-bike'),
    ['balance-bike', 'adjustments'],
    ['balance-bike', 'reversible-frame', {feature: 'reversible-frame'}],
    ['balance-bike', 'riding'],
    ['balance-bike', 'stages', extra('stages')],
    ['balance-bike', 'maintenance'],
    ['balance-bike', 'tyre-pressure', extra('tyre-pressure')],
    ['balance-bike', 'troubleshooting'],
  ],
  helmet: [...opening('helmet'), ['helmet', 'use'], ['helmet', 'led-light', {feature: 'led-light'}], ...closing('helmet')],
  pads: [...opening('pads'), ['pads', 'use'], ...closing('pads')],
  bell: [...opening('bell'), ['bell', 'use'], ...closing('bell')],
  stroller: [...opening('stroller'), ['stroller', 'folding', foldable], ['stroller', 'use'], ...closing('stroller')],
};

/** Every manual ends with the sections all products share (an e-scooter's battery has its own section). */
const COMMON: readonly Entry[] = [
  ['common', 'batteries', {feature: 'battery-lights'}],
  ['common', 'specifications'],
  ['common', 'spare-parts'],
  ['common', 'disposal'],
  ['common', 'warranty'],
];

type Subject = Pick<Product, 'type' | 'features' | 'maybe' | 'sections'>;

function applies(when: Condition | undefined, product: Subject): boolean {
  if (!when) return true;
  if ('section' in when) return product.sections.includes(when.section);
  return product.features.includes(when.feature) || product.maybe.includes(when.feature);
}

/** The sections of the product's manual, in reading order. */
export function manualSections(product: Subject): ManualSection[] {
  return [...MANUALS[product.type], ...COMMON].filter(([, , when]) => applies(when, product)).map(([folder, name]) => ({folder, name}));
}

/** Whether some product of the type can have the section (a two-wheel scooter's folding, if it folds). */
export function typeCanHaveSection(type: ProductType, name: string): boolean {
  return MANUALS[type].some(([, section]) => section === name);
}

/** A sign on a manual's cover and safety page: drawn from static/img/illustrations/signs/<sign>.svg. */
export type SafetySign = 'age' | 'max-weight' | 'helmet' | 'supervision' | 'small-parts';

/**
 * The signs of a product's manual, in the order printed: its age and
 * maximum weight only when a source gives them for this very product (the
 * catalog keeps no other safety figure), then what its type's safety section
 * asks (src/domain/catalog/productTypes.ts; a test reads the sections).
 */
export function safetySigns(product: Pick<Product, 'type' | 'figures' | 'smallPartsWarning'>): SafetySign[] {
  const signs: SafetySign[] = [];
  if (product.figures.age) signs.push('age');
  if (product.figures.maxRiderKg) signs.push('max-weight');
  if (typeFacts(product.type).helmetSign) signs.push('helmet');
  if (typeFacts(product.type).supervisionSign) signs.push('supervision');
  if (product.smallPartsWarning) signs.push('small-parts');
  return signs;
}

/** The extra sections a manual of this type can have: any other is a mistake in the catalog. */
export function extraSectionsOf(type: ProductType): ExtraSection[] {
  return MANUALS[type].flatMap(([, , when]) => (when && 'section' in when ? [when.section] : [])).filter((s, i, all) => all.indexOf(s) === i);
}

/** The partial's path below the docs folder (English) or a locale's docs folder: `_manuals/trike/_canopy.mdx`. */
export function sectionFile(section: ManualSection): string {
  return `_manuals/${section.folder}/_${section.name}.mdx`;
}

/**
 * Components manual pages and partials use without importing them (the
 * remark plugin of plugins/catalog adds the import), each with a PDF
 * rendering in plugins/pdf/render/mdast.ts.
 */
export const MANUAL_COMPONENTS = ['ManualHeader', 'ProductFact', 'IfProduct', 'Illustration', 'SpecTable'] as const;

/** The tag a manual page puts where its shared sections go. */
export const SECTIONS_TAG = 'ManualSections';

/** The docs folder of a page and its doc id: `docs` and `flow/125` for docs/flow/125.mdx, likewise under i18n/<locale>/docusaurus-plugin-content-docs/current. */
export function docsRootOf(file: string): {root: string; docId: string} | undefined {
  const match = /^((?:.*[\\/])?(?:docs|docusaurus-plugin-content-docs[\\/]current))[\\/](.+)\.mdx?$/.exec(file);
  return match ? {root: match[1]!, docId: match[2]!.split('\\').join('/')} : undefined;
}
