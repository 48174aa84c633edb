/**
 * Compares two built sites, e.g. `build/` before and after a refactor that
 * must not change what visitors, search and printers get.
 * Usage: tsx scripts/compare-builds.mts <dirA> <dirB>   (exit 1 when anything differs)
 *
 * - File set: every path on both sides, except hashed bundles under assets/
 *   (js/css: only their counts are reported, their names change with any code
 *   change); other files under assets/ are matched with the hash taken out of
 *   their name, and the search index is matched as search-index.*.json.
 * - Pages (.html): the text nodes of <body> outside <script>, <style> and
 *   <noscript>, whitespace collapsed, plus <title>, the meta description,
 *   canonical and alternate links, the JSON-LD scripts, every link's href and
 *   every image's src and alt. Markup, classes and bundle URLs are not
 *   compared: a refactor may change those.
 * - Search indexes and PDFs: byte for byte (sha256), with sizes.
 * - Everything else (sitemaps, feeds, _headers, images, sw.js): byte for
 *   byte, after three normalisations: CSS-module class names in feeds lose
 *   their hash suffix (anchor_Ab12 → anchor_*), hashed asset and index names become
 *   their unhashed form (no file outside assets/ and the pages names one at
 *   the time of writing), and the service worker's `version:"<ISO date>"`
 *   (plugins/offline/index.ts sets it to the build's start time, so two
 *   builds of the same commit never agree on it) becomes `version:"*"`.
 * Compare like with like: a build of some locales with a build of the same
 * locales (each locale sits at the same address in any build:
 * docusaurus.config.ts states every locale's baseUrl).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parse} from 'parse5';
import {attr, children, elements, isElement, isText, text, type Element, type Node} from '../plugins/shared/html.ts';
import {listFiles} from './checks/builtPages.ts';

const BUNDLE = /(^|\/)assets\/(js|css)\//;
const ASSET = /(^|\/)assets\//;
const INDEX = /(^|\/)search-index\.[0-9a-f]+\.json$/;
/** `name.abc12345.ext` or `name-abc12345.ext` → `name.ext` (rspack's and Docusaurus's file-loader hashes). */
const unhash = (name: string): string => name.replace(/[.-][0-9a-f]{8,}(?=\.\w+$)/, '');

/** The key two builds' files are matched on; undefined for hashed bundles, which are only counted. */
export function fileKey(file: string): string | undefined {
  if (BUNDLE.test(file)) return undefined;
  if (INDEX.test(file)) return file.replace(/\.[0-9a-f]+\.json$/, '.*.json');
  return ASSET.test(file) ? unhash(file) : file;
}

/** Bytes of a non-page file as compared: hashed names and the worker's build date left out. */
export function normalise(file: string, bytes: Buffer): Buffer {
  if (!/\.(js|json|xml|txt|webmanifest)$|(^|\/)_headers$/.test(file)) return bytes;
  const out = bytes
    .toString('utf8')
    .replace(/(assets\/(?:js|css)\/[\w.~-]+?)\.[0-9a-f]{8,}(\.(?:js|css))/g, '$1$2')
    .replace(/(search-index)\.[0-9a-f]+\.json/g, '$1.*.json')
    // Feeds carry the posts' HTML with the theme's CSS-module classes, whose suffix is a hash like a bundle's name.
    .replace(/class="([^"]*)"/g, (_, names: string) => `class="${names.replace(/\b(\w+)_[\w-]{4}\b/g, '$1_*')}"`);
  return Buffer.from(file.endsWith('sw.js') ? out.replace(/\bversion:"[^"]*"/, 'version:"*"') : out);
}

const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();
const HIDDEN = new Set(['script', 'style', 'noscript']);

/** What a page shows and tells search engines, field by field, as lines to compare. */
export function pageFields(html: string): Record<string, string[]> {
  const all = [...elements(parse(html))];
  const body = all.find((el) => el.tagName === 'body');
  const texts: string[] = [];
  const walk = (node: Node): void => {
    for (const child of children(node)) {
      if (isText(child)) {
        const t = collapse(child.value);
        if (t) texts.push(t);
      } else if (isElement(child) && !HIDDEN.has(child.tagName)) walk(child);
    }
  };
  if (body) walk(body);
  const is = (el: Element, tag: string, name: string, values: readonly string[]): boolean => el.tagName === tag && values.includes(attr(el, name) ?? '');
  return {
    title: all.filter((el) => el.tagName === 'title').map((el) => collapse(text(el))),
    description: all.filter((el) => is(el, 'meta', 'name', ['description'])).map((el) => attr(el, 'content') ?? ''),
    links: all
      .filter((el) => is(el, 'link', 'rel', ['canonical', 'alternate']))
      .map((el) => [attr(el, 'rel'), attr(el, 'hreflang'), attr(el, 'type'), attr(el, 'href')].filter(Boolean).join(' ')),
    jsonLd: all.filter((el) => is(el, 'script', 'type', ['application/ld+json'])).map((el) => text(el)),
    // Where each link goes and what each picture is: a visitor follows the one and reads the other.
    hrefs: all.filter((el) => el.tagName === 'a' && attr(el, 'href') !== undefined).map((el) => attr(el, 'href')!),
    images: all.filter((el) => el.tagName === 'img').map((el) => `${attr(el, 'src') ?? ''} ${attr(el, 'alt') ?? ''}`),
    text: texts,
  };
}

/** A line cut to ~160 characters around `from`, where two lines start to differ. */
const clip = (s: string | undefined, from = 0): string => {
  if (s === undefined) return '(nothing)';
  const start = Math.max(0, Math.min(from - 60, s.length - 160));
  return JSON.stringify(`${start > 0 ? '...' : ''}${s.slice(start, start + 160)}${start + 160 < s.length ? '...' : ''}`);
};

