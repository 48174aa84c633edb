/**
 * npm run bench:answers: the local answerer on the built site (run `npm run
 * build` first), per locale: how often the first cited source is the page
 * and section that answers the question (bench/questions.ts), how often it
 * says "not found" where it should and only there, answer time in Node
 * (p50/p95), and whether every quoted line is on the cited page word for
 * word (any line that is not fails the run).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {readBuiltLocales} from '../plugins/search/node/builtSite';
import {answerQuestion} from '../plugins/search/shared/answer';
import {LocalSearchIndex} from '../plugins/search/shared/engine';
import type {CompactIndex} from '../plugins/search/shared/format';
import {QUESTIONS, UNANSWERABLE} from './questions';

const siteDir = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

interface Row {
  locale: string;
  questions: number;
  sourceRight: number;
  notFoundRight: number;
  notFoundAsked: number;
  falseNotFound: number;
  p50: number;
  p95: number;
  unquoted: string[];
  misses: string[];
}

const rows: Row[] = [];
for (const built of await readBuiltLocales(siteDir)) {
  const file = (await fs.readdir(built.outDir)).find((f) => /^search-index\.[0-9a-f]+\.json$/.test(f));
  if (!file) throw new Error(`No search index in ${built.outDir}: run \`npm run build\` first.`);
  const index = new LocalSearchIndex(JSON.parse(await fs.readFile(path.join(built.outDir, file), 'utf8')) as CompactIndex);
  const pageText = new Map<string, Set<string>>();
  for (const r of index.records) {
    if (!r.text) continue;
    const set = pageText.get(r.url_without_anchor) ?? new Set();
    set.add(r.text);
    pageText.set(r.url_without_anchor, set);
  }
  const local = (url: string): string => (url.startsWith(built.baseUrl) ? `/${url.slice(built.baseUrl.length)}` : url);
  const row: Row = {locale: built.locale, questions: 0, sourceRight: 0, notFoundRight: 0, notFoundAsked: 0, falseNotFound: 0, p50: 0, p95: 0, unquoted: [], misses: []};
  const times: number[] = [];
  const timed = (q: string) => {
    let answer = answerQuestion(index, q);
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      answer = answerQuestion(index, q);
      times.push(performance.now() - started);
    }
    return answer;
  };
  for (const {q, answer: expected} of QUESTIONS[built.locale] ?? []) {
    row.questions++;
    const answer = timed(q);
    if (!answer.found) {
      row.falseNotFound++;
      row.misses.push(`"${q}" → not found`);
      continue;
    }
    const first = local(answer.sources[0]!.url);
    if (expected.test(first)) row.sourceRight++;
    else row.misses.push(`"${q}" → ${first}`);
    for (const line of answer.lines) {
      const source = answer.sources[line.source - 1]!;
      if (!pageText.get(source.page)?.has(line.text)) row.unquoted.push(`"${q}": "${line.text}" is not on ${source.page}`);
    }
  }
  for (const q of UNANSWERABLE[built.locale] ?? []) {
    row.notFoundAsked++;
    if (!timed(q).found) row.notFoundRight++;
    else row.misses.push(`"${q}" → answered, should say not found`);
  }
  times.sort((a, b) => a - b);
  row.p50 = percentile(times, 0.5);
  row.p95 = percentile(times, 0.95);
  rows.push(row);
}

const pct = (n: number, d: number): string => `${d === 0 ? 0 : Math.round((100 * n) / d)} %`;
console.log('\nLocal answerer (bench/questions.ts), first cited source and "not found"\n');
console.log('| locale | questions | first source right | "not found" where it should | "not found" wrongly | answer p50 ms | answer p95 ms | lines not on the cited page |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.locale} | ${r.questions} + ${r.notFoundAsked} | ${pct(r.sourceRight, r.questions)} | ${r.notFoundRight}/${r.notFoundAsked} | ${r.falseNotFound} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.unquoted.length} |`,
  );
}
for (const r of rows) for (const miss of r.misses) console.log(`  ${r.locale}: ${miss}`);
for (const r of rows) for (const line of r.unquoted) console.log(`  ${r.locale}: ${line}`);
const worstSource = Math.min(...rows.map((r) => r.sourceRight / Math.max(1, r.questions)));
const worstP95 = Math.max(...rows.map((r) => r.p95));
const unquoted = rows.reduce((n, r) => n + r.unquoted.length, 0);
console.log(
  `\nTargets: first source right ≥ 90 % in every locale: ${worstSource >= 0.9 ? 'met' : 'NOT met'} (worst ${Math.round(worstSource * 100)} %); ` +
    `p95 < 50 ms: ${worstP95 < 50 ? 'met' : 'NOT met'} (worst ${worstP95.toFixed(2)} ms); every quoted line on its page: ${unquoted === 0 ? 'yes' : `NO (${unquoted})`}`,
);
if (unquoted > 0) process.exitCode = 1;
