/**
 * `npm run i18n:check` (after `npm run build`): fails, naming file or page,
 * when a locale misses a UI key, when an English content file has no
 * translation or its translation is stale, or when a built page still holds
 * English text. Prints a coverage table per locale.
 * Options: --locale <code> (repeatable), --all (list every problem).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {getProduct, products, productTitle, series} from '../../src/domain/catalog/index.ts';
import {defaultLocale, localeConfigs, locales} from '../../src/domain/locales.ts';
import {SECTIONS_TAG, docsRootOf, manualSections, sectionFile} from '../../src/domain/manuals.ts';
import {readSiteSettings} from '../../src/domain/site.ts';
import {checkKeys, type KeyReport} from './keys.ts';
import {englishTexts, findLeftovers, keepPattern, type Leftover} from './leftovers.ts';
import {readManifest, sourceFiles, sourceState, type SourceFile, type SourceState} from './translationState.ts';

const root = path.resolve(import.meta.dirname, '../..');
const build = path.join(root, 'build');
const {values} = parseArgs({options: {locale: {type: 'string', multiple: true}, all: {type: 'boolean', default: false}}});
const targets = (values.locale ?? locales.filter((l) => l !== defaultLocale));

if (!fs.existsSync(path.join(build, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const site = readSiteSettings();
// Words every language writes the same way: names, and the few loanwords the
// site's languages all use. Everything else on a translated page must differ.
const common = [
  ...products.flatMap((p) => [productTitle(p), p.name, ...p.references, ...p.aliases]),
  ...series.map((s) => s.name),
  site.brandName,
  // The brand's web address, as the manuals' manufacturer line writes it.
  new URL(site.brandUrl).host,
  ...site.social.map((l) => l.label),
  ...Object.values(localeConfigs).map((c) => c.label),
  'Blog',
  'Copyright',
];
// Words a language writes exactly as English does (checked by a native
// writer): flagging them would only teach people to ignore the check.
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: ['Problem', 'Motor', 'Tags'],
  es: ['Motor', 'manual', 'Base'],
  // The spec names the Italian footer column "Social".
  it: ['Base', 'Social'],
  fr: ['Contact', 'Archive', 'Tags'],
  nl: ['Contact', 'Type', 'Product', 'Frame', 'Motor', 'Tags', 'Model'],
};
const keepFor = (locale: string): RegExp => keepPattern([...common, ...(SAME_AS_ENGLISH[locale] ?? [])]);

/** The .html files below the folder, but for those under its subfolders named in `skip`. */
function htmlPages(dir: string, skip: readonly string[] = []): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.html') && !skip.includes(f.split(path.sep)[0]!))
    .map((f) => path.join(dir, f));
}

type Kind = 'manuals' | 'blog' | 'faq' | 'other';
const kindOfPage = (rel: string): Kind =>
  rel.startsWith('docs/') ? 'manuals' : rel.startsWith('blog/') ? 'blog' : rel.startsWith('faq') ? 'faq' : 'other';

/** The files an MDX page is made of: its relative imports and, for a manual, its sections, followed through partials. */
function dependencies(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const deps = [...text.matchAll(/^import\s+\w+\s+from\s+'(\.[^']+\.mdx?)'/gm)].map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)));
  const docs = docsRootOf(file);
  const product = /^---\n[\s\S]*?^product:\s*(\S+)\s*$[\s\S]*?^---$/m.exec(text)?.[1];
  if (docs && product && text.includes(`<${SECTIONS_TAG} />`)) {
    deps.push(...manualSections(getProduct(product)!).map((section) => `${docs.root}/${sectionFile(section)}`));
  }
  for (const dep of deps) if (!seen.has(dep) && fs.existsSync(path.join(root, dep))) dependencies(dep, seen);
  return seen;
}

