/**
 * A translated manual source keeps the structure of its English file, and
 * every English manual source has a translation in every locale.
 *
 * Structure: the headings (their level and fixed `{/* #id *\/}` anchor), the
 * warning boxes (`:::warning`, of the same level), the numbered lists (their
 * number of steps) and the <IfProduct> conditions, drawings and facts, in the
 * English order. A heading anchor lost breaks the links of other pages to it;
 * a condition changed shows or hides a passage for the wrong products; a box
 * or a step lost, or a file emptied or cut short, leaves the reader without
 * it. Both files are compared on their syntax trees (plugins/pdf/mdx.ts): the
 * English marks are aligned with the translation's (longest common
 * subsequence), and each difference is one problem, on the translation's line.
 *
 * Completeness: a page English has and a locale lacks would be shown in
 * English on that locale's site; a partial it lacks fails its pages' build.
 * A page (never a partial) is left in English on purpose by recording
 * "untranslated" instead of a content hash for its English file in
 * `i18n/<locale>/translation-sources.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {headingIdComment} from '../../plugins/pdf/mdx.ts';
import {MANIFEST, UNTRANSLATED, readManifest} from '../i18n/translationState.ts';

export {UNTRANSLATED};

/** Components whose props a translation keeps exactly. */
const KEPT_PROPS: Readonly<Record<string, readonly string[]>> = {
  IfProduct: ['has', 'may', 'unsure', 'lacks', 'not', 'type', 'audience', 'fact'],
  Illustration: ['name'],
  ProductFact: ['name'],
};

/** How an editor calls each kept component. */
const ELEMENT_WORDS: Readonly<Record<string, string>> = {IfProduct: 'condition', Illustration: 'drawing', ProductFact: 'fact'};

/** One thing a translation must keep, in reading order. */
interface Mark {
  /** What is compared: equal keys are the same thing. */
  readonly key: string;
  /** Which things may stand in for each other when they differ: `heading`, `box`, `steps` or a component name. */
  readonly kind: string;
  /** The thing in an editor's words, e.g. `heading anchor #fold` or `a :::warning box`. */
  readonly text: string;
  readonly line: number | undefined;
  /** Heading marks only. */
  readonly id?: string;
  readonly depth?: number;
  /** Numbered lists only. */
  readonly steps?: number;
}

type TreeNode = {
  readonly type: string;
  readonly name?: string | null;
  readonly value?: unknown;
  readonly depth?: number;
  readonly ordered?: boolean | null;
  readonly children?: readonly TreeNode[];
  readonly attributes?: readonly {readonly type: string; readonly name?: string; readonly value?: unknown}[];
  readonly position?: {readonly start: {readonly line: number}; readonly end: {readonly line: number}};
};

function propText(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  const expression = (value as {value?: string} | null)?.value;
  return `{${(expression ?? '').replace(/\s+/g, '')}}`;
}

const hashes = (depth: number): string => '#'.repeat(depth);

/** The marks of a manual source, in reading order. */
export function marksOf(tree: Root): Mark[] {
  const marks: Mark[] = [];
  const walk = (node: TreeNode): void => {
    const line = node.position?.start.line;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && KEPT_PROPS[node.name]) {
      const props = (node.attributes ?? [])
        .filter((a) => a.type === 'mdxJsxAttribute' && KEPT_PROPS[node.name!]!.includes(a.name ?? ''))
        .map((a) => `${a.name}=${propText(a.value)}`)
        .sort();
      const tag = `<${[node.name, ...props].join(' ')}>`;
      marks.push({key: tag, kind: node.name, text: `the ${ELEMENT_WORDS[node.name]} ${tag}`, line});
    }
    if (node.type === 'containerDirective') marks.push({key: `:::${node.name}`, kind: 'box', text: `a :::${node.name} box`, line});
    if (node.type === 'list' && node.ordered) {
      const steps = node.children?.length ?? 0;
      marks.push({key: `steps ${steps}`, kind: 'steps', text: `a numbered list of ${steps} steps`, line, steps});
    }
    if (node.type === 'heading') {
      const depth = node.depth ?? 1;
      const comment = node.children?.find((c) => c.type === 'mdxTextExpression' && typeof c.value === 'string');
      const id = comment ? headingIdComment(String(comment.value)) : undefined;
      marks.push(
        id
          ? {key: `heading ${depth} #${id}`, kind: 'heading', text: `heading anchor #${id}`, line, id, depth}
          : {key: `heading ${depth}`, kind: 'heading', text: `a ${hashes(depth)} heading without anchor`, line, depth},
      );
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as TreeNode);
  return marks;
}

