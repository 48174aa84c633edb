/**
 * The local answerer: a question in, an answer made only of the site's own
 * sentences out, each traceable to the section it comes from. It runs on the
 * search index in the browser (and in Node for the benchmark): no service,
 * no model.
 *
 * It first reads the question (shared/understand.ts): the product or family
 * it is about and what the parent wants. A named product is answered from
 * its manual only, from the section its intent asks for; a family or kind
 * from the section its models share (saying so), or with a "Which one do
 * you have?" choice when their sections differ; a question about no product
 * from the site's own pages for it (the FAQ) or from the manual being read.
 * A question with neither a product nor an intent is answered only when one
 * section holds most of its words. Junk, questions in another language and
 * questions the site never answers (prices, products the brand does not
 * make) get "not found", with the reason.
 */
import {KIND, type RecordView} from './indexFormat';
import type {LocalSearchIndex, QueryResult} from './engine/query';
import {asking, hasCjk, tokenize, writesCompounds} from '../../../src/domain/text';
import {productsOf, understand, type Intent, type Product, type Refusal, type Understanding} from './understand';

/** A section of this many lines or fewer is quoted whole: steps are not left out of a how-to. */
const MAX_LINES = 8;
/** Of a longer section, the lines that hold the most of the question's words. */
const PICKED_LINES = 4;
/** A longer section's numbered steps are quoted whole up to this many lines. */
const MAX_STEP_LINES = 12;
/** Sources listed at most: the answering section, then the next best. */
const MAX_SOURCES = 3;
/** Hits looked through for a section the question's intent allows. */
const INTENT_DEPTH = 400;
/** Allowed hits looked through for one whose heading holds a word of the question. */
const HEADING_DEPTH = 8;
/** Share of the question's words the answering section must hold when the question names neither product nor intent. */
const MIN_COVERAGE = 0.6;
/** Models offered in a "Which one do you have?" choice; more are offered by series. */
const MAX_CHOICES = 8;

export interface AnswerSource {
  /** 1-based number the answer's lines cite. */
  readonly n: number;
  /** Address of the section, `url#anchor`. */
  readonly url: string;
  /** Page address without the anchor. */
  readonly page: string;
  /** Page title and section heading. */
  readonly title: string;
  readonly heading: string | null;
}

export interface AnswerLine {
  /** A sentence or step as the page has it. */
  readonly text: string;
  /** Number of the source it is quoted from. */
  readonly source: number;
  /** A numbered step: the number the page gives it. */
  readonly step?: number;
}

/** Why nothing was found: no section answers, junk, a question the site never answers, another language. */
export type NotFoundReason = 'no-match' | Refusal;

export type Answer =
  | {
      readonly found: true;
      readonly lines: readonly AnswerLine[];
      readonly sources: readonly AnswerSource[];
      /** The models whose manuals say the same, when the question named a family: the answer holds for all of them. */
      readonly holdsFor?: readonly string[];
      /** No lines: the models differ, and `sources` are the choice of "Which one do you have?". */
      readonly choose?: true;
    }
  | {
      readonly found: false;
      /** The closest sections, if any: never quoted, only offered. */
      readonly sources: readonly AnswerSource[];
      readonly reason?: NotFoundReason;
      /** For 'other-language': the language the question seems to be in (`de`, `zh`…). */
      readonly language?: string;
    };

export interface AnswerContext {
  /** The page the visitor is reading. */
  readonly currentPage?: string;
  /** The page the previous answer of the conversation came from. */
  readonly previousPage?: string;
  /** Only a section is of use (the search page's first hit): a choice among every model need not be worked out. */
  readonly sectionOnly?: boolean;
}

/** Per index, each URL's records in page order, each page's sections, and the pages of the site's own answers. */
interface Sections {
  readonly byUrl: Map<string, number[]>;
  /** Page → its section URLs by anchor. */
  readonly anchors: Map<string, Map<string, string>>;
  /** Site path of an intent (`/faq#warranty`) → the URL in this locale (`/de/faq#warranty`). */
  readonly paths: Map<string, string>;
  readonly products: Map<string, string>;
  /** Section URL → its lines joined, read once: whether models say the same is asked of every model. */
  readonly texts: Map<string, string>;
}
const sectionsCache = new WeakMap<LocalSearchIndex, Sections>();

