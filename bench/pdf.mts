/**
 * Benchmark of the PDF manuals (npm run bench:pdf): renders all 94 × 7 PDFs
 * cold (empty cache), then again with nothing changed, through the plugin's
 * own job list and worker pool, and prints time and sizes.
 *
 * Options: --workers N (default: cores), --cache-dir DIR (default: the build's
 * cache, emptied first, so the next build reuses every PDF).
 * Results also go to bench/results/pdf-<date>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {defaultLocale, localeConfigs, locales} from '../src/domain/locales';
import {readSiteSettings} from '../src/domain/site';
import {generateLocale, localeJobs, median, type LocaleRun} from '../plugins/pdf/generate';
import {DEFAULT_OPTIONS} from '../plugins/pdf/options';
import {PdfWorkerPool} from '../plugins/pdf/pool';

const siteDir = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({
  options: {workers: {type: 'string'}, 'cache-dir': {type: 'string'}},
});
const workers = Number(values.workers ?? DEFAULT_OPTIONS.workers);
const cacheDir = path.resolve(siteDir, values['cache-dir'] ?? DEFAULT_OPTIONS.cacheDir);
const site = readSiteSettings();

async function pass(pool: PdfWorkerPool): Promise<{seconds: number; runs: LocaleRun[]}> {
  const started = performance.now();
  const runs: LocaleRun[] = [];
  for (const locale of locales) {
    const jobs = localeJobs(
      {
        siteDir,
        locale,
        defaultLocale,
        localeConfig: localeConfigs[locale],
        siteUrl: site.siteUrl,
        baseUrl: locale === defaultLocale ? '/' : `/${locale}/`,
        root: {url: site.siteUrl, baseUrl: '/'},
      },
      {
        brandName: site.brandName,
        brandUrl: site.brandUrl,
        cacheDir,
        docsRouteBasePath: DEFAULT_OPTIONS.docsRouteBasePath,
        contactRoute: DEFAULT_OPTIONS.contactRoute,
      },
    );
    const run = await generateLocale(pool, jobs);
    console.log(`  ${locale.padEnd(8)} rendered ${run.rendered}, reused ${run.reused}, ${run.seconds.toFixed(1)} s`);
    runs.push(run);
  }
  return {seconds: (performance.now() - started) / 1000, runs};
}

fs.rmSync(cacheDir, {recursive: true, force: true});
const pool = new PdfWorkerPool(workers, siteDir);
console.log(`PDF manuals: ${locales.length} locales, ${workers} worker(s), ${os.availableParallelism()} cores, cache ${path.relative(siteDir, cacheDir)}`);
console.log('Cold (empty cache):');
const cold = await pass(pool);
console.log('No change:');
const warm = await pass(pool);
await pool.close();

const results = cold.runs.flatMap((r) => r.results);
const sizes = results.map((r) => r.bytes);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const summary = {
  pdfs: results.length,
  workers,
  coldSeconds: Number(cold.seconds.toFixed(1)),
  medianMsPerPdf: Math.round(median(results.map((r) => r.ms))),
  noChangeSeconds: Number(warm.seconds.toFixed(1)),
  renderedWithoutChange: warm.runs.reduce((n, r) => n + r.rendered, 0),
  totalBytes: sizes.reduce((a, b) => a + b, 0),
  medianBytes: median(sizes),
  maxBytes: Math.max(...sizes),
};
console.log(`
all ${summary.pdfs} PDFs cold:  ${summary.coldSeconds} s (median ${summary.medianMsPerPdf} ms per PDF in a worker)
no-change rebuild:      ${summary.noChangeSeconds} s (${summary.renderedWithoutChange} rendered)
size total/median/max:  ${(summary.totalBytes / 1e6).toFixed(1)} MB / ${kB(summary.medianBytes)} / ${kB(summary.maxBytes)}`);
const out = path.join(siteDir, 'bench', 'results');
fs.mkdirSync(out, {recursive: true});
fs.writeFileSync(path.join(out, `pdf-${new Date().toISOString().slice(0, 10)}.json`), `${JSON.stringify(summary, null, 2)}\n`);
if (summary.renderedWithoutChange > 0) process.exitCode = 1;
