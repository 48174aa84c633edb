/**
 * `npm run bench`: our site against a stock Docusaurus classic site built
 * from the same English manuals (bench/stock-site.mts), in one run on the
 * same machine. Prints figures and their ratio to stock; asserts nothing.
 *
 *   npm run bench                          everything (two full builds, Lighthouse ×3)
 *   npm run bench -- --skip-build          reuse build/ and the stock build from the last run
 *   npm run bench -- --skip-lighthouse     builds and first-load JS only
 *   npm run bench -- --runs 1 --locales it --pages home,manual
 *   npm run bench -- --skip-stock          our figures only
 *   npm run bench -- --skip-dev            no dev-server timings
 *   npm run bench -- --dev-only            dev-server timings only: no build, Lighthouse or first-load JS
 *                                          (the stock site is generated anew unless --skip-build)
 *
 * Lighthouse also measures stock's one-line Markdown page ("empty"): what the
 * framework scores with next to no content, the floor under every page.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createStockSite} from './stock-site.mts';
import {
  firstLoadJs,
  lighthouse,
  renderBlockingCss,
  timeBuild,
  timeDevServer,
  type BuildResult,
  type DevServerResult,
  type LighthouseResult,
} from './measure.mts';

const root = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'skip-stock': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'skip-dev': {type: 'boolean', default: false},
    'dev-only': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    locales: {type: 'string', default: 'it,zh-Hant'},
    pages: {type: 'string', default: 'home,finder,category,manual,faq,search,empty'},
    'stock-dir': {type: 'string', default: path.join(os.tmpdir(), 'ride-on-manuals-stock-docusaurus')},
  },
});

/** The pages Lighthouse measures on each site: stock has no search page, only stock has the template's Markdown page. */
const PAGES: Record<string, {readonly path: string; readonly ours: boolean; readonly stock: boolean}> = {
  home: {path: '/', ours: true, stock: true},
  finder: {path: '/docs/', ours: true, stock: true},
  category: {path: '/docs/category/flow', ours: true, stock: true},
  manual: {path: '/docs/flow/125-770', ours: true, stock: true},
  faq: {path: '/faq', ours: true, stock: true},
  search: {path: '/search?q=flow', ours: true, stock: false},
  empty: {path: '/markdown-page', ours: false, stock: true},
};

interface SiteResults {
  build?: BuildResult;
  /** Ours again with the PDFs of the first build kept (still no Rspack cache). */
  rebuild?: BuildResult;
  /** After a sentence added to one English manual: ours with the PDFs kept, stock as it builds any change. */
  edited?: BuildResult;
  /** Ours: one locale alone with its PDFs restored, as a job of the deploy workflow. */
  localeJob?: BuildResult;
  js: Record<string, number>;
  /** Render-blocking stylesheets, gzip bytes, by page. */
  css: Record<string, number>;
  lighthouse: Record<string, LighthouseResult>;
  /** `docusaurus start --locale it`: to the manual page, and from a save to the refreshed page. */
  dev?: DevServerResult;
}

/** The page the dev-server timing opens, and the file an Italian editor saves for it (stock has no translations). */
const DEV_PAGE = {
  locale: 'it',
  urlPath: '/it/docs/flow/125-770',
  ours: 'i18n/it/docusaurus-plugin-content-docs/current/flow/125-770.mdx',
  stock: 'docs/flow/125-770.mdx',
};

/** The manual an editor changes before "rebuild after an edit" (the same file on both sites; no page Lighthouse opens). */
const EDITED_MANUAL = 'docs/flow/125.mdx';
/** The locale of "one locale's job". */
const JOB_LOCALE = 'it';
/** Where those two builds go: build/ keeps the full build that is served and measured. */
const extraOut = path.join(os.tmpdir(), 'ride-on-manuals-bench-extra-build');