function sectionsOf(index: LocalSearchIndex): Sections {
  let sections = sectionsCache.get(index);
  if (sections) return sections;
  const byUrl = new Map<string, number[]>();
  const anchors = new Map<string, Map<string, string>>();
  const products = new Map<string, string>();
  index.records.forEach((record, i) => {
    if (record.kind === KIND.product) {
      if (record.kinds !== null) products.set(record.url_without_anchor, record.lvl1);
      return;
    }
    const list = byUrl.get(record.url) ?? [];
    list.push(i);
    byUrl.set(record.url, list);
    if (record.anchor) {
      const page = anchors.get(record.url_without_anchor) ?? new Map<string, string>();
      page.set(record.anchor, record.url);
      anchors.set(record.url_without_anchor, page);
    }
  });
  const paths = new Map<string, string>();
  for (const intent of Object.values(index.questions?.intents ?? {})) {
    for (const path of intent.sections.filter((s) => s.startsWith('/'))) {
      // The locale's base URL comes before the path: "/de/faq#warranty".
      const url = [...byUrl.keys()].find((u) => u === path || (u.endsWith(path) && /^\/[^/]+$/.test(u.slice(0, -path.length))));
      if (url) paths.set(path, url);
    }
  }
  sectionsCache.set(index, (sections = {byUrl, anchors, paths, products, texts: new Map()}));
  return sections;
}

function sourceOf(record: RecordView, n: number): AnswerSource {
  return {n, url: record.url, page: record.url_without_anchor, title: record.lvl1, heading: record.lvl3 ?? record.lvl2};
}

/** The records of the section at `url` (with its anchor), in page order: its heading first. */
function sectionAll(index: LocalSearchIndex, url: string): RecordView[] {
  return (sectionsOf(index).byUrl.get(url) ?? []).map((i) => index.records[i]!);
}

/** The content records of the section at `url` (with its anchor), in page order. */
function sectionRecords(index: LocalSearchIndex, url: string): RecordView[] {
  return sectionAll(index, url).filter((r) => r.kind === KIND.content && r.text);
}

/** The lines of the section at `url` (with its anchor) as the page has them: a source's full text. */
export function sectionLines(index: LocalSearchIndex, url: string): string[] {
  return sectionRecords(index, url).map((r) => r.text!);
}

/** What a question resolves to before its lines are picked. */
export type Resolution =
  | {readonly kind: 'section'; readonly record: RecordView; readonly result: QueryResult; readonly intent?: Intent; readonly holdsFor?: readonly string[]}
  | {readonly kind: 'choice'; readonly options: readonly AnswerSource[]}
  | {
      readonly kind: 'none';
      readonly result?: QueryResult;
      readonly reason: NotFoundReason;
      readonly language?: string;
      /** The named product has no such part (the lights of a scooter without lights). */
      readonly noSuchPart?: boolean;
    };

/** The first record of a section: its heading, or its first line. */
function headOf(index: LocalSearchIndex, url: string): RecordView | undefined {
  const first = sectionsOf(index).byUrl.get(url)?.[0];
  return first === undefined ? undefined : index.records[first];
}

/** Allowed section URLs on `pages` for `intents`: their anchors, or (with `paths`) the site's own pages for them. */
function allowedUrls(index: LocalSearchIndex, pages: readonly string[], intents: readonly Intent[], paths: boolean): string[] {
  const {anchors, paths: pathUrls} = sectionsOf(index);
  const out = new Set<string>();
  for (const intent of intents) {
    for (const section of intent.sections) {
      if (section.startsWith('/')) {
        const url = paths ? pathUrls.get(section) : undefined;
        if (url) out.add(url);
        continue;
      }
      if (paths) continue;
      for (const page of pages) {
        const url = anchors.get(page)?.get(section);
        if (url) out.add(url);
      }
    }
  }
  return [...out];
}

/**
 * Whether a heading's word is a form of a question's word: they share most
 * of the shorter one from the start ("Unfolding" and "unfold", "Dépliage"
 * and "déplier"), not "Folding" and "unfold".
 */
function sameWord(heading: string, asked: string, locale: string): boolean {
  if (heading === asked) return true;
  // A compound heading word starts with the asked one: "Stuurhoogte" with "stuur".
  if (writesCompounds(locale) && asked.length >= 4 && heading.startsWith(asked)) return true;
  const shorter = Math.min(heading.length, asked.length);
  let common = 0;
  while (common < shorter && heading.charCodeAt(common) === asked.charCodeAt(common)) common++;
  return common >= Math.max(4, Math.ceil(0.7 * shorter)) && Math.abs(heading.length - asked.length) <= 4;
}

