/**
 * Where the catalog's figures come from: the sources of
 * ../shared/facts/research-notes.md, by the ids it cites them with.
 * Plain data, safe for browser code.
 */
/** Sources a product figure may cite: [C] web pages (S…) and [S] code-corpus data (C…). */
export const SOURCES = {
  S1: 'globber.com blog, "Globber Triumphs Product Safety Test", 2021',
  S2: 'À la Lyonnaise, interview with Globber France CEO, 2023',
  S3: 'Junkee review of the Globber ONE NL 205 (that product only, not the NL 205)',
  S4: 'globber.com.au warranty page',
  S5: 'Wheels and Motion warranty page',
  C1: 'Spanish parenting-shop product register (Primo Foldable Lights, Junior Foldable Lights, Master Lights)',
  C2: 'toy-shop demo app, "Globber Elite Deluxe Light Up Wheels"',
  C4: 'retailer SQL dump, "Globber Go Bike New"',
  C5: 'Hungarian rental-site data, "Globber NL 205 Deluxe" (that product only, not the ONE NL 205 Deluxe)',
  C8: "Japanese parent's blog on the Explorer Trike 4in1 (features of the plain 4-in-1)",
  C11: 'Turkish rental listing, "Globber Explorer 4in1 ... Katlanabilir" (foldable)',
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
 * What a feature of a product rests on: a basis as for figures (a family
 * fact counts: features are not safety figures), or `type` for what every
 * product of its type has (./productTypes.ts `inherent`).
 */
export type FeatureBasis = Basis | 'type';
export const FEATURE_BASES: readonly FeatureBasis[] = [...BASES, 'type'];

/**
 * The maker as the facts name it (research-notes.md, brand-level facts, S2):
 * the brand, whose products are designed in Montluel, near Lyon; the facts
 * give no company name or postal address beyond that. C3 is not a source:
 * its file holds invented products (research notes, re-checked 2026-11-27).
 */
export const MANUFACTURER = {town: 'Montluel', source: 'S2'} as const;