/** Runs `body` with a sentence added to a manual, then restores the file. */
function withEditedManual<T>(file: string, body: () => T): T {
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${original.trimEnd()}\n\nA sentence added for the benchmark.\n`);
  try {
    return body();
  } finally {
    fs.writeFileSync(file, original);
  }
}

const stockDir = values['stock-dir'];
const sites: readonly {readonly name: 'ours' | 'stock'; readonly dir: string; readonly port: number}[] = [
  {name: 'ours', dir: root, port: 4190},
  ...(values['skip-stock'] ? [] : [{name: 'stock', dir: stockDir, port: 4191} as const]),
];
const results: Record<string, SiteResults> = {};

function serve(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'scripts/serve.mts'), '--port', String(port), '--host', '127.0.0.1', '--dir', path.join(dir, 'build')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    server.stdout.once('data', () => resolve(server));
    server.once('exit', (code) => reject(new Error(`server for ${dir} exited with ${code}`)));
  });
}

const localePrefix = (locale: string): string => (locale === 'en' ? '' : `/${locale}`);

/** First-load JS and Lighthouse on a site's build/, served as a host would. */
async function measureBuilt(site: (typeof sites)[number], result: SiteResults): Promise<void> {
  const server = await serve(site.dir, site.port);
  try {
    const base = `http://127.0.0.1:${site.port}`;
    for (const [name, urlPath] of [
      ['home', '/it/'],
      ['manual', '/it/docs/flow/125-770'],
    ] as const) {
      result.js[name] = await firstLoadJs(`${base}${urlPath}`);
    }
    for (const [name, urlPath] of [
      ['home', '/it/'],
      ['manual', '/it/docs/flow/125-770'],
      ['category', '/it/docs/category/flow'],
    ] as const) {
      result.css[name] = await renderBlockingCss(`${base}${urlPath}`);
    }
    if (!values['skip-lighthouse']) {
      for (const locale of values.locales.split(',')) {
        for (const name of values.pages.split(',')) {
          const page = PAGES[name];
          if (!page) throw new Error(`--pages: unknown page "${name}" (${Object.keys(PAGES).join(', ')})`);
          if (!page[site.name]) continue;
          const url = `${base}${localePrefix(locale)}${page.path}`;
          process.stdout.write(`  Lighthouse ×${values.runs} ${site.name} ${url}\n`);
          result.lighthouse[`${locale} ${name}`] = lighthouse(url, Number(values.runs));
        }
      }
    }
  } finally {
    server.kill();
  }
}

for (const site of sites) {
  const result: SiteResults = {js: {}, css: {}, lighthouse: {}};
  results[site.name] = result;
  if (values['dev-only']) {
    if (site.name === 'stock' && !values['skip-build']) {
      console.log(`Generating the stock site in ${stockDir}…`);
      createStockSite(stockDir);
    }
  } else if (!values['skip-build']) {
    if (site.name === 'stock') {
      console.log(`Generating the stock site in ${stockDir}…`);
      createStockSite(stockDir);
    }
    console.log(`Building ${site.name} (all locales)…`);
    result.build = timeBuild(site.dir);
    console.log(`  ${result.build.seconds.toFixed(0)} s (${result.build.cpuSeconds.toFixed(0)} s CPU), peak ${result.build.peakMiB.toFixed(0)} MiB`);
    if (site.name === 'ours') {
      console.log('Building ours again, PDFs unchanged…');
      result.rebuild = timeBuild(site.dir, {keepPdfs: true});
      console.log(`  ${result.rebuild.seconds.toFixed(0)} s (${result.rebuild.cpuSeconds.toFixed(0)} s CPU)`);
    }
    console.log(`Building ${site.name} after editing ${EDITED_MANUAL}${site.name === 'ours' ? ', PDFs of the last build kept' : ''}…`);
    result.edited = withEditedManual(path.join(site.dir, EDITED_MANUAL), () => timeBuild(site.dir, {keepPdfs: true, outDir: extraOut}));
    console.log(`  ${result.edited.seconds.toFixed(0)} s (${result.edited.pdfsRendered} PDF(s) rendered)`);
    if (site.name === 'ours') {
      console.log(`Building ours' ${JOB_LOCALE} alone, as a deploy job with its PDF cache restored…`);
      result.localeJob = timeBuild(site.dir, {keepPdfs: true, locale: JOB_LOCALE, outDir: extraOut});
      console.log(`  ${result.localeJob.seconds.toFixed(0)} s (${result.localeJob.pdfsRendered} PDF(s) rendered)`);
    }
    fs.rmSync(extraOut, {recursive: true, force: true});
  } else if (!fs.existsSync(path.join(site.dir, 'build', 'index.html'))) {
    throw new Error(`--skip-build: no build in ${site.dir}; run the bench once without it`);
  }

  if (!values['dev-only']) await measureBuilt(site, result);
  if (!values['skip-dev']) {
    console.log(`  dev server ${site.name}: docusaurus start --locale ${DEV_PAGE.locale}, then a save`);
    const page = {locale: DEV_PAGE.locale, port: site.port + 10, urlPath: DEV_PAGE.urlPath, file: path.join(site.dir, DEV_PAGE[site.name])};
    result.dev = await timeDevServer(site.dir, page, Number(values.runs));
  }
}