/**
 * The best-ranked of `allowed` in the search for the question on `pages`, or
 * the first allowed. Of the first few allowed hits, one whose heading holds
 * a word of the question is preferred: "put the seat on" asks for "Attach
 * the seat", not the whole Assembly section that also mentions the seat.
 */
function pickSection(
  index: LocalSearchIndex,
  u: Understanding,
  pages: readonly string[],
  allowed: readonly string[],
  currentPage?: string,
): {url: string; result: QueryResult} {
  const set = new Set(allowed);
  const allowedHits = (r: QueryResult): RecordView[] => {
    const out: RecordView[] = [];
    // Read a few matches at a time: the first allowed ones are usually among the first matches.
    for (let from = 0; from < Math.min(r.count, INTENT_DEPTH) && out.length < HEADING_DEPTH; from += HEADING_DEPTH) {
      for (const m of r.slice(from, Math.min(r.count, INTENT_DEPTH, from + HEADING_DEPTH))) {
        const record = index.records[m.record]!;
        if (set.has(record.url) && out.length < HEADING_DEPTH) out.push(record);
      }
    }
    return out;
  };
  // What a change leaves behind is not asked: "de andador a correpasillos" is the ride-on stage.
  const asked = u.leaving ? u.terms.filter((t) => !u.leaving!.has(t)) : u.terms;
  // The heading that holds most of them; on a tie a subsection, then the intent's order, then the search's.
  // A rare word says more than a common one: "Regen" (rain) more than "fahren" (ride).
  const heldOf = new Map<RecordView, number>();
  const held = (r: RecordView): number => {
    let sum = heldOf.get(r);
    if (sum === undefined) {
      sum = 0;
      for (const t of index.termsOf(`${r.lvl2 ?? ''} ${r.lvl3 ?? ''}`))
        if (asked.some((q) => sameWord(t, q, index.locale))) sum += 1 / Math.log2(2 + index.textsWith(t));
      heldOf.set(r, sum);
    }
    return sum;
  };
  // A subsection says more than its section's introduction: "Unfolding" before "Folding and unfolding".
  const depth = (r: RecordView): number => (r.lvl3 === null ? 1 : 0);
  const order = new Map(allowed.map((url, i) => [url, i]));
  const best = (hits: readonly RecordView[]): RecordView | undefined =>
    hits
      .map((r, at) => ({r, at, held: held(r)}))
      .filter((h) => h.held > 0)
      .sort((a, b) => b.held - a.held || depth(a.r) - depth(b.r) || order.get(a.r.url)! - order.get(b.r.url)! || a.at - b.at)[0]?.r;
  let result = index.search(`${u.searchText} `, {maxLength: Infinity, pages, currentPage});
  let hits = allowedHits(result);
  let named = best(hits);
  // No allowed section holds every word, or none whose heading says one: the sections that hold the most words ("Regen en water").
  if (named === undefined) {
    const anyWord = index.search(`${u.searchText} `, {maxLength: Infinity, pages, currentPage, anyWord: true});
    const anyHits = allowedHits(anyWord);
    named = best(anyHits);
    if (hits.length === 0 || named !== undefined) {
      result = anyWord;
      hits = anyHits;
    }
  }
  // An allowed section no hit reached whose heading says as much and comes first in the intent's order: "take the seat
  // off" is "Stage 3: scooter without seat" though only "Stage 2: gliding with the seat" holds "take" and "off".
  if (named !== undefined) {
    const heads = allowed.filter((url) => !hits.some((r) => r.url === url)).flatMap((url) => headOf(index, url) ?? []);
    named = best([named, ...heads]);
  }
  // No heading says it: the intent's own order ("Fold" before "Unfold" for a question that only says "收車").
  return {url: named?.url ?? allowed[0]!, result};
}

/** The intents that score as much as the best, then the others: tied intents are tried together. */
function intentGroups(intents: readonly Intent[]): Intent[][] {
  const groups: Intent[][] = [];
  for (const intent of intents) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.score === intent.score) last.push(intent);
    else groups.push([intent]);
  }
  return groups;
}

/**
 * For a figure intent, the one line of a page that gives the figure: the line
 * of its sections (in the intent's order, Specifications first) that says
 * most of what the intent asks ("Maximum user weight: 50 kg").
 */
