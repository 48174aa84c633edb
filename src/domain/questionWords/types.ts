import type {IntentId} from '../intents';

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
  /** Words after a number that make it a quantity ("4 years", "20 kg"), not part of a model name. */
  readonly units: readonly string[];
}
