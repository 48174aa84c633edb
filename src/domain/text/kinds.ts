/**
 * Kinds of product named in a text: the words of a vocabulary (groups of
 * words and phrases that mean the same kind, in one language) found in a run
 * of tokens. The search's index tags each text with the kinds it names, and a
 * query's phrase then matches every text that names the same kind in other
 * words: "pushchair" finds the stroller, "silla de paseo" is one word, not
 * three. The manual finder reads a query's kinds the same way.
 */
import {editDistance, isStopWord, tokenize} from './index';

/** Shortest word a typo is forgiven in: "casqe" is a helmet, "bel" is not a bell. */
const TYPO_FROM = 5;

export interface KindSpan {
  /** Tokens start to end (exclusive) name the kinds. */
  readonly start: number;
  readonly end: number;
  readonly kinds: readonly number[];
}

export class KindVocabulary {
  /** Phrases by their first word: their words and the kinds they name. */
  private readonly phrases = new Map<string, Array<{terms: readonly string[]; kinds: number[]}>>();
  /** Per kind, the words of its phrases that are worth marking in a hit (not "de", "mit"). */
  private readonly words: Array<Set<string>>;

  /** @param groups per kind, its words and phrases */
  constructor(groups: readonly (readonly string[])[], locale: string) {
    this.words = groups.map(() => new Set());
    const byKey = new Map<string, {terms: readonly string[]; kinds: number[]}>();
    groups.forEach((phrases, kind) => {
      for (const phrase of phrases) {
        const terms = tokenize(phrase, locale).map((t) => t.term);
        if (terms.length === 0) continue;
        for (const term of terms) if (!isStopWord(term, locale)) this.words[kind]!.add(term);
        const key = terms.join(' ');
        let entry = byKey.get(key);
        if (!entry) {
          byKey.set(key, (entry = {terms, kinds: []}));
          const list = this.phrases.get(terms[0]!) ?? [];
          list.push(entry);
          this.phrases.set(terms[0]!, list);
        }
        if (!entry.kinds.includes(kind)) entry.kinds.push(kind);
      }
    });
    // Longest first: "patinete eléctrico" before "patinete".
    for (const list of this.phrases.values()) list.sort((a, b) => b.terms.length - a.terms.length);
  }

  /** The words that name a kind, for marking them in hits. */
  terms(kind: number): ReadonlySet<string> {
    return this.words[kind] ?? new Set();
  }

  get size(): number {
    return this.phrases.size;
  }

  private matchAt(terms: readonly string[], at: number): Array<{terms: readonly string[]; kinds: number[]}> {
    return (this.phrases.get(terms[at]!) ?? []).filter((p) => p.terms.every((t, i) => terms[at + i] === t));
  }

  /** Every kind a text names, wherever and however often. */
  kindsIn(terms: readonly string[]): Set<number> {
    const out = new Set<number>();
    for (let i = 0; i < terms.length; i++) for (const p of this.matchAt(terms, i)) for (const k of p.kinds) out.add(k);
    return out;
  }

  /**
   * The one word starting a phrase that `term` is a typo of (one letter off, the first one kept: "matin", morning,
   * is no "patin"), if there is exactly one.
   */
  private corrected(term: string): string | undefined {
    if (term.length < TYPO_FROM || /\d/.test(term) || this.phrases.has(term)) return undefined;
    let found: string | undefined;
    for (const first of this.phrases.keys()) {
      if (first.length < TYPO_FROM || first[0] !== term[0] || editDistance(term, first, 1) > 1) continue;
      if (found !== undefined) return undefined;
      found = first;
    }
    return found;
  }

  /**
   * A query's phrases that name kinds, longest first, without overlaps.
   * `typos`: words no page uses, read as the kind word they are one letter
   * from ("rolschaasten" for "rolschaatsen").
   */
  spans(queryTerms: readonly string[], typos?: ReadonlySet<string>): KindSpan[] {
    const terms = typos ? queryTerms.map((t) => (typos.has(t) ? (this.corrected(t) ?? t) : t)) : queryTerms;
    const out: KindSpan[] = [];
    for (let i = 0; i < terms.length;) {
      const longest = this.matchAt(terms, i)[0];
      if (!longest) {
        i++;
        continue;
      }
      out.push({start: i, end: i + longest.terms.length, kinds: longest.kinds});
      i += longest.terms.length;
    }
    return out;
  }
}