function figureLine(index: LocalSearchIndex, page: string, intent: Intent, asked: ReadonlySet<string>): RecordView | undefined {
  let best: RecordView | undefined;
  let most = 0;
  // The first section (Specifications) that gives the figure at all gives it.
  for (const anchor of intent.sections) {
    if (best) break;
    const url = sectionsOf(index).anchors.get(page)?.get(anchor);
    if (!url) continue;
    for (const line of sectionRecords(index, url)) {
      const said = intent.said(line.text!);
      // The question's own words tell the rider's maximum weight from the product's weight.
      const n = said === 0 ? 0 : said + [...index.termsOf(line.text!)].filter((t) => asked.has(t)).length;
      if (n > most) {
        best = line;
        most = n;
      }
    }
  }
  return best;
}

/** No words asked: what a section says, whatever the question. */
const NOTHING_ASKED: ReadonlySet<string> = new Set();

/** What the models' sections say, to tell whether they all say the same. */
function sayingOf(index: LocalSearchIndex, url: string, intent: Intent | undefined, asked: ReadonlySet<string>): string {
  if (intent?.figure) return figureLine(index, url.split('#')[0]!, intent, asked)?.text ?? '';
  const {texts} = sectionsOf(index);
  let text = texts.get(url);
  if (text === undefined) texts.set(url, (text = sectionLines(index, url).join('\n')));
  return text;
}

/**
 * A "Which one do you have?" choice of the models (or, when many, of their
 * series) that have the section; `sayings` are what each model's section
 * says, when the choice is of a section rather than of manuals.
 */
function choiceOf(
  index: LocalSearchIndex,
  products: readonly Product[],
  urlOf: (p: Product) => string,
  sayings?: ReadonlyMap<Product, string>,
): AnswerSource[] {
  const option = (url: string, title: string, n: number): AnswerSource => {
    const head = headOf(index, url);
    return {n, url, page: url.split('#')[0]!, title, heading: head ? (head.lvl3 ?? head.lvl2) : null};
  };
  if (products.length <= MAX_CHOICES) return products.map((p, i) => option(urlOf(p), p.title, i + 1));
  // Many models but few different sections ("the trike's canopy": two): one choice per section, naming the models that have it.
  if (sayings !== undefined) {
    const bySaying = new Map<string, Product[]>();
    for (const p of products) {
      const saying = sayings.get(p)!;
      bySaying.set(saying, [...(bySaying.get(saying) ?? []), p]);
    }
    if (bySaying.size <= MAX_CHOICES)
      return [...bySaying.values()].map((members, i) => option(urlOf(members[0]!), members.map((p) => p.title).join(' / '), i + 1));
  }
  const bySeries = new Map<string, Product[]>();
  for (const p of products) bySeries.set(p.series, [...(bySeries.get(p.series) ?? []), p]);
  // One series of many models ("the GO UP"): its first models straight to their sections, then its page for the others.
  const [only] = bySeries.size === 1 ? bySeries.entries() : [];
  const seriesPage = only?.[1][0]!.seriesPage;
  if (only && seriesPage !== undefined) {
    const first = only[1].slice(0, MAX_CHOICES - 1).map((p, i) => option(urlOf(p), p.title, i + 1));
    return [...first, {n: MAX_CHOICES, url: seriesPage, page: seriesPage, title: only[0], heading: null}];
  }
  return [...bySeries.entries()].map(([series, members], i) => {
    const same = new Set(members.map((p) => sayings?.get(p) ?? sayingOf(index, urlOf(p), undefined, NOTHING_ASKED))).size === 1;
    const seriesPage = members[0]!.seriesPage;
    // A series whose models say the same is one choice, straight to the section; otherwise its page lists them.
    if (same || seriesPage === undefined) return option(urlOf(members[0]!), members.length === 1 ? members[0]!.title : series, i + 1);
    return {n: i + 1, url: seriesPage, page: seriesPage, title: series, heading: null};
  });
}

/** Whether, in every section of `allowed`, the models that have it say different things. */
function allowedDiffer(index: LocalSearchIndex, products: readonly Product[], allowed: readonly string[]): boolean {
  const {anchors} = sectionsOf(index);
  for (const anchor of new Set(allowed.map((url) => url.slice(url.indexOf('#') + 1)))) {
    const texts = new Set<string>();
    for (const p of products) {
      const url = anchors.get(p.page)?.get(anchor);
      if (url !== undefined) texts.add(sayingOf(index, url, undefined, NOTHING_ASKED));
    }
    if (texts.size <= 1) return false;
  }
  return true;
}

