import type {Audience, ProductKind} from '../catalog';
import type {IntentId} from '../intents';

/**
 * How the text matching of the search and the manual finder reads a
 * language's words (src/domain/text). Every word here is folded, as `fold`
 * writes it: lower case, no accents, ß as ss.
 */
export interface Grammar {
  /**
   * Words that ask rather than say what is sought: question words,
   * articles, pronouns, auxiliaries and prepositions. A parent types "how do
   * I fold the stroller"; the page that answers says "Fold the stroller".
   * Model names survive: "4-in-1" is matched as a whole, and a query of
   * nothing but these words keeps them all.
   */
  readonly stopWords: ReadonlySet<string>;
  /**
   * Articles and possessives: what follows one is a thing. A product name of
   * everyday words is a name after one ("fold the go up"), not in "can I go
   * up the hill".
   */
  readonly determiners?: ReadonlySet<string>;
  /** Phrases that ask how long something lasts: "how long is the warranty" seeks the warranty, not the word "long". */
  readonly stopPhrases?: readonly (readonly string[])[];
  /**
   * Words that mark a change from one thing to another: "de andador a
   * correpasillos". The one or two words between them name what is left
   * behind, so a heading that says only them ("Andador") is not the answer.
   */
  readonly change?: {readonly from: ReadonlySet<string>; readonly to: ReadonlySet<string>};
  /**
   * Infinitive and common verb endings, longest first, that a query word is
   * cut to before prefix matching: a verb finds the words of its family
   * ("plegar" → "plegable", "klappen" → "klappbar").
   */
  readonly verbEndings?: readonly string[];
  /**
   * Endings that make another form of the same word: a query word cut to its
   * stem also matches the stem with any of these ("fold" finds "Folding",
   * "zusammenklappen" finds "Zusammenklappen"), as a whole word.
   */
  readonly wordForms?: readonly string[];
  /** A silent e drops before an ending: "change" → "changing", "changed". */
  readonly dropsSilentE?: boolean;
  /** Every noun starts with a capital ("Bremse"): a capital inside a question does not mark a name. */
  readonly capitalisesNouns?: boolean;
  /** Umlauts may be typed as ae, oe, ue ("Haendler" for "Händler"): each is read as its vowel. */
  readonly umlautDigraphs?: boolean;
  /**
   * Chinese words written in another character of the same sound or meaning,
   * and the way the pages write them ("坐墊" → "座墊"): read as the pages'.
   * Each pair is as long as each other, so highlights keep their places.
   */
  readonly variants?: readonly (readonly [string, string])[];
  /** For a language that writes compound words as one ("Fußbremse", "voorwiel"): a word may be matched by its parts. */
  readonly compounds?: {
    /**
     * Letters that join the parts of a compound ("Befestigung-s-teile"): a
     * word that is only such letters and a query word ("steile") is no stem
     * around it.
     */
    readonly linking: ReadonlySet<string>;
    /**
     * Words that end in another word without being a kind of it: one stem
     * each, never read as a compound of their letters ("Gleichgewicht",
     * balance, is no "Gewicht", weight; "Aufsicht", supervision, no "Sicht").
     * The letters cannot tell these from real compounds ("Benutzergewicht",
     * "Querstange"), so they are listed; their word forms follow (`wordForms`).
     */
    readonly singleStems: ReadonlySet<string>;
  };
}

/**
 * The words parents use for each kind of product: singular, plural and
 * everyday synonyms. The site search and the manual finder read this one
 * list: "caschi" finds the helmets, "Kinderwagen" the buggy, "平衡車" the
 * balance bikes. A phrase matches as a whole ("silla de paseo"); the
 * catalog's own label for a kind is covered by its words (a test checks
 * every label of every locale).
 */
export type KindWords = Readonly<Record<ProductKind, readonly string[]>>;

/** Things parents do with a product: each language's words for one are one word to the search. */
export const TASKS = ['fold', 'adjust', 'charge', 'measure', 'clean', 'assemble', 'remove', 'choose'] as const;
export type Task = (typeof TASKS)[number];

export type TaskWords = Readonly<Record<Task, readonly string[]>>;

/**
 * How the parents of one language ask: per intent of `src/domain/intents.ts`,
 * the words and phrases that ask for it; the words that ask what the site
 * never says; and the units that make a number a quantity.
 *
 * A pattern is a word or a phrase of words, compared folded (lower case,
 * without accents): `fold*` matches every word that starts with "fold",
 * `*bremse` every word that ends with "bremse" (German and Dutch compounds),
 * a phrase matches its words in a row. A pattern in Chinese characters
 * matches anywhere in the question, as Chinese has no spaces.
 */
export interface QuestionWords {
  readonly intents: Readonly<Record<IntentId, readonly string[]>>;
  /** Questions the site cannot answer although they may name a product: prices, colours, stock, products the brand does not make. */
  readonly outOfScope: readonly string[];
  /** Questions for a doctor or the law (a knock to the head, whether riding on the pavement is allowed): the site says who can answer. */
  readonly advice: readonly string[];
  /** Words after a number that make it a quantity ("4 years", "20 kg"), not part of a model name. */
  readonly units: readonly string[];
  /**
   * The language's words for English words of product names, per English
   * word ("foldable": ["plegable"]): "Explorer Trike 4 en 1 plegable" names
   * the 4 in 1 Foldable. Not for words that are also a verb of the question
   * (Chinese 折疊 is both "foldable" and "fold").
   */
  readonly nameWords: Readonly<Record<string, readonly string[]>>;
  /** Words that say who will use the product: a child ("my son", "kids'") or an adult ("grown-up", "myself"). */
  readonly audiences: Readonly<Record<Exclude<Audience, 'any'>, readonly string[]>>;
}

/** One locale's language data: a file of src/domain/languages each, exporting these. */
export interface LanguagePack {
  readonly grammar: Grammar;
  readonly productWords: KindWords;
  readonly taskWords: TaskWords;
  readonly questionWords: QuestionWords;
}
