/**
 * `npm run build:locales`: the site `npm run build` makes, built one locale
 * per process (`docusaurus build --locale <l>`, each into its own folder) and
 * merged, as the deploy workflow's matrix builds it (.github/workflows/deploy.yml).
 * Each locale lands where the single build puts it (the default locale at the
 * root, the others in /<locale>/: docusaurus.config.ts states every locale's
 * baseUrl), then the merged site gets `_headers` and replaces the target
 * folder only when every step passed (the same steps as scripts/build.mts:
 * scripts/hosting/siteBuild.ts, publish.ts). Nothing else runs: the post-build
 * checks are `npm run check:build`.
 *
 *   tsx scripts/build-locales.mts [--locale en --locale de …] [--jobs 2] [--out-dir build] [--locales-dir .locale-builds]
 *       builds each locale (default: all) into <locales-dir>/<locale>/, merges them into --out-dir
 *   tsx scripts/build-locales.mts --build-only --locale de [--locales-dir DIR]
 *       one job of the matrix: builds, does not merge
 *   tsx scripts/build-locales.mts --merge-only DIR… [--locale …] [--out-dir build]
 *       the merge job: merges folders made by --build-only (the jobs' artifacts); fails unless
 *       they hold exactly the locales asked for (default: all)
 *
 * --jobs 2 builds two locales at once. Each process then gets its own generated-files folder
 * (DOCUSAURUS_GENERATED_FILES_DIR_NAME: .docusaurus/ holds the locale's config, routes and
 * data); the bundler's cache is per locale already, and the PDF cache and the product
 * drawings are safe to share (see plugins/pdf/generate.ts, plugins/catalog/drawings.ts).
 * That folder's path is part of Rspack's module ids, so with --jobs 2 the JavaScript bundles
 * differ from a single build's in those ids and hence in their hashed names; pages, search
 * indexes, PDFs and every other file stay the same. With --jobs 1, as in the deploy workflow
 * (one locale per job), the bundles are the same too (tests/locale-builds/run.mts).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {defaultLocale, isLocale, locales as allLocales} from '../src/domain/locales.ts';
import {publishBuild} from './hosting/publish.ts';
import {docusaurusBin, untranslatedPages, writeHeadersFile} from './hosting/siteBuild.ts';

const siteDir = path.resolve(import.meta.dirname, '..');

/** The locales a folder made by `docusaurus build --locale <l>` holds: the default one at its root, any other in /<locale>/. */
export function localesIn(dir: string): string[] {
  return allLocales.filter((locale) => fs.existsSync(path.join(dir, locale === defaultLocale ? '' : locale, 'index.html')));
}

/**
 * Merges per-locale builds into `into`, as one multi-locale build lays them
 * out. They never share a file (a locale writes only below its own base), so
 * a file two of them hold is an error rather than a choice of one.
 * @returns the locales merged
 */
export function mergeLocaleBuilds(dirs: readonly string[], into: string, expected: readonly string[]): string[] {
  const found = new Map<string, string>();
  for (const dir of dirs) {
    const held = localesIn(dir);
    if (held.length === 0) throw new Error(`${dir} holds no locale's build (no index.html at its root or in /<locale>/)`);
    for (const locale of held) {
      if (found.has(locale)) throw new Error(`locale ${locale} is in both ${found.get(locale)} and ${dir}`);
      found.set(locale, dir);
    }
  }
  const missing = expected.filter((l) => !found.has(l));
  const extra = [...found.keys()].filter((l) => !expected.includes(l));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`the builds hold ${[...found.keys()].join(', ')}; expected ${expected.join(', ')}`);
  }
  fs.mkdirSync(into, {recursive: true});
  for (const dir of dirs) {
    try {
      fs.cpSync(dir, into, {recursive: true, force: false, errorOnExist: true});
    } catch (error) {
      throw new Error(`merging ${dir}: ${(error as Error).message}`, {cause: error});
    }
  }
  return allLocales.filter((l) => found.has(l));
}