/**
 * Among `products`, the section the intents ask for: one answer when they
 * all say the same there (or there is one), else a choice.
 */
function fromProducts(
  index: LocalSearchIndex,
  u: Understanding,
  products: readonly Product[],
  currentPage: string | undefined,
  sectionOnly = false,
): Resolution | undefined {
  const pages = products.map((p) => p.page);
  const asked = new Set(u.terms);
  const groups = intentGroups(u.intents);
  for (const [i, group] of groups.entries()) {
    let allowed = allowedUrls(index, pages, group, false);
    if (allowed.length === 0) continue;
    // Of intents asked as strongly, the section most of them list: "fell at the skate park, what do we check" is After falls
    // (listed by the checks and by falls), not the Skatepark section a heading word points at.
    const votes = new Map<string, number>();
    // Not the figures': age and weight both list the specifications, which says nothing of what else is asked.
    for (const intent of group.filter((i) => !i.figure))
      for (const url of allowedUrls(index, pages, [intent], false)) votes.set(url, (votes.get(url) ?? 0) + 1);
    const most = Math.max(0, ...votes.values());
    if (most >= 2) allowed = allowed.filter((url) => votes.get(url) === most);
    // A section a weaker intent asks for too, asked a third as strongly or more: "what to check after a fall" is the
    // After falls section of the checks. Not a figure's: a quantity in passing ("he is 4") says nothing of which section.
    for (const weaker of groups.slice(i + 1).filter((g) => 3 * g[0]!.score >= group[0]!.score)) {
      const also = allowedUrls(
        index,
        pages,
        weaker.filter((w) => !w.figure),
        false,
      );
      const both = allowed.filter((url) => also.includes(url));
      if (both.length > 0) {
        allowed = both;
        break;
      }
    }
    // Only a section is wanted, and the models differ in every section allowed: whichever is picked, the answer is a choice.
    if (sectionOnly && group.every((i) => !i.figure) && allowedDiffer(index, products, allowed)) return {kind: 'choice', options: []};
    const {url, result} = pickSection(index, u, pages, allowed, currentPage);
    const anchor = url.slice(url.indexOf('#') + 1);
    const intent = group.find((i) => i.sections.includes(anchor)) ?? group[0]!;
    const having = products.filter((p) => sectionsOf(index).anchors.get(p.page)?.has(anchor));
    const urlOf = (p: Product): string => sectionsOf(index).anchors.get(p.page)!.get(anchor)!;
    const sayings = new Map(having.map((p) => [p, sayingOf(index, urlOf(p), intent, asked)]));
    if (having.length <= 1 || new Set(sayings.values()).size === 1) {
      const own = having.find((p) => p.page === currentPage) ?? having.find((p) => urlOf(p) === url) ?? having[0];
      const chosen = own ? urlOf(own) : url;
      const record = (intent.figure ? figureLine(index, chosen.split('#')[0]!, intent, asked) : undefined) ?? headOf(index, chosen)!;
      return {kind: 'section', record, result, intent, ...(having.length > 1 && {holdsFor: having.map((p) => p.title)})};
    }
    return {kind: 'choice', options: choiceOf(index, having, urlOf, sayings)};
  }
  return undefined;
}

/** `text` without the words of product names the pages use everywhere (see IndexQuestions.everyday), unless nothing else is left. */
function withoutEverydayWords(index: LocalSearchIndex, text: string): string {
  const everyday = new Set(index.questions?.everyday ?? []);
  const tokens = tokenize(text, index.locale);
  if (tokens.every((t) => everyday.has(t.term))) return text;
  let out = text;
  for (let j = tokens.length - 1; j >= 0; j--) if (everyday.has(tokens[j]!.term)) out = `${out.slice(0, tokens[j]!.start)} ${out.slice(tokens[j]!.end)}`;
  return out;
}

