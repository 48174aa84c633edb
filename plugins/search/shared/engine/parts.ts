/**
 * The index as the engine holds it in memory, and what building it
 * (buildParts.ts) and querying it (query.ts) both need.
 */
import type {IndexQuestions, RecordView} from '../indexFormat';
import type {KindVocabulary} from '../../../../src/domain/text/kinds';

/** Strings a record is searched through: its text, title, headings, series and what its manual is about. */
export const SLOTS = 6;
/** Records per index file the packed sort key leaves room for. */
export const RECORD_SPACE = 2 ** 20;

/** A word spelt backwards, by UTF-16 code unit: only compared and reversed again, so it round-trips. */
export function reverse(word: string): string {
  let out = '';
  for (let i = word.length - 1; i >= 0; i--) out += word[i];
  return out;
}

/** The built index: what LocalSearchIndex keeps. */
export interface IndexParts {
  readonly locale: string;
  readonly questions: IndexQuestions | undefined;
  readonly records: readonly RecordView[];
  readonly postings: Map<string, number[]>;
  /** The index's texts, by string id. */
  readonly strings: readonly string[];
  readonly vocabulary: string[];
  /** Words without digits by length, with their letter masks: the candidates of the typo search (numbers take no typos). */
  readonly byLength: Map<number, {readonly terms: string[]; masks: Int32Array}>;
  readonly cjkVocabulary: string[];
  /** The kinds of product of the locale, then its synonym groups, and per group the strings that hold a word of it. */
  readonly kinds: KindVocabulary;
  readonly kindStrings: number[][];
  /** Groups below this number are kinds of product, the others synonyms. */
  readonly kindCount: number;
  /** Words spelt backwards, sorted, in German and Dutch: the words ending in a query word are one range. */
  readonly reversedVocabulary: string[];
  /** For each string: the records that contain it, as [record, attribute] pairs. */
  readonly stringRecords: number[][];
  /** For each string: how many words it has that are not question words (255 at most). */
  readonly stringWords: Uint8Array;
  /** Squashed product names, model numbers and aliases → product records. */
  readonly exact: Map<string, number[]>;
  /** Per record, SLOTS string ids and their attribute ranks (-1: none). */
  readonly recordSids: Int32Array;
  readonly recordAttributes: Int8Array;
  readonly recordKind: Uint8Array;
  /** Per record, the id of its URL: one hit per URL. */
  readonly recordUrl: Int32Array;
  /** Per record, 1 on a page that answers questions (the FAQ). */
  readonly recordAnswer: Uint8Array;
  /** Per record, what its page's rank multiplies its relevance by (answer pages more, hubs less). */
  readonly recordBoost: Float32Array;
  /** Per record, the id of the text it shares word for word with other pages (section, heading, paragraph), or -1. */
  readonly recordGroup: Int32Array;
  /**
   * Per record, the id of the fact it states that another line of its page
   * states too (the header's "Maximum user weight: 50 kg" and the same row of
   * the specifications table), or -1: a fact is one hit.
   */
  readonly recordFact: Int32Array;
  /** Per record, 1 when it is under a section heading: of a fact's copies, one that says which section it is in is shown. */
  readonly recordSection: Uint8Array;
  /** Per record, the id of its page (URL without anchor), and page URL → id. */
  readonly recordPage: Int32Array;
  readonly pages: Map<string, number>;
  readonly scratch: {
    exactFlags: Uint8Array;
    seen: Uint8Array;
    candidates: Int32Array;
    bestKey: Float64Array;
    urls: Int32Array;
    groupSeen: Uint8Array;
    /** Per group, the key of the current page's copy (0: none). */
    groupOwn: Float64Array;
    quality: Uint8Array[];
    /** Per page id, 1 when a search is limited to it. */
    allowed: Uint8Array;
    factSeen: Uint8Array;
    /** Per fact, the key of its best-ranked copy under a section heading (0: none). */
    factOwn: Float64Array;
  };
}
