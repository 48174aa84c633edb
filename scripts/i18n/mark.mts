/**
 * `npm run i18n:mark -- <locale> [English source files…]`: records that the
 * translations of these files (all translated files when none is given) were
 * made from the English text as it is now. Run it after translating or
 * updating a file; `npm run i18n:check` then treats it as fresh until the
 * English file changes again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {locales} from '../../src/domain/locales.ts';
import {contentHash, readManifest, sourceFiles, writeManifest} from './translationState.ts';

const root = path.resolve(import.meta.dirname, '../..');
const [locale, ...only] = process.argv.slice(2);

if (locale === undefined || locale === 'en' || !(locales as readonly string[]).includes(locale)) {
  console.error(`Usage: npm run i18n:mark -- <locale> [docs/…/file.mdx …]\nLocales: ${locales.filter((l) => l !== 'en').join(', ')}`);
  process.exit(2);
}

const files = sourceFiles(root);
const wanted = only.map((f) => path.relative(root, path.resolve(f)).split(path.sep).join('/'));
const unknown = wanted.filter((f) => !files.some((s) => s.source === f));
if (unknown.length > 0) {
  console.error(`Not a translatable English source: ${unknown.join(', ')}`);
  process.exit(2);
}

const manifest = readManifest(root, locale);
let marked = 0;
const missing: string[] = [];
for (const file of files) {
  if (wanted.length > 0 && !wanted.includes(file.source)) continue;
  if (!fs.existsSync(path.join(root, 'i18n', locale, file.target))) {
    if (wanted.length > 0) missing.push(`i18n/${locale}/${file.target}`);
    continue;
  }
  manifest[file.source] = contentHash(fs.readFileSync(path.join(root, file.source), 'utf8'));
  marked += 1;
}
if (missing.length > 0) {
  console.error(`No translation yet: ${missing.join(', ')}`);
  process.exit(1);
}
writeManifest(root, locale, manifest);
console.log(`${locale}: ${marked} translation(s) recorded as up to date`);