// Print: each figure for ours, stock, and ours / stock.
const ours = results.ours!;
const stock = results.stock;
const ratio = (a: number | undefined, b: number | undefined): string =>
  a === undefined || b === undefined || b === 0 || Number.isNaN(a) || Number.isNaN(b) ? '–' : `${(a / b).toFixed(2)}×`;
const fmt = (v: number | undefined, digits = 0): string => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));
const row = (cells: string[]): string => `| ${cells.join(' | ')} |`;

if (!values['dev-only']) {
  console.log('\n## Build (all seven locales)\n');
  console.log(row(['figure', 'ours', 'stock', 'ours/stock']));
  console.log(row(['---', '---:', '---:', '---:']));
  console.log(row(['build time (s)', fmt(ours.build?.seconds), fmt(stock?.build?.seconds), ratio(ours.build?.seconds, stock?.build?.seconds)]));
  console.log(
    row(['build time, PDFs unchanged (s)', fmt(ours.rebuild?.seconds), fmt(stock?.build?.seconds), ratio(ours.rebuild?.seconds, stock?.build?.seconds)]),
  );
  console.log(
    row([
      "rebuild after editing one manual's English text, PDFs kept (s)",
      fmt(ours.edited?.seconds),
      fmt(stock?.edited?.seconds),
      ratio(ours.edited?.seconds, stock?.edited?.seconds),
    ]),
  );
  console.log(
    row([
      `one locale's deploy job (--locale ${JOB_LOCALE}, PDFs restored) vs stock's all-locale build (s)`,
      fmt(ours.localeJob?.seconds),
      fmt(stock?.build?.seconds),
      ratio(ours.localeJob?.seconds, stock?.build?.seconds),
    ]),
  );
  console.log(row(['build CPU time (s)', fmt(ours.build?.cpuSeconds), fmt(stock?.build?.cpuSeconds), ratio(ours.build?.cpuSeconds, stock?.build?.cpuSeconds)]));
  console.log(row(['peak memory (MiB)', fmt(ours.build?.peakMiB), fmt(stock?.build?.peakMiB), ratio(ours.build?.peakMiB, stock?.build?.peakMiB)]));
  for (const name of Object.keys(ours.js)) {
    const a = ours.js[name];
    const b = stock?.js[name];
    console.log(row([`first-load JS, ${name} /it/ (gzip KiB)`, fmt(a! / 1024, 1), fmt(b === undefined ? undefined : b / 1024, 1), ratio(a, b)]));
  }
  for (const name of Object.keys(ours.css)) {
    const a = ours.css[name];
    const b = stock?.css[name];
    console.log(row([`render-blocking CSS, ${name} /it/ (gzip KiB)`, fmt(a! / 1024, 1), fmt(b === undefined ? undefined : b / 1024, 1), ratio(a, b)]));
  }
}