/** Resolves a question to a section, a choice, or nothing, without picking lines. */
export function resolveQuestion(
  index: LocalSearchIndex,
  question: string,
  context: AnswerContext = {},
  read: Understanding = understand(index, question),
): Resolution {
  if (read.refusal) return {kind: 'none', reason: read.refusal, ...(read.language && {language: read.language})};
  const {products: manuals} = sectionsOf(index);
  // Only a manual is a context: the home page or the FAQ names no product.
  const inContext = [context.previousPage, context.currentPage].find((page) => page !== undefined && manuals.has(page));
  let products = read.products;
  if (read.scope === 'none' && inContext) {
    const own = products.length === 0 ? undefined : products.find((p) => p.page === inContext);
    products = own ? [own] : [];
  }
  const contextProduct = read.scope === 'none' && inContext ? inContext : undefined;
  const scopePages = contextProduct ? [contextProduct] : products.map((p) => p.page);
  const named = read.scope === 'name' || contextProduct !== undefined;

  const fromSite = (group: readonly Intent[]): Resolution | undefined => {
    const sitePaths = allowedUrls(index, [], group, true);
    if (sitePaths.length === 0) return undefined;
    const pages = [...new Set(sitePaths.map((u) => u.split('#')[0]!))];
    const {url, result} = pickSection(index, read, pages, sitePaths);
    return {kind: 'section', record: headOf(index, url)!, result, intent: group[0]};
  };
  // The site's own pages for a question about no one model (the FAQ for the warranty, orders, which scooter).
  if (!named && read.intents.length > 0) {
    const groups = intentGroups(read.intents);
    const siteScore = (group: readonly Intent[]): number => (allowedUrls(index, [], group, true).length > 0 ? group[0]!.score : 0);
    for (const [i, group] of groups.entries()) {
      // A family or kind with a section of its own ("GO UP brake") is answered from it, not from the FAQ.
      if (read.scope !== 'none' && read.scope !== 'kind' && allowedUrls(index, scopePages, group, false).length > 0) break;
      const resolved = fromSite(group);
      if (resolved) return resolved;
      // Nor from a much weaker intent's site page when the products have a section for the stronger one: "how do I
      // measure for a child's helmet, which size" is the helmets' head measuring, not which scooter to buy; but
      // "broken after 3 months, is it under warranty" asks the warranty. A figure without a product asks nothing of products;
      // with a kind it asks their figure ("三輪滑板車…說明書上寫的最大承重是多少": the weight limit, not where the manuals are).
      const pages = read.scope === 'none' ? [...manuals.keys()] : scopePages;
      const weaker = Math.max(0, ...groups.slice(i + 1).map(siteScore));
      const own = read.scope === 'none' ? group.filter((intent) => !intent.figure) : group;
      if (weaker > 0 && group[0]!.score > 2 * weaker && allowedUrls(index, pages, own, false).length > 0) break;
    }
  }
  if (named) {
    const inScope = contextProduct ? productsOf(index).filter((p) => p.page === contextProduct) : products;
    // What only the site's pages answer (where to buy, an order, which scooter) when it is clearly what is asked:
    // a named product with "the manual is lost" in passing still asks about its push bar.
    const ownScore = Math.max(0, ...read.intents.filter((i) => allowedUrls(index, scopePages, [i], false).length > 0).map((i) => i.score));
    const siteOnly = read.intents.find((i) => i.sections.every((s) => s.startsWith('/')));
    // Nor where to buy a part the product does not have: "can I put a seat on the Elite, where do I buy that".
    if (ownScore === 0 && !siteOnly?.medium && read.intents.some((i) => i.part && allowedUrls(index, scopePages, [i], false).length === 0))
      return {kind: 'none', reason: 'no-match', noSuchPart: true};
    // A video is asked for whatever product it shows: "assembly video of the Go Bike" is the FAQ's word on videos.
    if (siteOnly && !siteOnly.typo && (siteOnly.medium || siteOnly.score > 2 * ownScore)) {
      const resolved = fromSite([siteOnly]);
      if (resolved) return resolved;
    }
    const resolved = fromProducts(index, read, inScope, context.currentPage);
    if (resolved) return resolved;
    // A part its manual has no section for (the lights of a scooter without lights): nothing to quote, rather than another section.
    const strongest = intentGroups(read.intents)[0];
    if (strongest?.every((i) => i.part)) return {kind: 'none', reason: 'no-match', noSuchPart: true};
    // No section for what it asks: the manual's section that holds most of its words, or the top of the manual for a bare name.
    // The product is known, so the parent gets its manual rather than "not found".
    const result = index.search(`${read.searchText} `, {maxLength: Infinity, pages: scopePages, currentPage: context.currentPage, anyWord: true});
    const top = result.slice(0, 1)[0];
    const page = scopePages[0]!;
    const record = top ? index.records[top.record]! : headOf(index, page);
    if (record && scopePages.length === 1) return {kind: 'section', record: record.kind === KIND.product ? headOf(index, page)! : record, result};
    if (scopePages.length > 1) return {kind: 'choice', options: choiceOf(index, products, (p) => p.page)};
  }
  if (products.length > 0) {
    const resolved = fromProducts(index, read, products, context.currentPage);
    if (resolved) return resolved;
    return {kind: 'choice', options: choiceOf(index, products, (p) => p.page)};
  }
  if (read.intents.length > 0) {
    // What every model with the section says, or which one the parent has.
    const resolved = fromProducts(index, read, productsOf(index), context.currentPage, context.sectionOnly);
    if (resolved) return resolved;
  }
  // Neither product nor intent: a section that holds most of the question's words, or nothing.
  // The brand and other words the pages use with every name say nothing here: "who designed the Globber logo" is no question about bells.
  const result = index.search(`${withoutEverydayWords(index, read.searchText)} `, {maxLength: Infinity, currentPage: context.currentPage});
  const top = result.slice(0, 1)[0];
  if (!top || (!top.exact && top.words < Math.max(2, Math.ceil(MIN_COVERAGE * result.words.length)))) return {kind: 'none', result, reason: 'no-match'};
  return {kind: 'section', record: index.records[top.record]!, result};
}

