/**
 * Where the catalog's figures come from: the sources of
 * ../shared/facts/research-notes.md, by the ids it cites them with, and the
 * European standard that covers each product type (../shared/facts/README.md).
 * Plain data, safe for browser code.
 */
import type {ProductType} from './schema';

/** Sources a product figure may cite: [C] web pages (S…) and [S] code-corpus data (C…). */
export const SOURCES = {
  S1: 'globber.com blog, "Globber Triumphs Product Safety Test", 2021',
  S2: 'À la Lyonnaise, interview with Globber France CEO, 2023',
  S3: 'Junkee review of the Globber ONE NL 205',
  S4: 'globber.com.au warranty page',
  S5: 'Wheels and Motion warranty page',
  C1: 'Spanish parenting-shop product register (Primo Foldable Lights, Junior Foldable Lights, Master Lights)',
  C2: 'toy-shop demo app, "Globber Elite Deluxe Light Up Wheels"',
  C3: 'Russian kids-shop seed data, "Globber Elite Deluxe"',
  C4: 'retailer SQL dump, "Globber Go Bike New"',
  C5: 'Hungarian rental-site data, "Globber NL 205 Deluxe"',
} as const;
export type SourceId = keyof typeof SOURCES;
export const SOURCE_IDS = Object.keys(SOURCES) as SourceId[];

/**
 * How much a figure can be trusted:
 * - `confirmed`: a web page about that very product states it [C];
 * - `secondary`: third-party listing data about that very product [S];
 * - `family`: a working figure for the product's family in the facts file,
 *   printed only as a typical value and never for a safety figure;
 * - `name`: the product's name says it (a 4-in-1 has 4 stages).
 */
export type Basis = 'confirmed' | 'secondary' | 'family' | 'name';
export const BASES: readonly Basis[] = ['confirmed', 'secondary', 'family', 'name'];

/** Bases that make a figure a fact about the product itself. */
export const PRODUCT_BASES: readonly Basis[] = ['confirmed', 'secondary', 'name'];

/**
 * The European standards that cover each product type (../shared/facts/README.md):
 * which standard applies to the type, never a claim that a product passed it;
 * a product's own standard is printed on its label. Each inner list applies
 * together; the lists are alternatives (a children's kick scooter is either
 * sports equipment under EN 14619 or a toy under EN 71-1).
 */
export const TYPE_STANDARDS: Readonly<Record<ProductType, readonly (readonly string[])[]>> = {
  'scooter-3w': [['EN 14619'], ['EN 71-1']],
  'ride-on-scooter': [['EN 71-1', 'EN 71-2', 'EN 71-3']],
  'scooter-2w': [['EN 14619'], ['EN 71-1']],
  'big-wheel-scooter': [['EN 14619']],
  'stunt-scooter': [['EN 14619']],
  'e-scooter': [['EN 17128'], ['EN 71-1', 'EN IEC 62115']],
  trike: [['EN 71-1', 'EN 71-2', 'EN 71-3']],
  'balance-bike': [['EN 71-1', 'EN 71-2', 'EN 71-3']],
  walker: [['EN 71-1', 'EN 71-2', 'EN 71-3']],
  skates: [['EN 13899']],
  helmet: [['EN 1078'], ['EN 1080']],
  pads: [['EN 14120']],
  bell: [],
  stroller: [['EN 1888-1']],
};

/**
 * The maker as the facts name it (research-notes.md, brand-level facts, S2):
 * the products were created in Montluel, near Lyon; the facts give no
 * company name or postal address beyond that.
 */
export const MANUFACTURER = {town: 'Montluel', source: 'S2'} as const;