/** The first difference in each field of two pages, a few lines each; undefined when they agree. */
export function pageDiff(a: Record<string, string[]>, b: Record<string, string[]>): string | undefined {
  const diffs = Object.keys(a).flatMap((field) => {
    const [x = [], y = []] = [a[field], b[field]];
    const i = x.findIndex((line, n) => line !== y[n]);
    const at = i === -1 ? (x.length === y.length ? -1 : x.length) : i;
    if (at === -1) return [];
    const [l, r] = [x[at] ?? '', y[at] ?? ''];
    let from = 0;
    while (from < l.length && l[from] === r[from]) from++;
    const before = at > 0 ? `\n      after ${clip(x[at - 1], Infinity)}` : '';
    return [`${field}[${at}] (${x.length} vs ${y.length} lines)${before}\n      A: ${clip(x[at], from)}\n      B: ${clip(y[at], from)}`];
  });
  return diffs.length > 0 ? diffs.join('\n    ') : undefined;
}

const sha256 = (bytes: Buffer): string => crypto.createHash('sha256').update(bytes).digest('hex');
const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;

interface Side {
  readonly dir: string;
  readonly byKey: Map<string, string>;
  readonly bundles: {js: number; css: number};
}

function side(dir: string): Side {
  const byKey = new Map<string, string>();
  const bundles = {js: 0, css: 0};
  for (const file of listFiles(dir)) {
    const key = fileKey(file);
    if (key === undefined) bundles[BUNDLE.exec(file)![2] as 'js' | 'css']++;
    else byKey.set(key, file);
  }
  return {dir, byKey, bundles};
}

function main(dirA: string, dirB: string): number {
  const [a, b] = [side(dirA), side(dirB)];
  /** [same, different] per kind of file. */
  const tally: Record<'pages' | 'indexes' | 'pdfs' | 'other', [number, number]> = {pages: [0, 0], indexes: [0, 0], pdfs: [0, 0], other: [0, 0]};
  const problems: string[] = [];
  const onlyIn = (x: Side, y: Side): string[] => [...x.byKey.keys()].filter((k) => !y.byKey.has(k));
  for (const [name, keys] of [
    ['A', onlyIn(a, b)],
    ['B', onlyIn(b, a)],
  ] as const) {
    if (keys.length > 0)
      problems.push(`${keys.length} file(s) only in ${name}:\n    ${keys.slice(0, 20).join('\n    ')}${keys.length > 20 ? '\n    ...' : ''}`);
  }
  for (const [key, fileA] of a.byKey) {
    const fileB = b.byKey.get(key);
    if (fileB === undefined) continue;
    const [bytesA, bytesB] = [fs.readFileSync(path.join(a.dir, fileA)), fs.readFileSync(path.join(b.dir, fileB))];
    const kind = key.endsWith('.html') ? 'pages' : INDEX.test(fileA) ? 'indexes' : key.endsWith('.pdf') ? 'pdfs' : 'other';
    let diff: string | undefined;
    if (kind === 'pages') {
      diff = pageDiff(pageFields(bytesA.toString('utf8')), pageFields(bytesB.toString('utf8')));
      if (diff) diff = `page ${key}: ${diff}`;
    } else if (kind === 'indexes') {
      const same = bytesA.equals(bytesB);
      console.log(`index ${key}: ${kib(bytesA.length)} vs ${kib(bytesB.length)}${same ? ', equal' : ''}`);
      if (!same) diff = `index ${key}: ${fileA} (${bytesA.length} B) != ${fileB} (${bytesB.length} B)`;
    } else if (kind === 'pdfs') {
      if (!bytesA.equals(bytesB))
        diff = `pdf ${key}: sha256 ${sha256(bytesA).slice(0, 16)} (${bytesA.length} B) != ${sha256(bytesB).slice(0, 16)} (${bytesB.length} B)`;
    } else if (!normalise(key, bytesA).equals(normalise(key, bytesB))) {
      diff = `file ${key}: ${bytesA.length} B != ${bytesB.length} B (sha256 ${sha256(bytesA).slice(0, 16)} vs ${sha256(bytesB).slice(0, 16)})`;
    }
    tally[kind][diff ? 1 : 0]++;
    if (diff) problems.push(diff);
  }
  for (const p of problems.slice(0, 100)) console.log(`DIFF ${p}`);
  if (problems.length > 100) console.log(`... and ${problems.length - 100} more`);
  const line = (label: string, [same, different]: [number, number]): string => `${label.padEnd(22)} ${same + different} compared, ${different} different`;
  console.log(
    [
      '',
      `A: ${dirA}\nB: ${dirB}`,
      line('pages (visible text)', tally.pages),
      line('search indexes (bytes)', tally.indexes),
      line('PDFs (sha256)', tally.pdfs),
      line('other files (bytes)', tally.other),
      `files only in A / B:    ${onlyIn(a, b).length} / ${onlyIn(b, a).length}`,
      `hashed bundles A / B:   ${a.bundles.js} js + ${a.bundles.css} css / ${b.bundles.js} js + ${b.bundles.css} css (not compared)`,
      problems.length === 0 ? 'RESULT: same' : `RESULT: ${problems.length} difference(s)`,
    ].join('\n'),
  );
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dirA, dirB] = process.argv.slice(2);
  if (!dirA || !dirB || process.argv.length > 4) {
    console.error('Usage: tsx scripts/compare-builds.mts <dirA> <dirB>');
    process.exit(2);
  }
  process.exit(main(path.resolve(dirA), path.resolve(dirB)));
}