/**
 * The record heading the section a search is understood to ask for ("Flow
 * 125 handlebar too low" → its Handlebar height), shown as the first hit;
 * `none` when the question asks for a part the named product does not have
 * ("GS 720 lights"): hits that hold the words elsewhere are no answer;
 * undefined when the query names neither a product nor an intent.
 */
export function understoodSection(index: LocalSearchIndex, query: string, read: Understanding): number | 'none' | undefined {
  if (read.refusal || (read.intents.length === 0 && read.products.length === 0)) return undefined;
  // Words to find are not a conversation: the manual being read does not decide what they ask for (Ask AI's context does).
  const resolved = resolveQuestion(index, query, {sectionOnly: true}, read);
  // A family or kind the words name, and a task they ask ("loopfiets zadel hoger"): the models' section leads, the first model's
  // as the search can show only one; not for a bare figure or word ("50 kg", "dishwasher"), which names no product.
  if (resolved.kind === 'choice' && read.scope !== 'none' && (read.intents[0]?.score ?? 0) >= 1) {
    const url = resolved.options.find((o) => o.url.includes('#'))?.url;
    return url === undefined ? undefined : sectionsOf(index).byUrl.get(url)?.[0];
  }
  if (resolved.kind === 'none' && resolved.noSuchPart) return 'none';
  if (resolved.kind !== 'section' || resolved.record.kind === KIND.product) return undefined;
  return sectionsOf(index).byUrl.get(resolved.record.url)?.[0];
}

/**
 * Answers `question` from the index. Every line of a found answer is a
 * content line of the cited section, word for word.
 */
export function answerQuestion(index: LocalSearchIndex, question: string, context: AnswerContext = {}): Answer {
  const read = understand(index, question);
  const resolved = resolveQuestion(index, question, context, read);
  const records = index.records;
  if (resolved.kind === 'none') {
    const sources = resolved.result ? resolved.result.slice(0, MAX_SOURCES).map((m, i) => sourceOf(records[m.record]!, i + 1)) : [];
    return {found: false, sources, reason: resolved.reason, ...(resolved.language && {language: resolved.language})};
  }
  if (resolved.kind === 'choice') return {found: true, choose: true, lines: [], sources: resolved.options};
  const {result, intent} = resolved;
  // A heading with only subsections under it ("Adjustments"): the subsection that says most of what was asked.
  const chosen =
    sectionRecords(index, resolved.record.url).length > 0 ? resolved.record : (subsectionFor(index, resolved.record, read, intent) ?? resolved.record);
  const sources = [sourceOf(chosen, 1)];
  for (const m of result.slice(0, MAX_SOURCES + 3)) {
    const record = records[m.record]!;
    if (sources.length >= MAX_SOURCES) break;
    if (sources.some((s) => s.url === record.url) || record.kind === KIND.product) continue;
    sources.push(sourceOf(record, sources.length + 1));
  }
  const holdsFor = resolved.holdsFor ? {holdsFor: resolved.holdsFor} : {};
  // A figure is one line: "Maximum user weight: 50 kg".
  if (intent?.figure && chosen.kind === KIND.content && chosen.text) return {found: true, lines: [lineOf(chosen)], sources, ...holdsFor};
  const lines = sectionRecords(index, chosen.url);
  if (lines.length === 0) return {found: false, sources, reason: 'no-match'};
  const asked = new Set([...result.marks.keys(), ...read.terms]);
  const scored = lines.map((line, order) => {
    let hits = 0;
    for (const term of index.termsOf(line.text!)) if (asked.has(term)) hits++;
    if (intent) hits += intent.said(line.text!);
    return {line, order, hits};
  });
  return {found: true, lines: pickLines(askedSteps(scored, intent)).map(({line}) => lineOf(line)), sources, ...holdsFor};
}

