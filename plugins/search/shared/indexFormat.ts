/**
 * The compact index file: DocSearch records with every repeated text stored
 * once. Manuals share most of their sections, so the same paragraph appears
 * in dozens of records; a string table and integer references make the file
 * several times smaller than DocSearch JSON. The client rebuilds full hits.
 */
import {AUDIENCES, type HitType, type ProductAudience, type SearchRecord} from './types';
import {isStopWord, tokenize} from '../../../src/domain/text';

export const INDEX_FORMAT = 1;

/** Record kinds, in ranking order: products, then titles, headings, content. */
export const KIND = {product: 0, lvl1: 1, lvl2: 2, lvl3: 3, content: 4} as const;
export type Kind = (typeof KIND)[keyof typeof KIND];

export interface CompactIndex {
  /** Format version; the client refuses files it does not know. */
  readonly v: typeof INDEX_FORMAT;
  /** Locale whose pages the file holds (also picks the word segmenter). */
  readonly locale: string;
  /** Every distinct text: titles, headings, paragraphs, anchors, URLs. */
  readonly s: string[];
  /** Pages, 3 numbers each: url, lvl0, lvl1 (indexes into `s`). */
  readonly p: number[];
  /** Sections, 4 numbers each: page, anchor, lvl2, lvl3 (-1 for none). */
  readonly x: number[];
  /** Records, 3 numbers each: kind, section, text (-1 for none). */
  readonly r: number[];
  /** Pages that answer questions (the FAQ), by page number; absent in older files. */
  readonly a?: number[];
  /** Pages that only lead to others (home, manual finder), by page number. */
  readonly n?: number[];
  /**
   * What a manual is about, pairs of page and text: its product's name, model
   * numbers and kind ("Balance bike"). Every section of the manual matches
   * these words, weakly: "balance bike saddle height" finds Go Bike's section
   * "Saddle height", which names neither.
   */
  readonly k?: number[];
  /** Kinds of product and the words that name each, in this locale (the `vocabulary` option). */
  readonly y?: string[][];
  /** Other groups of words that mean the same (the `synonyms` option). */
  readonly w?: string[][];
  /** Product records (not series pages) and their kinds of product, pairs of record number and a bit mask over `y`. */
  readonly c?: number[];
  /** Steps of numbered lists, pairs of record number and the number the page shows. */
  readonly t?: number[];
  /** Other names of products, pairs of record number and text. */
  readonly m?: number[];
  /** Products made for children (0) or for adults (1) only, pairs of record number and audience. */
  readonly u?: number[];
  /** How this locale's questions are read (the `questions` option), with what the build learnt from the pages. */
  readonly q?: IndexQuestions;
}

/** The `questions` data as the index carries it. */
export interface IndexQuestions extends QuestionData {
  /**
   * Words of product names that the pages also use without the name
   * ("adult", "light", the brand): alone they name no product. Found when
   * the index is built, so the browser does not read every text for them.
   */
  readonly everyday: readonly string[];
}

/** Texts without the name that make a word of a name an everyday word. */
const EVERYDAY_TEXTS = 2;

/** The words of product names that are everyday words of these pages (see IndexQuestions). */
function everydayNameWords(records: readonly SearchRecord[], locale: string): string[] {
  const namesWith = new Map<string, string[]>();
  for (const record of records) {
    if (record.kinds === undefined || !record.productName) continue;
    // A series name ("Junior") is a name too.
    for (const text of [record.productName, record.hierarchy.lvl0]) {
      const name = tokenize(text, locale).map((t) => t.term);
      for (const term of new Set(name)) namesWith.set(term, [...(namesWith.get(term) ?? []), name.join(' ')]);
    }
  }
  const texts = new Set<string>();
  for (const record of records) {
    for (const text of [record.content, record.hierarchy.lvl0, record.hierarchy.lvl1, record.hierarchy.lvl2, record.hierarchy.lvl3]) if (text) texts.add(text);
  }
  const without = new Map<string, number>();
  for (const text of texts) {
    const terms = tokenize(text, locale).map((t) => t.term);
    const folded = terms.join(' ');
    for (const term of new Set(terms)) {
      const names = namesWith.get(term);
      if (names && !names.some((name) => folded.includes(name))) without.set(term, (without.get(term) ?? 0) + 1);
    }
  }
  return [...namesWith.keys()].filter((term) => term.length < 3 || isStopWord(term, locale) || (without.get(term) ?? 0) > EVERYDAY_TEXTS).sort();
}

