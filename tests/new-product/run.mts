/**
 * Adds a product exactly as CONTRIBUTING.md says, to a copy of the site:
 * one catalog entry, one English file and its six translations
 * (./fixture), nothing else. Then builds every locale and checks that the
 * manual page, its sections, the series page, the search and the PDF all
 * pick the product up in each. Fails naming what is missing.
 * Usage: npm run test:new-product   (about as long as `npm run build`)
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parse} from 'parse5';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {defaultLocale, locales} from '../../src/domain/locales.ts';
import {attr, elements, text} from '../../plugins/shared/html.ts';
import {LocalSearchIndex} from '../../plugins/search/shared/engine/query.ts';
import type {CompactIndex} from '../../plugins/search/shared/indexFormat.ts';

const siteDir = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(import.meta.dirname, 'fixture');
const ID = 'flow/fixture-95';
const NAME = 'Flow Fixture 95';

// A copy of the site as git sees it (tracked and new files), sharing node_modules.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-product-'));
const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: siteDir, encoding: 'utf8'});
for (const file of listed.split('\0').filter(Boolean)) {
  if (!fs.existsSync(path.join(siteDir, file))) continue;
  fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
  fs.copyFileSync(path.join(siteDir, file), path.join(copy, file));
}
fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'));

// The eight files a contributor touches.
const changed: string[] = [];
const dataFile = 'src/domain/catalog/data.ts';
const data = fs.readFileSync(path.join(copy, dataFile), 'utf8');
const flow = data.indexOf("id: 'flow',");
const products = data.indexOf('products: [', flow);
assert.ok(flow >= 0 && products >= 0, `${dataFile}: the Flow series and its products were not found`);
// The entry as a contributor writes it (JSON is a valid object literal there).
const entry = fs.readFileSync(path.join(fixture, 'product.json'), 'utf8').trim();
fs.writeFileSync(path.join(copy, dataFile), `${data.slice(0, products + 'products: ['.length)}\n      ${entry},${data.slice(products + 'products: ['.length)}`);
changed.push(dataFile);
for (const locale of locales) {
  const target = locale === defaultLocale ? `docs/${ID}.mdx` : `i18n/${locale}/docusaurus-plugin-content-docs/current/${ID}.mdx`;
  fs.copyFileSync(path.join(fixture, `${locale}.mdx`), path.join(copy, target));
  changed.push(target);
}
console.log(`Added ${NAME} in ${copy}:\n  ${changed.join('\n  ')}`);

const out = path.join(copy, 'build');
execFileSync(path.join(copy, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', out], {cwd: copy, stdio: 'inherit'});

async function pdfText(file: string): Promise<string> {
  const doc = await getDocument({data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: false, disableFontFace: true, verbosity: 0}).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

const problems: string[] = [];
const check = (ok: boolean, message: string): void => {
  if (!ok) problems.push(message);
};
for (const locale of locales) {
  const base = locale === defaultLocale ? '' : `${locale}/`;
  const own = /\n\n(?!<)([^\n]+)\n\n<ManualSections/.exec(fs.readFileSync(path.join(fixture, `${locale}.mdx`), 'utf8'))![1]!;
  const pageFile = path.join(out, base, 'docs', ID, 'index.html');
  if (!fs.existsSync(pageFile)) {
    problems.push(`${locale}: no page at /${base}docs/${ID}`);
    continue;
  }
  const doc = parse(fs.readFileSync(pageFile, 'utf8'));
  const all = [...elements(doc)];
  const article = all.find((e) => e.tagName === 'article');
  check(
    attr(
      all.find((e) => e.tagName === 'html')!,
      'lang',
    ) === locale,
    `${locale}: the page's lang is not ${locale}`,
  );
  check(text(all.find((e) => e.tagName === 'h1')!).trim() === NAME, `${locale}: the page's h1 is not "${NAME}"`);
  check(article !== undefined && text(article).replace(/\s+/g, ' ').includes(own), `${locale}: the page lacks its own sentence`);
  // Its sections, as the catalog gives them: the shared ones, and folding because it may fold.
  const ids = new Set(all.map((e) => attr(e, 'id')));
  for (const id of ['safety', 'assembly', 'folding', 'warranty']) check(ids.has(id), `${locale}: the page has no #${id} section`);
  const series = fs.readFileSync(path.join(out, base, 'docs/category/flow/index.html'), 'utf8');
  check(series.includes(`/${base}docs/${ID}`), `${locale}: the Flow series page does not list it`);
  // The search finds it by name, first.
  const indexFile = fs.readdirSync(path.join(out, base)).find((f) => /^search-index\.[0-9a-f]+\.json$/.test(f));
  const index = new LocalSearchIndex(JSON.parse(fs.readFileSync(path.join(out, base, indexFile!), 'utf8')) as CompactIndex);
  const top = index.search('flow fixture 95 ').slice(0, 1)[0];
  check(
    top !== undefined && index.records[top.record]!.url_without_anchor === `/${base}docs/${ID}`,
    `${locale}: searching "flow fixture 95" does not find the page first`,
  );
  // The PDF, with its name and own sentence.
  const pdf = path.join(out, base, 'pdf', `${ID}.pdf`);
  if (!fs.existsSync(pdf)) {
    problems.push(`${locale}: no PDF at /${base}pdf/${ID}.pdf`);
    continue;
  }
  const pdfWords = (await pdfText(pdf)).replace(/\s+/g, '');
  check(pdfWords.includes(NAME.replace(/\s+/g, '')), `${locale}: the PDF does not name ${NAME}`);
  check(pdfWords.includes(own.replace(/\s+/g, '').replace(/-/g, '').slice(0, 20)), `${locale}: the PDF lacks the page's own sentence`);
}

fs.rmSync(copy, {recursive: true, force: true});
if (problems.length > 0) {
  console.error(`\nThe new product was not picked up everywhere:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`\n${NAME}: page, sections, series page, search and PDF in all ${locales.length} locales, from ${changed.length} files.`);
