/**
 * Fast check of manual sources without a full build: every MDX file under
 * docs/ and under each locale's i18n/<locale>/docusaurus-plugin-content-docs/current/
 * must compile, its imports must exist, <ProductFact name> must be a known
 * fact, <IfProduct> must name known features, types, audiences and facts,
 * <Illustration> must have its SVG file and an alt text, and a translation
 * must keep its English file's structure (scripts/checks/manualSource.mts). Each
 * locale folder must have every English page and partial, unless one is
 * recorded as untranslated (scripts/checks/translation.ts). Everything is read
 * from the syntax tree, so any quoting works and each problem names the
 * file and its line (front matter included). Then, for every product, each
 * step drawing of its English manual must show a part of that product and be
 * named by its step (scripts/checks/drawings.ts).
 * Usage: npx tsx scripts/check-manuals.mts [folder…]
 */
import fs from 'node:fs';
import path from 'node:path';
import {products} from '../src/domain/catalog/index.ts';
import {defaultLocale, locales} from '../src/domain/locales.ts';
import {formatFact} from '../src/domain/formatFacts.ts';
import {loadManual} from '../plugins/pdf/manualSource.ts';
import {selectForProduct} from '../plugins/pdf/select.ts';
import {drawingProblems, drawingsInTree} from './checks/drawings.ts';
import {checkManualFile} from './checks/manualSource.mts';
import {localeDocsFolder, missingTranslations} from './checks/translation.ts';

const root = path.resolve(import.meta.dirname, '..');
const defaultDirs = ['docs', ...locales.filter((l) => l !== defaultLocale).map((l) => `i18n/${l}/docusaurus-plugin-content-docs/current`)];
const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultDirs;

function walk(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[]).filter((f) => /\.mdx?$/.test(f)).map((f) => path.join(dir, f));
}

const files = dirs.flatMap((d) => walk(path.resolve(root, d)));
const problems = (await Promise.all(files.map((file) => checkManualFile(root, file)))).flat();
for (const dir of dirs) {
  const folder = localeDocsFolder(root, dir);
  if (folder && fs.existsSync(folder.english)) problems.push(...missingTranslations(root, folder.locale, walk(folder.english)));
}

/** Whether a product has a fact only matters for <IfProduct fact>; any English wording will do. */
const TEMPLATES = {
  ageFrom: '{age}+',
  ageRange: '{min}-{max}',
  ageFromBirth: '0-{max}',
  years: '{count}',
  yearRange: '{min}-{max}',
  typical: '{value}',
  frontWheelOnly: '{size}',
};
if (problems.length === 0 && process.argv.slice(2).length === 0) {
  for (const product of products) {
    const tree = selectForProduct(
      loadManual(root, defaultLocale, defaultLocale, product.id).tree,
      product,
      (n) => formatFact('en', product, n, TEMPLATES) !== undefined,
    );
    for (const use of drawingsInTree(tree)) {
      const svg = fs.readFileSync(path.join(root, 'static/img/illustrations', `${use.name}.svg`), 'utf8');
      for (const problem of drawingProblems(product, {...use, svg})) problems.push(`${use.where}: ${problem}`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in ${files.length} files`);
  process.exit(1);
}
console.log(`${files.length} manual files OK (${dirs.length} folder(s))`);