if (ours.dev) {
  console.log(`\n## Editors: dev server (docusaurus start --locale ${DEV_PAGE.locale}, bundler cache emptied), median of ${values.runs}\n`);
  console.log(row(['figure', 'ours', 'stock', 'ours/stock']));
  console.log(row(['---', '---:', '---:', '---:']));
  console.log(
    row([
      `start to ${DEV_PAGE.urlPath} shown (s)`,
      fmt(ours.dev.startSeconds, 1),
      fmt(stock?.dev?.startSeconds, 1),
      ratio(ours.dev.startSeconds, stock?.dev?.startSeconds),
    ]),
  );
  console.log(
    row([
      'save of the manual to the refreshed page (s)',
      fmt(ours.dev.refreshSeconds, 1),
      fmt(stock?.dev?.refreshSeconds, 1),
      ratio(ours.dev.refreshSeconds, stock?.dev?.refreshSeconds),
    ]),
  );
  console.log(
    `\nOurs saves the page's Italian file (${DEV_PAGE.ours}): a save under i18n/${DEV_PAGE.locale}/ makes Docusaurus reload the whole site,`,
    `not only the docs. Stock, with no translations, saves its English file (${DEV_PAGE.stock}).`,
  );
}

const measuredPages = [...new Set([...Object.keys(ours.lighthouse), ...Object.keys(stock?.lighthouse ?? {})])];
if (measuredPages.length > 0) {
  const indexes = Object.values(results).flatMap((r) => Object.values(r.lighthouse).map((l) => l.benchmarkIndex));
  console.log(`\n## Lighthouse 12, mobile, median of ${values.runs} (ours, stock in brackets, ours/stock for LCP, TBT and bytes)\n`);
  console.log(`Machine: Lighthouse benchmarkIndex ${fmt(Math.min(...indexes))}–${fmt(Math.max(...indexes))} over the runs.\n`);
  console.log(row(['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'KiB']));
  console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
  for (const page of measuredPages) {
    const a = ours.lighthouse[page];
    const b = stock?.lighthouse[page];
    const both = (x: number | undefined, y: number | undefined, digits = 0): string =>
      y === undefined ? fmt(x, digits) : `${fmt(x, digits)} (${fmt(y, digits)})`;
    console.log(
      row([
        page,
        both(a?.performance, b?.performance),
        both(a?.accessibility, b?.accessibility),
        both(a?.bestPractices, b?.bestPractices),
        both(a?.seo, b?.seo),
        `${both(a?.lcpMs, b?.lcpMs)} ${ratio(a?.lcpMs, b?.lcpMs)}`,
        `${both(a?.tbtMs, b?.tbtMs)} ${ratio(a?.tbtMs, b?.tbtMs)}`,
        both(a?.cls, b?.cls, 3),
        `${both(a === undefined ? undefined : a.bytes / 1024, b === undefined ? undefined : b.bytes / 1024)} ${ratio(a?.bytes, b?.bytes)}`,
      ]),
    );
  }
}
if (!values['dev-only']) {
  console.log("\nBuilds run without Rspack's persistent cache; the first starts from nothing: ours renders all 658 PDFs (npm run bench:pdf times them alone).");
  console.log('"PDFs unchanged" builds ours again with the PDFs of the first build, as after an edit that changes no manual.');
  console.log(
    `"editing one manual" adds a sentence to ${EDITED_MANUAL}: ours renders that manual's English PDF only (the PDF cache as CI restores it), stock builds as always.`,
  );
  console.log(`"one locale's deploy job" is what each job of .github/workflows/deploy.yml runs; the seven run side by side.`);
  console.log('"empty" is stock\'s one-line Markdown page: the framework alone, with next to no content.');
}
console.log(
  '\nTargets: Performance ≥ 98 and LCP, TBT ≤ stock on every page; Accessibility, Best Practices and SEO = 100; first-load JS ≤ 0.8× stock;',
  'render-blocking CSS and page weight ≤ stock on manual and category pages;',
  'build time and peak memory ≤ 1.25× stock; dev server start and refresh ≤ 1.1× stock.',
);

const out = path.join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.mkdirSync(path.dirname(out), {recursive: true});
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`Raw figures: ${path.relative(root, out)}`);
