/**
 * Which sections make up each manual, from the catalog: its type gives the
 * list and the shared partials (docs/_manuals/<folder>/_<name>.mdx, and
 * their translations under i18n/), its features and extra sections pick
 * the optional ones (folding only if foldable, the trike's stages it has…).
 * The pages (through the remark plugin of plugins/catalog), the PDFs, the
 * manual checks and the translation check all ask this module.
 */
import {typeFacts, type ExtraSection, type ManualEntry, type Product, type ProductType, type SectionCondition} from './catalog';

/** A section of a manual: the partial `docs/_manuals/<folder>/_<name>.mdx`. */
export interface ManualSection {
  readonly folder: string;
  readonly name: string;
}

/** Every manual ends with the sections all products share (an e-scooter's battery has its own section). */
const COMMON: readonly ManualEntry[] = [
  ['common', 'batteries', {feature: 'battery-lights'}],
  ['common', 'specifications'],
  ['common', 'spare-parts'],
  ['common', 'disposal'],
  ['common', 'warranty'],
];

type Subject = Pick<Product, 'type' | 'features' | 'maybe' | 'sections'>;

function applies(when: SectionCondition | undefined, product: Subject): boolean {
  if (!when) return true;
  if ('section' in when) return product.sections.includes(when.section);
  return product.features.includes(when.feature) || product.maybe.includes(when.feature);
}

/** The sections of the product's manual, in reading order. */
export function manualSections(product: Subject): ManualSection[] {
  return [...typeFacts(product.type).manual, ...COMMON].filter(([, , when]) => applies(when, product)).map(([folder, name]) => ({folder, name}));
}

/** Whether some product of the type can have the section (a two-wheel scooter's folding, if it folds). */
export function typeCanHaveSection(type: ProductType, name: string): boolean {
  return typeFacts(type).manual.some(([, section]) => section === name);
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
  return typeFacts(type)
    .manual.flatMap(([, , when]) => (when && 'section' in when ? [when.section] : []))
    .filter((s, i, all) => all.indexOf(s) === i);
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
