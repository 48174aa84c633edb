/**
 * The per-locale builds of the deploy workflow make the site a single build
 * makes. Builds en and de twice, as `npm run build` does (one
 * `docusaurus build --locale en --locale de`) and as `npm run build:locales`
 * does (one process per locale, one after the other, as each job of the
 * matrix builds its locale alone; merged), then checks:
 * - scripts/compare-builds.mts: the same files, pages (visible text), search
 *   indexes and PDFs byte for byte, every other file byte for byte;
 * - each locale's sitemap.xml in both, listing the same URLs, every one a built page;
 * - `_headers`: the same rules, allowing every inline script of the merged pages;
 * - the JavaScript and CSS bundles, which compare-builds only counts: the same
 *   contents once the offline plugin's version stamp is left out. That stamp
 *   (plugins/offline/index.ts: the time the locale's build started) is the one
 *   difference, and it differs between any two builds: it changes main.js and
 *   so its hashed name, which the pages name.
 * Two locales keep it short (about a minute with the caches of `npm run build`).
 * Usage: npm run test:locale-builds   (builds in .locale-builds/test/, removed when every check passed)
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {defaultLocale, locales} from '../../src/domain/locales.ts';
import {listFiles} from '../../scripts/checks/builtPages.ts';
import {inlineScripts, parseHeadersFile, scriptHash} from '../../scripts/hosting/headers.ts';

const siteDir = path.resolve(import.meta.dirname, '../..');
const LOCALES = ['en', 'de'];
const work = path.join(siteDir, '.locale-builds/test');
const single = path.join(work, 'single');
const merged = path.join(work, 'merged');
const tsx = path.join(siteDir, 'node_modules/.bin/tsx');
const localeArgs = LOCALES.flatMap((l) => ['--locale', l]);

function run(what: string, args: string[]): void {
  console.log(`\n$ ${what}`);
  const started = performance.now();
  const result = spawnSync(tsx, args, {cwd: siteDir, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status})`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

fs.rmSync(work, {recursive: true, force: true});
run('single build of en + de', ['scripts/build.mts', '--out-dir', single, ...localeArgs]);
// Not --jobs 2: two builds at once each need their own generated-files folder, whose path is in
// the bundler's module ids, so their bundles differ in those ids (their pages, indexes and PDFs do not).
run('per-locale builds of en and de, merged', ['scripts/build-locales.mts', '--out-dir', merged, '--locales-dir', path.join(work, 'locales'), ...localeArgs]);

const results: {name: string; error?: string}[] = [];
function check(name: string, body: () => void): void {
  try {
    body();
    results.push({name});
  } catch (error) {
    results.push({name, error: error instanceof Error ? error.message : String(error)});
  }
}

check('compare-builds: same files, pages, search indexes, PDFs and other files', () => {
  console.log('\n$ tsx scripts/compare-builds.mts single merged');
  const result = spawnSync(tsx, ['scripts/compare-builds.mts', single, merged], {cwd: siteDir, stdio: 'inherit'});
  assert.equal(result.status, 0, 'compare-builds found differences (listed above)');
});

const base = (locale: string): string => (locale === defaultLocale ? '' : `${locale}/`);
const sitemapUrls = (dir: string, locale: string): string[] => {
  const file = path.join(dir, base(locale), 'sitemap.xml');
  assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is missing`);
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
};
for (const locale of LOCALES) {
  check(`sitemap of ${locale}: in both, the same URLs, each a built page`, () => {
    const [a, b] = [sitemapUrls(single, locale), sitemapUrls(merged, locale)];
    assert.ok(b.length > 100, `${locale}: only ${b.length} URL(s) in the merged sitemap`);
    assert.deepEqual(b, a);
    const missing = b.filter((url) => {
      const file = decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
      return (
        !fs.existsSync(path.join(merged, file, 'index.html')) && !fs.existsSync(path.join(merged, `${file}.html`)) && !fs.existsSync(path.join(merged, file))
      );
    });
    assert.deepEqual(missing, [], `${locale}: sitemap URLs without a page`);
  });
}

check('_headers: the same rules, allowing every inline script of the merged site', () => {
  const rules = (dir: string) => parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  const ours = rules(merged);
  assert.deepEqual(ours, rules(single));
  const patterns = ours.map((r) => r.pattern);
  for (const locale of locales) {
    for (const p of [`/${base(locale)}assets/*`, `/${base(locale)}search-index.*.json`]) assert.ok(patterns.includes(p), `no rule for ${p}`);
  }
  const policy = ours.find((r) => r.pattern === '/*')?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  const scripts = new Set(
    listFiles(merged)
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => inlineScripts(fs.readFileSync(path.join(merged, f), 'utf8')).map(scriptHash)),
  );
  assert.ok(scripts.size > 0, 'no inline script found');
  for (const hash of scripts) assert.ok(policy.includes(hash), `the policy does not allow inline script ${hash}`);
});

check('bundles: the same JavaScript and CSS but for the offline version stamp', () => {
  const bundles = (dir: string): string[] =>
    listFiles(dir)
      .filter((f) => /(^|\/)assets\/(js|css)\//.test(f))
      .map((f) => {
        const text = fs.readFileSync(path.join(dir, f), 'utf8').replace(/"version":"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"version":"*"');
        return `${path.dirname(f)} ${crypto.createHash('sha256').update(text).digest('hex')}`;
      })
      .sort();
  const [a, b] = [bundles(single), bundles(merged)];
  assert.ok(a.length > 0, 'no bundle found');
  assert.deepEqual(b, a);
});

console.log('');
for (const r of results) console.log(`${r.error ? 'not ok' : 'ok'} - ${r.name}${r.error ? `\n    ${r.error.split('\n').join('\n    ')}` : ''}`);
const failed = results.filter((r) => r.error).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
if (failed > 0) {
  console.log(`The builds stay in ${path.relative(siteDir, work)}/ for a look.`);
  process.exit(1);
}
fs.rmSync(work, {recursive: true, force: true});