/** `docusaurus build --locale <locale>` into `outDir`, its output lines prefixed with the locale. */
function buildLocale(locale: string, outDir: string, ownGeneratedDir: boolean): Promise<{locale: string; ok: boolean; seconds: number}> {
  const started = performance.now();
  fs.rmSync(outDir, {recursive: true, force: true});
  const env = {...process.env};
  // Two builds at once must not write the same .docusaurus/ files.
  if (ownGeneratedDir) env.DOCUSAURUS_GENERATED_FILES_DIR_NAME = `.docusaurus/build-locales/${locale}`;
  const child = spawn(docusaurusBin(siteDir), ['build', '--locale', locale, '--out-dir', outDir], {cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe']});
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({input: stream}).on('line', (line) => out.write(`[${locale}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({locale, ok: code === 0, seconds: (performance.now() - started) / 1000}));
    child.on('error', (error) => {
      console.error(`[${locale}] ${error.message}`);
      resolve({locale, ok: false, seconds: 0});
    });
  });
}

/** Builds the locales, `jobs` at a time; after a failure no new locale starts. */
async function buildLocales(locales: readonly string[], localesDir: string, jobs: number): Promise<boolean> {
  const queue = [...locales];
  let failed = false;
  const worker = async (): Promise<void> => {
    for (let locale = queue.shift(); locale !== undefined && !failed; locale = queue.shift()) {
      const result = await buildLocale(locale, path.join(localesDir, locale), jobs > 1);
      console.log(`[${locale}] ${result.ok ? 'built' : 'FAILED'} in ${result.seconds.toFixed(0)} s`);
      if (!result.ok) failed = true;
    }
  };
  await Promise.all(Array.from({length: Math.min(jobs, locales.length)}, worker));
  return !failed;
}

async function main(): Promise<number> {
  const {values, positionals} = parseArgs({
    options: {
      locale: {type: 'string', multiple: true},
      jobs: {type: 'string', default: '1'},
      'out-dir': {type: 'string', default: 'build'},
      'locales-dir': {type: 'string', default: '.locale-builds'},
      'build-only': {type: 'boolean', default: false},
      'merge-only': {type: 'boolean', default: false},
    },
    allowPositionals: true,
  });
  const locales = values.locale ?? allLocales;
  const unknown = locales.filter((l) => !isLocale(l));
  const jobs = Number(values.jobs);
  if (
    unknown.length > 0 ||
    !Number.isInteger(jobs) ||
    jobs < 1 ||
    (values['build-only'] && values['merge-only']) ||
    (positionals.length > 0 && !values['merge-only'])
  ) {
    console.error(
      `Usage: build-locales.mts [--locale <${allLocales.join('|')}>…] [--jobs N] [--out-dir build] [--locales-dir DIR] [--build-only | --merge-only DIR…]` +
        (unknown.length > 0 ? `\nUnknown locale(s): ${unknown.join(', ')}` : ''),
    );
    return 2;
  }
  const finalDir = path.resolve(siteDir, values['out-dir']);
  const localesDir = path.resolve(siteDir, values['locales-dir']);
  const target = `${path.relative(siteDir, finalDir) || '.'}/`;

  let inputs = positionals.map((dir) => path.resolve(dir));
  if (!values['merge-only']) {
    // As scripts/build.mts: a locale without a page English has would show it in English.
    const untranslated = untranslatedPages(siteDir, locales);
    if (untranslated.length > 0) {
      console.error(`${untranslated.join('\n')}\n\nThe build stopped: ${untranslated.length} page(s) have no translation.`);
      return 1;
    }
    const started = performance.now();
    if (!(await buildLocales(locales, localesDir, jobs))) {
      console.error(`\nA locale failed to build: ${target} was left as it was.`);
      return 1;
    }
    console.log(
      `${locales.length} locale(s) built in ${((performance.now() - started) / 1000).toFixed(0)} s, ${jobs} at a time, into ${path.relative(siteDir, localesDir)}/<locale>/`,
    );
    if (values['build-only']) return 0;
    inputs = locales.map((l) => path.join(localesDir, l));
  }

  let merged: string[] = [];
  let inline = 0;
  const published = publishBuild(finalDir, {
    build(dir) {
      merged = mergeLocaleBuilds(inputs, dir, locales);
      return true;
    },
    finish(dir) {
      inline = writeHeadersFile(dir);
    },
  });
  if (!published) return 1;
  console.log(`Merged ${merged.join(', ')} into ${target} (${inline} inline script(s) allowed by hash in _headers).`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Ctrl+C reaches the builds too; staying alive until they have stopped lets the temporary folder be removed.
  process.on('SIGINT', () => undefined);
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