/**
 * How the questions of one locale are read (see shared/understand.ts): what
 * a question can ask for, the words that ask it, and what the site never says.
 */
export interface QuestionData {
  /**
   * Per intent, the places that answer it, best first: section anchors of a
   * product's page (`fold`) or site paths (`/faq#warranty`); whether the
   * answer is one figure (an age, a weight); and the words and phrases that
   * ask for it (`fold*` a prefix, `*bremse` an ending, words in a row a phrase).
   */
  /** `part`: it asks about a part only some products have (src/domain/intents.ts). */
  /** `medium`: the intent asks for a kind of answer (a video) whatever the task it names, so it comes first when asked. */
  /** `narrows`: the intent is a narrower question of that one, which it replaces when asked as strongly. */
  /** `on`: the part intent a task is done to; another part named instead takes the question. */
  /** `yieldsTo`: the intent names a place or weather, which comes after any of these intents asked as strongly (`wordy`: half as strongly). */
  readonly intents: Readonly<
    Record<
      string,
      {
        readonly sections: readonly string[];
        readonly figure?: boolean;
        readonly medium?: boolean;
        readonly part?: boolean;
        readonly narrows?: string;
        readonly on?: string;
        readonly yieldsTo?: readonly string[];
        readonly wordy?: boolean;
        readonly words: readonly string[];
      }
    >
  >;
  /** Words and phrases that ask what the site never says: prices, colours, stock, products the brand does not make. */
  /** The locale's words for English words of product names, which a question may translate ("plegable" for Foldable). */
  readonly nameWords?: Readonly<Record<string, readonly string[]>>;
  readonly outOfScope: readonly string[];
  /** Words and phrases that ask for a doctor's or the law's answer: after a knock to the head, whether riding somewhere is allowed. */
  readonly advice?: readonly string[];
  /** Words after a number that make it a quantity ("4 years"), not part of a model name. */
  readonly units: readonly string[];
  /** Words that say who will use it: a child ("my son", "kids'") or an adult. */
  readonly audiences?: Readonly<Record<ProductAudience, readonly string[]>>;
}

/** Named groups of words and phrases of one locale. */
export type WordGroups = Readonly<Record<string, readonly string[]>>;

/** The page rank of an answer page's records (`answerRoutes`); product records have 10, other pages 0. */
export const ANSWER_PAGE_RANK = 5;
/** The page rank of a hub page's records (`hubRoutes`). */
export const HUB_PAGE_RANK = -5;

/** Separates a product's name, model numbers and aliases in its keyword text. */
export const KEYWORD_SEPARATOR = ' · ';

const TYPE_BY_KIND: Record<Kind, HitType> = {0: 'lvl1', 1: 'lvl1', 2: 'lvl2', 3: 'lvl3', 4: 'content'};

function kindOf(record: SearchRecord): Kind {
  if (record.modelNumbers) return KIND.product;
  return record.type === 'content' ? KIND.content : record.type === 'lvl1' ? KIND.lvl1 : record.type === 'lvl2' ? KIND.lvl2 : KIND.lvl3;
}

