/**
 * Checks what search engines read on every page of build/ (all locales):
 * title, meta description, canonical URL, hreflang alternates for all seven
 * locales plus x-default that point back, the sitemaps, and the JSON-LD of
 * every manual (HowTo, Product) and of the FAQ (FAQPage) in every locale.
 * Usage: tsx scripts/check-seo.mts [--dir build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {products} from '../src/domain/catalog/index.ts';
import {defaultLocale, localeConfigs, locales, type Locale} from '../src/domain/locales.ts';
import {readSiteSettings} from '../src/domain/site.ts';
import {localizedPath, splitLocale} from '../src/domain/alternates.ts';
import type {BuiltPage} from './checks/builtPages.ts';
import {loadBuild} from './checks/builtPages.ts';
import {blocksOfType, checkJsonLd} from './checks/structuredData.ts';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const buildDir = path.resolve(import.meta.dirname, '..', values.dir);
const settings = readSiteSettings();
const origin = new URL(settings.siteUrl).origin;
const {pages} = loadBuild(buildDir);

const problems: string[] = [];
const report = (page: BuiltPage | string, message: string): void => {
  problems.push(`${typeof page === 'string' ? page : page.file}: ${message}`);
};
const absolute = (urlPath: string): string => new URL(urlPath, origin).href;
const htmlLangs = new Set<string>([...locales.map((l) => localeConfigs[l].htmlLang), 'x-default']);

// Not-found pages and forwarding pages (noindex) are not for search engines.
const indexable = pages.filter((p) => !p.noindex && !/(^|\/)404\.html$/.test(p.file));
const byUrl = new Map(indexable.map((p) => [absolute(p.urlPath), p]));

for (const page of indexable) {
  const url = absolute(page.urlPath);
  const {locale} = splitLocale(page.urlPath);
  const lang = localeConfigs[locale].htmlLang;
  if (page.lang !== lang) report(page, `<html lang="${page.lang}">, expected "${lang}"`);
  if (page.title === '') report(page, 'empty <title>');
  if (!page.description?.trim()) report(page, 'no meta description');
  if (page.canonical !== url) report(page, `canonical is ${page.canonical ?? 'missing'}, expected ${url}`);

  const alternates = new Map<string, string>();
  for (const {hreflang, href} of page.alternates) {
    if (alternates.has(hreflang)) report(page, `hreflang="${hreflang}" twice`);
    alternates.set(hreflang, href);
  }
  const missing = [...htmlLangs].filter((l) => !alternates.has(l));
  const extra = [...alternates.keys()].filter((l) => !htmlLangs.has(l));
  if (missing.length > 0) report(page, `no hreflang alternate for ${missing.join(', ')}`);
  if (extra.length > 0) report(page, `unexpected hreflang ${extra.join(', ')}`);
  if (alternates.get(lang) !== url) report(page, `hreflang="${lang}" is ${alternates.get(lang)}, expected itself (${url})`);
  if (alternates.get('x-default') !== alternates.get(localeConfigs[defaultLocale].htmlLang)) {
    report(page, "x-default is not the default locale's page");
  }
  for (const [hreflang, href] of alternates) {
    if (hreflang === 'x-default' || href === url) continue;
    const other = byUrl.get(href);
    if (!other) report(page, `hreflang="${hreflang}" points to ${href}, which is no indexable page of the build`);
    else if (!other.alternates.some((a) => a.hreflang === lang && a.href === url)) {
      report(page, `hreflang="${hreflang}" page ${href} does not point back with hreflang="${lang}"`);
    }
  }

  for (const block of page.jsonLd) {
    for (const problem of checkJsonLd(block)) report(page, `JSON-LD ${problem}`);
  }
}

// Each locale's sitemap must reach every indexable page of every locale
// (its own pages as <loc>, the others through their hreflang links).
const sitemapUrls = (xml: string): {locs: string[]; all: Set<string>} => {
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const links = [...xml.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return {locs, all: new Set([...locs, ...links])};
};
for (const locale of locales) {
  const file = path.join(locale === defaultLocale ? '' : locale, 'sitemap.xml');
  if (!fs.existsSync(path.join(buildDir, file))) {
    report(file, 'missing');
    continue;
  }
  const {locs, all} = sitemapUrls(fs.readFileSync(path.join(buildDir, file), 'utf8'));
  for (const loc of locs) if (!byUrl.has(loc)) report(file, `lists ${loc}, which is no indexable page of the build`);
  const unlisted = [...byUrl.keys()].filter((u) => !all.has(u));
  if (unlisted.length > 0) {
    report(file, `misses ${unlisted.length} page(s), e.g. ${unlisted.slice(0, 3).join(', ')}`);
  }
}

// Structured data: HowTo and Product on every manual, FAQPage on every FAQ.
const pageAt = (locale: Locale, urlPath: string): BuiltPage | undefined => byUrl.get(absolute(localizedPath(locale, urlPath)));
let manualsChecked = 0;
for (const locale of locales) {
  const lang = localeConfigs[locale].htmlLang;
  for (const product of products) {
    const urlPath = `/docs${product.path}`;
    const page = pageAt(locale, urlPath);
    if (!page) {
      report(localizedPath(locale, urlPath), 'manual page missing');
      continue;
    }
    manualsChecked++;
    const [howTo, ...moreHowTos] = blocksOfType(page.jsonLd, 'HowTo');
    const [item, ...moreProducts] = blocksOfType(page.jsonLd, 'Product');
    if (!howTo || moreHowTos.length > 0) report(page, `expected one HowTo, found ${moreHowTos.length + (howTo ? 1 : 0)}`);
    else if (howTo.inLanguage !== lang) report(page, `HowTo inLanguage is ${String(howTo.inLanguage)}, expected ${lang}`);
    if (!item || moreProducts.length > 0) {
      report(page, `expected one Product, found ${moreProducts.length + (item ? 1 : 0)}`);
      continue;
    }
    const [reference] = product.references;
    if (!String(item.name).includes(product.name)) report(page, `Product name "${String(item.name)}" is not ${product.name}`);
    if ((item.brand as {name?: unknown} | undefined)?.name !== settings.brandName) report(page, 'Product brand is not the brand');
    if (item.sku !== reference || item.mpn !== reference) {
      report(page, `Product sku/mpn ${String(item.sku)}/${String(item.mpn)}, expected the catalog reference ${reference ?? '(none)'}`);
    }
  }
  const faq = pageAt(locale, '/faq');
  if (!faq) {
    report(localizedPath(locale, '/faq'), 'FAQ page missing');
    continue;
  }
  const [faqPage] = blocksOfType(faq.jsonLd, 'FAQPage');
  if (!faqPage) {
    report(faq, 'no FAQPage JSON-LD');
    continue;
  }
  if (faqPage.inLanguage !== lang) report(faq, `FAQPage inLanguage is ${String(faqPage.inLanguage)}, expected ${lang}`);
  // The questions must be the ones the visitor reads, in the page's language.
  const questions = ((faqPage.mainEntity as {name?: unknown}[] | undefined) ?? []).map((q) => q.name);
  if (JSON.stringify(questions) !== JSON.stringify(faq.h2s)) {
    report(faq, `FAQPage questions ${JSON.stringify(questions)} differ from the page's questions ${JSON.stringify(faq.h2s)}`);
  }
}

console.log(
  `SEO: ${indexable.length} indexable pages (${pages.length - indexable.length} not-found or noindex), ` +
    `${locales.length} sitemaps, ${manualsChecked} manuals and ${locales.length} FAQs with structured data.`,
);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):`);
  for (const p of problems.slice(0, 200)) console.error(`  ${p}`);
  if (problems.length > 200) console.error(`  … and ${problems.length - 200} more`);
  process.exit(1);
}
console.log('Every page has title, description, canonical and reciprocal hreflang; structured data valid.');