/** The built page of a docs or pages source file, if it makes one. */
function pageOf(file: SourceFile): string | undefined {
  const base = path.posix.basename(file.source);
  if (base.startsWith('_') || file.source.includes('/_')) return undefined;
  if (file.kind === 'docs') {
    const id = file.source.replace(/^docs\//, '').replace(/\.mdx?$/, '');
    return `docs/${id === 'index' ? '' : id.replace(/(^|\/)index$/, '')}/index.html`.replace('//', '/');
  }
  if (file.kind === 'pages') return `${file.source.replace(/^src\/pages\//, '').replace(/\.mdx?$/, '')}/index.html`;
  return undefined;
}

const englishPages = new Map<string, ReadonlySet<string>>();

interface LocaleResult {
  readonly problems: string[];
  readonly coverage: Record<'manuals' | 'ui' | 'blog' | 'faq', number>;
}

const percent = (done: number, total: number): number => (total === 0 ? 100 : Math.floor((1000 * done) / total) / 10);

function checkLocale(locale: string, keys: KeyReport): LocaleResult {
  const problems: string[] = [...keys.problems];

  const manifest = readManifest(root, locale);
  const files = sourceFiles(root);
  const states = new Map<string, SourceState>(files.map((f) => [f.source, sourceState(root, locale, f, manifest)]));
  const advice: Record<Exclude<SourceState, 'fresh' | 'untranslated'>, string> = {
    missing: 'no translation',
    stale: 'translation is older than the English file (update it, then `npm run i18n:mark`)',
    unrecorded: 'translation not recorded as up to date (review it, then `npm run i18n:mark`)',
  };
  for (const file of files) {
    const state = states.get(file.source)!;
    if (state !== 'fresh' && state !== 'untranslated') problems.push(`i18n/${locale}/${file.target}: ${advice[state]} (source ${file.source})`);
  }

  const localeDir = path.join(build, locale);
  if (!fs.existsSync(localeDir)) {
    problems.push(`build/${locale}: not built`);
    return {problems, coverage: {manuals: 0, ui: 0, blog: 0, faq: 0}};
  }
  const keep = keepFor(locale);
  const leftovers = new Map<string, Leftover[]>();
  for (const file of htmlPages(localeDir, ['assets'])) {
    const rel = path.relative(localeDir, file).split(path.sep).join('/');
    const html = fs.readFileSync(file, 'utf8');
    if (/<meta http-equiv=["']?refresh/i.test(html)) continue; // client redirect page
    const englishFile = path.join(build, rel);
    let english = englishPages.get(rel);
    if (english === undefined) {
      english = englishTexts(fs.existsSync(englishFile) ? fs.readFileSync(englishFile, 'utf8') : undefined);
      englishPages.set(rel, english);
    }
    const found = findLeftovers(html, english, keep);
    if (found.length > 0) leftovers.set(rel, found);
    for (const l of found) problems.push(`build/${locale}/${rel}: ${l.reason} in <${l.where}>: "${l.text.slice(0, 120)}"`);
  }

  // A page is complete when its own text is translated and every file it is made from is fresh.
  const pages = htmlPages(localeDir, ['assets'])
    .map((f) => path.relative(localeDir, f).split(path.sep).join('/'))
    .filter((rel) => !/<meta http-equiv=["']?refresh/i.test(fs.readFileSync(path.join(localeDir, rel), 'utf8')));
  const pageSources = new Map<string, Set<string>>();
  for (const file of files) {
    const page = pageOf(file);
    if (page) pageSources.set(page, dependencies(file.source));
  }
  const blogFiles = files.filter((f) => f.kind === 'blog');
  const complete = (rel: string): boolean => {
    if (leftovers.has(rel)) return false;
    const deps = kindOfPage(rel) === 'blog' ? blogFiles.map((f) => f.source) : [...(pageSources.get(rel) ?? [])];
    return deps.every((d) => states.get(d) === 'fresh');
  };
  const share = (kind: Kind): number => {
    const ofKind = pages.filter((p) => kindOfPage(p) === kind);
    return percent(ofKind.filter(complete).length, ofKind.length);
  };
  const otherPagesClean = pages.filter((p) => kindOfPage(p) === 'other').every((p) => !leftovers.has(p));
  return {
    problems,
    coverage: {
      manuals: share('manuals'),
      ui: otherPagesClean ? percent(keys.present, keys.total) : Math.min(99.9, percent(keys.present, keys.total)),
      blog: share('blog'),
      faq: share('faq'),
    },
  };
}

// write-translations loads the whole site: two locales at a time keep both cores busy.
const keyReports = new Map<string, KeyReport>();
for (let i = 0; i < targets.length; i += 2) {
  const batch = targets.slice(i, i + 2);
  const reports = await Promise.all(batch.map((locale) => checkKeys(root, locale)));
  batch.forEach((locale, j) => keyReports.set(locale, reports[j]!));
}
const results = new Map(targets.map((locale) => [locale, checkLocale(locale, keyReports.get(locale)!)]));
let failed = false;
for (const [locale, {problems}] of results) {
  if (problems.length === 0) continue;
  failed = true;
  const shown = values.all ? problems : problems.slice(0, 25);
  console.error(`\n${locale}: ${problems.length} problem(s)`);
  console.error(shown.map((p) => `  ${p}`).join('\n'));
  if (shown.length < problems.length) console.error(`  … and ${problems.length - shown.length} more (--all lists them)`);
}

const columns = ['manual pages', 'UI strings', 'blog', 'FAQ'];
console.log(`\n${'locale'.padEnd(9)}${columns.map((c) => c.padStart(14)).join('')}`);
for (const [locale, {coverage}] of results) {
  const cells = [coverage.manuals, coverage.ui, coverage.blog, coverage.faq].map((v) => `${v.toFixed(1)} %`.padStart(14));
  console.log(`${locale.padEnd(9)}${cells.join('')}`);
}
if (failed) {
  console.error('\nTranslations incomplete: see the problems above.');
  process.exit(1);
}
console.log('\nEvery locale is completely translated.');
