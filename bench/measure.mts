/**
 * The benchmark's measurements: build time and peak memory, first-load
 * JavaScript, Lighthouse, and an editor's dev server. Each returns numbers;
 * bench/run.mts prints them.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';

export {CHROMIUM, CHROMIUM_FLAGS} from '../tests/chromium.ts';
import {CHROMIUM, CHROMIUM_FLAGS} from '../tests/chromium.ts';

export interface BuildResult {
  readonly seconds: number;
  /** User + system CPU time: steadier than wall time on a machine shared with other work. */
  readonly cpuSeconds: number;
  /** Peak resident memory of the largest process of the build, in MiB. */
  readonly peakMiB: number;
  /** PDFs the build rendered (the rest came from the cache); 0 for a site without them. */
  readonly pdfsRendered: number;
}

/** The PDF cache of the bench's builds: its own folder, never a developer's or CI's. */
export const BENCH_PDF_CACHE = path.join(os.tmpdir(), 'ride-on-manuals-bench-pdfs');

/**
 * Builds run without the bundler's persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE):
 * the cost of a build from an empty cache, without emptying node_modules/.cache,
 * which other checkouts of the site and the stock site (its node_modules is
 * a link to ours) share.
 */
const NO_BUNDLER_CACHE = {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};

export interface BuildOptions {
  /** Keep the PDFs of the previous build (default: an empty PDF cache, as on a fresh clone). */
  readonly keepPdfs?: boolean;
  /** Only this locale, as one job of the deploy workflow (`docusaurus build --locale <l>`); default every locale. */
  readonly locale?: string;
  /** Where the site goes (default the site's build/). */
  readonly outDir?: string;
}

/**
 * `docusaurus build`, timed by GNU time, with no bundler cache (see
 * NO_BUNDLER_CACHE) and our PDFs in BENCH_PDF_CACHE, emptied first unless
 * `keepPdfs`: with it the PDFs of the previous build stay, as on an
 * editor's machine or in CI with the PDF cache restored.
 */
