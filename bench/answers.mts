/**
 * npm run bench:answers: the local answerer on the built site (run `npm run
 * build` first), per locale and for both question sets (bench/evaluate.ts:
 * the tuned set and the untuned one): how often the first cited source is
 * the page and the section that answers, answerable questions refused,
 * unanswerable ones answered; answer time in Node (p50/p95), and whether
 * every quoted line is on the cited page word for word (any line that is
 * not fails the run).
 */
import path from 'node:path';
import {readBuiltLocales} from '../plugins/search/node/builtSite';
import {answerQuestion} from '../plugins/search/shared/answer';
import {LocalSearchIndex} from '../plugins/search/shared/engine/query';
import {siteIndex} from './siteIndex';
import {HEADER, row, score, SETS, shownSets, type Outcome, type Score, type SetName} from './evaluate';

const siteDir = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

interface Row {
  locale: string;
  p50: number;
  p95: number;
  unquoted: string[];
  scores: Record<SetName, Score>;
}

const rows: Row[] = [];
for (const built of await readBuiltLocales(siteDir)) {
  const index = new LocalSearchIndex((await siteIndex(siteDir, built)).compact);
  const local = (url: string): string => (url.startsWith(built.baseUrl) ? `/${url.slice(built.baseUrl.length)}` : url);
  const pageText = new Map<string, Set<string>>();
  const sections = new Map<string, Set<string>>();
  for (const r of index.records) {
    const page = local(r.url_without_anchor);
    sections.set(page, (sections.get(page) ?? new Set()).add(local(r.url)));
    if (!r.text) continue;
    const set = pageText.get(r.url_without_anchor) ?? new Set();
    set.add(r.text);
    pageText.set(r.url_without_anchor, set);
  }
  const times: number[] = [];
  const unquoted: string[] = [];
  const ask = (q: string): Outcome => {
    let answer = answerQuestion(index, q);
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      answer = answerQuestion(index, q);
      times.push(performance.now() - started);
    }
    if (!answer.found) return {refused: true};
    for (const line of answer.lines) {
      const source = answer.sources[line.source - 1]!;
      if (!pageText.get(source.page)?.has(line.text)) unquoted.push(`"${q}": "${line.text}" is not on ${source.page}`);
    }
    return {refused: false, first: local(answer.sources[0]!.url)};
  };
  const anchorsOf = (page: string) => [...(sections.get(page) ?? [])];
  const scores = {tuned: score(SETS.tuned(built.locale), ask, anchorsOf), untuned: score(SETS.untuned(built.locale), ask, anchorsOf)};
  times.sort((a, b) => a - b);
  rows.push({locale: built.locale, p50: percentile(times, 0.5), p95: percentile(times, 0.95), unquoted, scores});
}

console.log('\nLocal answerer (Ask AI without an endpoint): the first cited source, refusals and confident answers, on both question sets\n');
console.log(HEADER);
for (const r of rows) for (const set of ['tuned', 'untuned'] as const) console.log(row(r.locale, set, r.scores[set]));
console.log('\n| locale | answer p50 ms | answer p95 ms | lines not on the cited page |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.locale} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.unquoted.length} |`);
for (const r of rows) for (const set of shownSets()) for (const miss of r.scores[set].misses) console.log(`  ${r.locale} ${set}: ${miss}`);
for (const r of rows) for (const line of r.unquoted) console.log(`  ${r.locale}: ${line}`);
const all = rows.flatMap((r) => [r.scores.tuned, r.scores.untuned]);
const worstSection = Math.min(...all.map((s) => s.rightSection / Math.max(1, s.answerable)));
const worstRefused = Math.max(...all.map((s) => s.refused / Math.max(1, s.answerable)));
const confident = all.reduce((n, s) => n + s.confident, 0);
const worstP95 = Math.max(...rows.map((r) => r.p95));
const unquotedCount = rows.reduce((n, r) => n + r.unquoted.length, 0);
console.log(
  `\nTargets (both sets, every locale): right section first ≥ 90 %: ${worstSection >= 0.9 ? 'met' : 'NOT met'} (worst ${Math.round(worstSection * 100)} %); ` +
    `answerable refused ≤ 5 %: ${worstRefused <= 0.05 ? 'met' : 'NOT met'} (worst ${Math.round(worstRefused * 100)} %); ` +
    `unanswerable answered: ${confident === 0 ? 'none, met' : `${confident}, NOT met`}; p95 < 50 ms: ${worstP95 < 50 ? 'met' : 'NOT met'} (worst ${worstP95.toFixed(2)} ms); ` +
    `every quoted line on its page: ${unquotedCount === 0 ? 'yes' : `NO (${unquotedCount})`}`,
);
if (unquotedCount > 0) process.exitCode = 1;