/** Pairs of indices (English, translation) of the longest common subsequence of keys. */
function commonMarks(want: readonly Mark[], have: readonly Mark[]): [number, number][] {
  const n = want.length;
  const m = have.length;
  const length: number[][] = Array.from({length: n + 1}, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      length[i]![j] = want[i]!.key === have[j]!.key ? length[i + 1]![j + 1]! + 1 : Math.max(length[i + 1]![j]!, length[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (want[i]!.key === have[j]!.key) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (length[i + 1]![j]! >= length[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

export interface TranslationProblem {
  /** Line in the translated file. */
  readonly line: number | undefined;
  readonly message: string;
}

/** What a translation changed, lost or added where its English counterpart stood. */
function pairProblem(w: Mark, h: Mark, english: string): string {
  if (w.kind === 'heading' && w.id !== undefined) {
    if (h.id === w.id)
      return `heading anchor #${w.id} is a ${hashes(h.depth!)} heading where the English page has a ${hashes(w.depth!)} heading (${english}): keep its level`;
    return `heading anchor #${w.id} of the English page is missing (found ${h.id === undefined ? 'a heading without anchor' : `#${h.id}`}; English: ${english})`;
  }
  if (w.kind === 'heading') return `${h.text} stands where the English page has ${w.text} (${english})`;
  if (w.kind === 'steps') return `this numbered list has ${h.steps} steps where the English page has ${w.steps} (${english})`;
  if (w.kind === 'box') return `${h.text} stands where the English page has ${w.text} (${english}): keep each warning box and its level`;
  return `${h.text} stands where the English page has ${w.text.replace(/^the \w+ /, '')} (${english}): keep it as in English`;
}

/**
 * Where a translation departs from its English file.
 * @param englishFile the English file as messages name it, e.g. `docs/_manuals/scooter-2w/_folding.mdx`
 * @param limit at most this many problems, then one that counts the rest
 */
export function translationProblems(english: Root, translated: Root, englishFile: string, limit = 8): TranslationProblem[] {
  const want = marksOf(english);
  const have = marksOf(translated);
  const at = (mark: Mark): string => `${englishFile}${mark.line === undefined ? '' : `:${mark.line}`}`;
  // Where the translation's content ends (line 1 when it has none).
  const lastLine = translated.children.at(-1)?.position?.end.line ?? 1;
  const pairs = commonMarks(want, have);
  const idsHere = new Set(have.flatMap((h) => (h.id === undefined ? [] : [h.id])));
  const problems: TranslationProblem[] = [];

  // Each gap between two kept marks holds what English has there and the translation has not, and the reverse.
  const bounds: [number, number][] = [[-1, -1], ...pairs, [want.length, have.length]];
  for (let g = 0; g + 1 < bounds.length; g += 1) {
    const [wi, hi] = bounds[g]!;
    const [wNext, hNext] = bounds[g + 1]!;
    const lost = want.slice(wi + 1, wNext);
    const added = have.slice(hi + 1, hNext);
    const nextLine = have[hNext]?.line;
    if (lost.length > 1 && added.length === 0 && hNext === have.length) {
      // Cut short (or emptied): one problem lists what follows in English.
      const listed = lost.slice(0, 4).map((w) => w.text);
      const more = lost.length > listed.length ? ` and ${lost.length - listed.length} more` : '';
      problems.push({
        line: lastLine,
        message: `${have.length === 0 ? 'has none of the content' : 'stops before the end'} of the English page: from ${at(lost[0]!)} on, ${listed.join(', ')}${more} are missing (the file is empty or cut short?)`,
      });
      continue;
    }
    const unmatched = [...added];
    for (const w of lost) {
      const k = unmatched.findIndex((h) => h.kind === w.kind);
      if (k >= 0) {
        const [h] = unmatched.splice(k, 1);
        problems.push({line: h!.line, message: pairProblem(w, h!, at(w))});
        continue;
      }
      const where = nextLine === undefined ? 'at the end' : 'before this line';
      if (w.id !== undefined && idsHere.has(w.id)) {
        problems.push({
          line: nextLine ?? lastLine,
          message: `heading anchor #${w.id} is not where the English page has it (${at(w)}): keep the headings in the English order`,
        });
      } else if (w.id !== undefined) {
        problems.push({line: nextLine ?? lastLine, message: `heading anchor #${w.id} of the English page is missing ${where} (English: ${at(w)})`});
      } else {
        problems.push({line: nextLine ?? lastLine, message: `${w.text} of the English page (${at(w)}) is missing ${where}`});
      }
    }
    for (const h of unmatched) {
      // A heading moved elsewhere is reported once, where English has it.
      if (h.id !== undefined && want.some((w) => w.id === h.id)) continue;
      problems.push({line: h.line, message: `${h.text} is not in the English page (${englishFile}): remove it or add it there first`});
    }
  }
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (problems.length <= limit) return problems;
  return [
    ...problems.slice(0, limit - 1),
    {line: problems[limit - 1]!.line, message: `and ${problems.length - limit + 1} more differences from the English page (${englishFile})`},
  ];
}

/** A locale's docs folder and the English folder it translates, from a folder given to check:manuals. */
export function localeDocsFolder(root: string, dir: string): {locale: string; english: string} | undefined {
  const rel = path.relative(root, path.resolve(root, dir)).split(path.sep).join('/');
  const match = /^i18n\/([^/]+)\/docusaurus-plugin-content-docs\/current(\/.*)?$/.exec(rel);
  return match ? {locale: match[1]!, english: path.join(root, 'docs', match[2] ?? '')} : undefined;
}

/**
 * Of these English manual sources (.md, .mdx, partials included), the ones a
 * locale has no translation of, unless recorded as untranslated on purpose.
 */
export function missingTranslations(root: string, locale: string, englishFiles: readonly string[]): string[] {
  const manifest = readManifest(root, locale);
  const target = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
  const problems: string[] = [];
  for (const file of englishFiles) {
    const docId = path.relative(path.join(root, 'docs'), file);
    if (docId.startsWith('..')) continue;
    const source = path.posix.join('docs', docId.split(path.sep).join('/'));
    const translation = path.join(target, docId);
    if (fs.existsSync(translation)) continue;
    // A partial is part of the locale's pages, which cannot fall back to the English one.
    const partial = path.basename(file).startsWith('_');
    if (!partial && manifest[source] === UNTRANSLATED) continue;
    problems.push(
      `${path.relative(root, translation)}: missing: ${source} has no ${locale} translation, ` +
        (partial
          ? `and the ${locale} pages that include it cannot be built. Translate it.`
          : `so the ${locale} site would show it in English. Translate it, or leave it in English on purpose with "${source}": "${UNTRANSLATED}" in i18n/${locale}/${MANIFEST}`),
    );
  }
  return problems;
}