export function timeBuild(siteDir: string, {keepPdfs = false, locale, outDir}: BuildOptions = {}): BuildResult {
  if (!keepPdfs) fs.rmSync(BENCH_PDF_CACHE, {recursive: true, force: true});
  const args = ['build', ...(locale ? ['--locale', locale] : []), ...(outDir ? ['--out-dir', outDir] : [])];
  const run = spawnSync('/usr/bin/time', ['-v', path.join(siteDir, 'node_modules/.bin/docusaurus'), ...args], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {...process.env, ...NO_BUNDLER_CACHE, PDF_CACHE_DIR: BENCH_PDF_CACHE},
  });
  if (run.status !== 0) throw new Error(`build of ${siteDir} failed:\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
  const wall = /Elapsed \(wall clock\) time \([^)]*\): (?:(\d+):)?(\d+):([\d.]+)/.exec(run.stderr);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
  if (!wall || !rss) throw new Error(`no GNU time report for ${siteDir}:\n${run.stderr.slice(-2000)}`);
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  const cpu = (label: string): number => Number(new RegExp(`${label} time \\(seconds\\): ([\\d.]+)`).exec(run.stderr)?.[1] ?? Number.NaN);
  const pdfsRendered = [...run.stdout.matchAll(/PDF manuals \([^)]+\): rendered (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
  return {seconds, cpuSeconds: cpu('User') + cpu('System'), peakMiB: Number(rss[1]) / 1024, pdfsRendered};
}

/**
 * JavaScript a visitor downloads before the page is interactive: every
 * script requested until React has hydrated, gzip-compressed (level 9) as a
 * server would send it.
 */
export async function firstLoadJs(url: string): Promise<number> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    let hydrated = false;
    page.on('response', (response) => {
      if (!hydrated && response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    hydrated = true;
    const sizes = await Promise.all(bodies.map(async (b) => zlib.gzipSync(await b, {level: 9}).length));
    return sizes.reduce((a, b) => a + b, 0);
  } finally {
    await browser.close();
  }
}

/**
 * The stylesheets a page blocks its first paint on, gzip bytes (level 9):
 * those its server-rendered HTML links, as a browser without JavaScript
 * loads them.
 */
export async function renderBlockingCss(url: string): Promise<number> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage({javaScriptEnabled: false});
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') bodies.push(response.body());
    });
    await page.goto(url, {waitUntil: 'load'});
    const sizes = await Promise.all(bodies.map(async (b) => zlib.gzipSync(await b, {level: 9}).length));
    return sizes.reduce((a, b) => a + b, 0);
  } finally {
    await browser.close();
  }
}

export interface DevServerPage {
  readonly locale: string;
  readonly port: number;
  readonly urlPath: string;
  /** The page's source file, absolute. */
  readonly file: string;
}

export interface DevServerResult {
  /** From `docusaurus start` to the page shown in a browser. */
  readonly startSeconds: number;
  /** From saving the page's file to its new sentence on the open page. */
  readonly refreshSeconds: number;
}

/**
 * An editor's day on the dev server: `docusaurus start --locale <locale>`
 * without the bundler's persistent cache, timed until a browser shows `urlPath`
 * (its h1 visible); then a sentence is added to `file`, the page's source,
 * timed until the open page shows it. The file is restored.
 */
async function devServerOnce(siteDir: string, {locale, port, urlPath, file}: DevServerPage): Promise<DevServerResult> {
  const original = fs.readFileSync(file, 'utf8');
  const started = performance.now();
  const server = spawn(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['start', '--locale', locale, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      detached: true,
      stdio: 'ignore',
      env: {...process.env, ...NO_BUNDLER_CACHE, BROWSER: 'none'},
    },
  );
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage();
    for (;;) {
      if (performance.now() - started > 600_000) throw new Error(`dev server of ${siteDir} showed no page in 10 minutes`);
      try {
        const response = await page.goto(`http://127.0.0.1:${port}${urlPath}`, {timeout: 120_000});
        if (response?.ok()) {
          await page.locator('h1').first().waitFor({timeout: 120_000});
          break;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const startSeconds = (performance.now() - started) / 1000;
    const marker = `Bench sentence ${Date.now()}.`;
    const saved = performance.now();
    fs.writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({timeout: 120_000});
    return {startSeconds, refreshSeconds: (performance.now() - saved) / 1000};
  } finally {
    fs.writeFileSync(file, original);
    await browser.close();
    if (server.pid) {
      // Wait for the exit: the next run starts a server on the same port.
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
  }
}

export interface LighthouseResult {
  /** The machine's speed as Lighthouse rates it (environment.benchmarkIndex). */
  readonly benchmarkIndex: number;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
}

interface Lhr {
  environment: {benchmarkIndex: number};
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
  runtimeError?: {message: string};
}

/** One Lighthouse run: mobile, default (simulated) throttling. */
function lighthouseOnce(url: string): LighthouseResult {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  const bin = path.resolve(import.meta.dirname, '..', 'node_modules/.bin/lighthouse');
  const run = spawnSync(
    bin,
    [
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {encoding: 'utf8', env: {...process.env, CHROME_PATH: CHROMIUM}},
  );
  if (!fs.existsSync(out)) throw new Error(`Lighthouse wrote no report for ${url}:\n${run.stderr.slice(-2000)}`);
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr;
  fs.rmSync(path.dirname(out), {recursive: true, force: true});
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Median of `runs` dev-server timings, figure by figure. */
export async function timeDevServer(siteDir: string, page: DevServerPage, runs: number): Promise<DevServerResult> {
  const results: DevServerResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await devServerOnce(siteDir, page));
  return {startSeconds: median(results.map((r) => r.startSeconds)), refreshSeconds: median(results.map((r) => r.refreshSeconds))};
}

/** Lighthouse's run again when it could not record the page's trace (NO_NAVSTART on a loaded machine): a measuring failure, not the page's. */
function lighthouseRetried(url: string, attempts = 3): LighthouseResult {
  for (let i = 1; ; i += 1) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      if (i >= attempts || !/NO_NAVSTART|recording the trace/i.test(String(error))) throw error;
      console.log(`  (Lighthouse run again: ${String(error).split('\n')[0]})`);
    }
  }
}

/** Median of `runs` Lighthouse runs, metric by metric. */
export function lighthouse(url: string, runs: number): LighthouseResult {
  const results = Array.from({length: runs}, () => lighthouseRetried(url));
  const keys = Object.keys(results[0]!) as (keyof LighthouseResult)[];
  return Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as unknown as LighthouseResult;
}
