/**
 * Each language's grammar (`types.ts`), by language: a locale without its
 * script or region (`zh` for zh-Hant), as the text matching looks it up.
 * Browser code reads the packs only through this table, which takes nothing
 * but their `grammar`: any other export of a pack that a page used would
 * ride along in every chunk that has the text matching, for all seven
 * locales (the manual finder gets its locale's words through the site
 * config instead).
 */
import type {Locale} from '../locales';
import type {Grammar} from './types';
import * as en from './en';
import * as de from './de';
import * as es from './es';
import * as it from './it';
import * as fr from './fr';
import * as nl from './nl';
import * as zhHant from './zh-Hant';

/** A locale's language: the locale without its script or region. */
type LanguageOf<L extends string> = L extends `${infer Language}-${string}` ? Language : L;

export const GRAMMARS: Readonly<Record<LanguageOf<Locale>, Grammar>> = {
  en: en.grammar,
  de: de.grammar,
  es: es.grammar,
  it: it.grammar,
  fr: fr.grammar,
  nl: nl.grammar,
  zh: zhHant.grammar,
};