/**
 * Of a section with more than one numbered list ("fit the push bar" 1–5, then
 * "To remove the push bar:" 1–3), the lists that say what is asked, each with
 * the lines that lead into it; the whole section when all or none of them do.
 */
function askedSteps(scored: readonly Scored[], intent: Intent | undefined): readonly Scored[] {
  if (!intent) return scored;
  const groups: Scored[][] = [[]];
  for (const s of scored) {
    const current = groups[groups.length - 1]!;
    if (s.line.step === 1 && current.some((x) => x.line.step !== null)) {
      // The lines between two lists lead into the second one.
      let lead = current.length;
      while (lead > 0 && current[lead - 1]!.line.step === null) lead--;
      groups.push(current.splice(lead));
    }
    groups[groups.length - 1]!.push(s);
  }
  const saying = groups.filter((group) => group.some((s) => intent.said(s.line.text!) > 0));
  return saying.length > 0 && saying.length < groups.length ? saying.flat() : scored;
}

/**
 * Of the subsections under a heading that has no lines of its own, the one
 * whose heading holds most of the question's words or says its intent; the
 * first when none does.
 */
function subsectionFor(index: LocalSearchIndex, heading: RecordView, read: Understanding, intent: Intent | undefined): RecordView | undefined {
  if (heading.lvl2 === null || heading.lvl3 !== null) return undefined;
  const asked = new Set(read.terms);
  let best: {record: RecordView; score: number} | undefined;
  for (const url of sectionsOf(index).byUrl.keys()) {
    if (!url.startsWith(`${heading.url_without_anchor}#`)) continue;
    const head = headOf(index, url);
    if (!head || head.lvl2 !== heading.lvl2 || head.lvl3 === null || sectionRecords(index, url).length === 0) continue;
    let score = intent ? intent.said(head.lvl3) : 0;
    for (const term of index.termsOf(head.lvl3)) if ([...asked].some((a) => sameWord(term, a, index.locale))) score += 2;
    if (!best || score > best.score) best = {record: head, score};
  }
  return best?.record;
}

function lineOf(record: RecordView): AnswerLine {
  return {text: record.text!, source: 1, ...(record.step !== null && {step: record.step})};
}

type Scored = {readonly line: RecordView; readonly order: number; readonly hits: number};

/**
 * The lines an answer quotes, in the page's order: a short section whole; of
 * a longer one its numbered steps (every one, in order) and the lines that
 * say what was asked, leaving out the ones that say nothing of it.
 */
function pickLines(scored: readonly Scored[]): Scored[] {
  if (scored.length <= MAX_LINES) return [...scored];
  const steps = scored.filter((s) => s.line.step !== null);
  const saying = scored.filter((s) => s.line.step === null && s.hits > 0);
  if (steps.length > 0 && steps.length <= MAX_STEP_LINES) {
    const intro = [...saying].sort((a, b) => b.hits - a.hits || a.order - b.order).slice(0, Math.max(1, MAX_STEP_LINES - steps.length));
    return [...steps, ...intro.slice(0, 2)].sort((a, b) => a.order - b.order);
  }
  return [...scored]
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .slice(0, PICKED_LINES)
    .sort((a, b) => a.order - b.order);
}

/**
 * Whether a search reads as a question rather than as words to find: it ends
 * with a question mark, or starts with a question word and has three words or
 * more ("how do I fold the stroller"), or has one later and four words or more,
 * or is Chinese with a question word in
 * it ("保固多久"). The search page shows an answer above the results then.
 */
export function readsAsQuestion(query: string, locale: string): boolean {
  const trimmed = query.trim();
  if (/[?？]$/.test(trimmed)) return true;
  const tokens = tokenize(trimmed, locale);
  const asks = asking(tokens, locale);
  if (hasCjk(trimmed)) return tokens.length >= 2 && asks.some(Boolean);
  // "bici senza pedali da che età": a question word later in a longer search asks too.
  return tokens.length >= 3 && (asks[0] === true || (tokens.length >= 4 && asks.some(Boolean)));
}