/** Packs records (in document order), the locale's kinds of product, its synonyms and how its questions are read into the compact form. */
export function encodeIndex(
  locale: string,
  records: readonly SearchRecord[],
  kinds: WordGroups = {},
  synonyms: WordGroups = {},
  questions?: QuestionData,
): CompactIndex {
  const s: string[] = [];
  const ids = new Map<string, number>();
  const intern = (text: string | null | undefined): number => {
    if (text === null || text === undefined || text === '') return -1;
    let id = ids.get(text);
    if (id === undefined) {
      id = s.push(text) - 1;
      ids.set(text, id);
    }
    return id;
  };
  const p: number[] = [];
  const pages = new Map<string, number>();
  const x: number[] = [];
  const sections = new Map<string, number>();
  const r: number[] = [];
  const a = new Set<number>();
  const n = new Set<number>();
  const k: number[] = [];
  const c: number[] = [];
  const t: number[] = [];
  const m: number[] = [];
  const u: number[] = [];
  const kindNames = Object.keys(kinds);
  const keywordsOf = (record: SearchRecord): string =>
    [record.productName ?? record.hierarchy.lvl1, ...(record.modelNumbers ?? []), ...(record.aliases ?? [])].join(KEYWORD_SEPARATOR);
  const manuals = new Map(records.filter((record) => kindOf(record) === KIND.product).map((record) => [record.url_without_anchor, keywordsOf(record)]));
  for (const record of records) {
    const kind = kindOf(record);
    const h = record.hierarchy;
    const pageKey = [kind === KIND.product ? 'product' : '', record.url_without_anchor, h.lvl0, h.lvl1].join('\0');
    let page = pages.get(pageKey);
    if (page === undefined) {
      page = p.length / 3;
      p.push(intern(record.url_without_anchor), intern(h.lvl0), intern(h.lvl1));
      pages.set(pageKey, page);
      const about = kind === KIND.product ? undefined : manuals.get(record.url_without_anchor);
      if (about !== undefined) k.push(page, intern(about));
    }
    const sectionKey = [page, record.anchor, h.lvl2, h.lvl3].join('\0');
    let section = sections.get(sectionKey);
    if (section === undefined) {
      section = x.length / 4;
      x.push(page, intern(record.anchor), intern(h.lvl2), intern(h.lvl3));
      sections.set(sectionKey, section);
    }
    const text = kind === KIND.product ? keywordsOf(record) : record.content;
    const number = r.length / 3;
    r.push(kind, section, intern(text));
    const kindMask = (record.kinds ?? []).reduce((mask, name) => (kindNames.includes(name) ? mask | (1 << kindNames.indexOf(name)) : mask), 0);
    // Every product has its entry, of no known kind too; a series page has none.
    if (kind === KIND.product && record.kinds !== undefined) c.push(number, kindMask);
    if (record.step !== undefined) t.push(number, record.step);
    for (const name of record.otherNames ?? []) m.push(number, intern(name));
    if (kind === KIND.product && record.audience !== undefined) u.push(number, AUDIENCES.indexOf(record.audience));
    if (kind !== KIND.product && record.weight.pageRank === ANSWER_PAGE_RANK) a.add(page);
    if (kind !== KIND.product && record.weight.pageRank === HUB_PAGE_RANK) n.add(page);
  }
  return {
    v: INDEX_FORMAT,
    locale,
    s,
    p,
    x,
    r,
    a: [...a],
    n: [...n],
    k,
    y: Object.values(kinds).map((words) => [...words]),
    w: Object.values(synonyms).map((words) => [...words]),
    c,
    t,
    m,
    u,
    ...(questions && {q: {...questions, everyday: everydayNameWords(records, locale)}}),
  };
}

/** Fields of record `i` that a hit shows, rebuilt from the compact form. */
export interface RecordView {
  readonly kind: Kind;
  readonly objectID: string;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly type: HitType;
  readonly lvl0: string;
  readonly lvl1: string;
  readonly lvl2: string | null;
  readonly lvl3: string | null;
  /** Paragraph text, or a product's keywords (searchable, never shown). */
  readonly text: string | null;
  /** On a page that answers questions (the FAQ). */
  readonly answer: boolean;
  /** On a page that only leads to others (home, manual finder). */
  readonly hub: boolean;
  /** A product record's kinds of product, as bits over the index's `y` groups (0: none known); null for any other record, a series page's too. */
  readonly kinds: number | null;
  /** A step of a numbered list: the number the page shows. */
  readonly step: number | null;
  /** A product record's other names ("walk n roll"). */
  readonly otherNames: readonly string[];
  /** A product record's audience when it is made for children or adults only. */
  readonly audience: ProductAudience | null;
}

