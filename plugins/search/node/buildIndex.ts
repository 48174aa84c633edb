/**
 * Builds one locale's index after its pages are written: reads the built
 * HTML, adds the catalog's product records, writes a content-hashed file
 * under the locale's base URL and points the pages' meta tag at it.
 */
import {createMatcher} from '@docusaurus/utils';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {ANSWER_PAGE_RANK, encodeIndex, HUB_PAGE_RANK} from '../shared/indexFormat';
import type {SearchRecord} from '../shared/types';
import {questionsOf, type PluginOptions} from '../options';
import {INDEX_URL_PLACEHOLDER} from '../shared/constants';
import {extractRecords} from './extract';
import {productRecords} from './products';

/**
 * Whether a route below the locale's base matches one of the globs (`*`
 * within a path segment, `**` across segments: Docusaurus's own matcher).
 * The empty glob is the locale's home page, which the matcher cannot express.
 */
export function routeMatcher(globs: readonly string[]): (route: string) => boolean {
  const trim = (s: string): string => s.replace(/^\/+|\/+$/g, '');
  const patterns = globs.map(trim).filter((g) => g !== '');
  const matches = patterns.length > 0 ? createMatcher(patterns) : () => false;
  const home = globs.some((g) => trim(g) === '');
  return (route) => (trim(route) === '' ? home : matches(trim(route)));
}

/** The HTML file Docusaurus wrote for a route (`/a/b` → a/b/index.html or a/b.html). */
export async function htmlFileOf(outDir: string, baseUrl: string, route: string): Promise<string | undefined> {
  const rel = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const candidates = rel.endsWith('.html') ? [rel] : [path.join(rel, 'index.html'), `${rel.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    try {
      if ((await fs.stat(file)).isFile()) return file;
    } catch {
      // Not this layout: try the next one.
    }
  }
  return undefined;
}

export interface LocaleBuild {
  readonly siteDir: string;
  readonly outDir: string;
  readonly baseUrl: string;
  readonly locale: string;
  readonly routesPaths: readonly string[];
  readonly options: PluginOptions;
}

export interface LocaleIndexResult {
  /** URL of the index file, with the base URL. */
  readonly url: string;
  readonly file: string;
  readonly records: readonly SearchRecord[];
  readonly bytes: number;
  readonly pages: number;
}

/** Records of every indexed page of a built locale, then its product records. */
export async function collectRecords(build: Omit<LocaleBuild, 'outDir'> & {outDir: string}): Promise<{records: SearchRecord[]; pages: number}> {
  const ignored = routeMatcher(build.options.ignoreRoutes);
  const isAnswerPage = routeMatcher(build.options.answerRoutes);
  const isHub = routeMatcher(build.options.hubRoutes);
  const records: SearchRecord[] = [];
  let pages = 0;
  const relative = (route: string): string => (route.startsWith(build.baseUrl) ? route.slice(build.baseUrl.length) : route);
  // Manuals first: on a tie, the engine ranks earlier records higher.
  const isManual = (route: string): number => (relative(route).startsWith(`${build.options.docsRouteBasePath}/`) ? 0 : 1);
  const routes = [...new Set(build.routesPaths)].sort((a, b) => isManual(a) - isManual(b) || (a < b ? -1 : a > b ? 1 : 0));
  for (const route of routes) {
    const rel = relative(route);
    if (ignored(rel)) continue;
    const file = await htmlFileOf(build.outDir, build.baseUrl, route);
    if (!file) continue;
    const extracted = extractRecords(await fs.readFile(file, 'utf8'), {url: route, language: build.locale});
    // Answer and hub pages' records carry a page rank: the index marks the page and the engine ranks it first (last) among equals.
    const pageRank = isAnswerPage(rel) ? ANSWER_PAGE_RANK : isHub(rel) ? HUB_PAGE_RANK : undefined;
    const pageRecords = pageRank === undefined ? extracted : extracted.map((r) => ({...r, weight: {...r.weight, pageRank}}));
    if (pageRecords.length > 0) pages++;
    records.push(...pageRecords);
  }
  records.push(
    ...productRecords({
      siteDir: build.siteDir,
      locale: build.locale,
      baseUrl: build.baseUrl,
      docsRouteBasePath: build.options.docsRouteBasePath,
      routes: new Set(build.routesPaths),
    }),
  );
  return {records, pages};
}

export async function buildLocaleIndex(build: LocaleBuild): Promise<LocaleIndexResult> {
  const {records, pages} = await collectRecords(build);
  const questions = questionsOf(build.options, build.locale);
  const json = JSON.stringify(encodeIndex(build.locale, records, build.options.vocabulary[build.locale], build.options.synonyms[build.locale], questions));
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
  const name = `${build.options.indexFileName}.${hash}.json`;
  const file = path.join(build.outDir, name);
  await fs.writeFile(file, json);
  const url = `${build.baseUrl}${name}`;

  // Every page of this locale (and its 404 page) learns the file name from its own HTML.
  const htmlFiles = new Set<string>();
  for (const route of build.routesPaths) {
    const html = await htmlFileOf(build.outDir, build.baseUrl, route);
    if (html) htmlFiles.add(html);
  }
  const notFound = path.join(build.outDir, '404.html');
  htmlFiles.add(notFound);
  await Promise.all(
    [...htmlFiles].map(async (html) => {
      let text: string;
      try {
        text = await fs.readFile(html, 'utf8');
      } catch {
        return;
      }
      if (text.includes(INDEX_URL_PLACEHOLDER)) await fs.writeFile(html, text.replaceAll(INDEX_URL_PLACEHOLDER, url));
    }),
  );
  return {url, file, records, bytes: Buffer.byteLength(json), pages};
}