/** objectID of a record: its page and its position there, as built by the extractor. */
export function objectId(urlWithoutAnchor: string, position: number | 'product'): string {
  return `${urlWithoutAnchor}#${position}`;
}

const NO_NAMES: readonly string[] = [];

/** Unpacks every record; positions count per page, as in `objectId`. */
export function decodeRecords(index: CompactIndex): RecordView[] {
  const {s, p, x, r} = index;
  const answers = new Set(index.a ?? []);
  const hubs = new Set(index.n ?? []);
  const str = (i: number | undefined): string | null => (i === undefined || i < 0 ? null : s[i]!);
  const positions = new Map<string, number>();
  const pairs = (list: number[] | undefined): Map<number, number> => {
    const map = new Map<number, number>();
    for (let i = 0; list && i < list.length; i += 2) map.set(list[i]!, list[i + 1]!);
    return map;
  };
  const kinds = pairs(index.c);
  const steps = pairs(index.t);
  const audiences = pairs(index.u);
  const otherNames = new Map<number, string[]>();
  for (let i = 0; index.m && i < index.m.length; i += 2) otherNames.set(index.m[i]!, [...(otherNames.get(index.m[i]!) ?? []), s[index.m[i + 1]!]!]);
  const out: RecordView[] = [];
  for (let i = 0; i < r.length; i += 3) {
    const kind = r[i] as Kind;
    const section = r[i + 1]!;
    const page = x[section * 4]!;
    const urlWithoutAnchor = str(p[page * 3])!;
    const anchor = str(x[section * 4 + 1]);
    let position: number | 'product' = 'product';
    if (kind !== KIND.product) {
      position = positions.get(urlWithoutAnchor) ?? 0;
      positions.set(urlWithoutAnchor, position + 1);
    }
    out.push({
      kind,
      objectID: objectId(urlWithoutAnchor, position),
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      type: TYPE_BY_KIND[kind],
      lvl0: str(p[page * 3 + 1]) ?? '',
      lvl1: str(p[page * 3 + 2]) ?? '',
      lvl2: str(x[section * 4 + 2]),
      lvl3: str(x[section * 4 + 3]),
      text: str(r[i + 2]),
      answer: answers.has(page),
      hub: hubs.has(page),
      kinds: kinds.get(i / 3) ?? null,
      step: steps.get(i / 3) ?? null,
      otherNames: otherNames.get(i / 3) ?? NO_NAMES,
      audience: AUDIENCES[audiences.get(i / 3) ?? -1] ?? null,
    });
  }
  return out;
}

/** Per page number, the string id of what its manual is about (-1: none). */
export function pageKeywords(index: CompactIndex): Int32Array {
  const out = new Int32Array(index.p.length / 3).fill(-1);
  const k = index.k ?? [];
  for (let i = 0; i < k.length; i += 2) out[k[i]!] = k[i + 1]!;
  return out;
}

/** String ids a record is searched through, with the attribute rank of each. */
export function recordStrings(index: CompactIndex, record: number, keywords: Int32Array): Array<[string: number, attribute: number]> {
  const {p, x, r} = index;
  const kind = r[record * 3]!;
  const section = r[record * 3 + 1]!;
  const page = x[section * 4]!;
  const out: Array<[number, number]> = [];
  const add = (id: number | undefined, attribute: number): void => {
    if (id !== undefined && id >= 0) out.push([id, attribute]);
  };
  add(r[record * 3 + 2], kind === KIND.product ? ATTRIBUTE.keywords : ATTRIBUTE.content);
  add(p[page * 3 + 2], ATTRIBUTE.lvl1);
  add(x[section * 4 + 2], ATTRIBUTE.lvl2);
  add(x[section * 4 + 3], ATTRIBUTE.lvl3);
  add(p[page * 3 + 1], ATTRIBUTE.lvl0);
  add(keywords[page], ATTRIBUTE.about);
  return out;
}

/** Searchable attributes, best first (Algolia's `searchableAttributes` order); `about` is what the record's manual is about. */
export const ATTRIBUTE = {keywords: 0, lvl1: 1, lvl2: 2, lvl3: 3, content: 4, lvl0: 5, about: 6} as const;
