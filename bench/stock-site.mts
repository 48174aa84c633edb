/**
 * Generates the stock Docusaurus site the benchmark compares against: the
 * official `classic` template of create-docusaurus (same version as our
 * @docusaurus/core), unchanged but for:
 * - our seven locales (same i18n config) and our production URL;
 * - docs/ replaced by our English manuals, copied with their shared partials
 *   (`docs/_manuals`) as plain MDX imports that stock Docusaurus supports:
 *   each page's <ManualSections /> written out as the imports and tags of its
 *   sections, and the manual components each file uses imported;
 *   each manual gets the title and description our catalog plugin would give
 *   it and an `id` (stock strips number prefixes such as `2-` from file names),
 *   and each series folder a `_category_.json` with the same category URL;
 * - our components that the manuals import (`@site/src/components/...`)
 *   replaced by plain stubs: conditional text (IfProduct) always shows,
 *   drawings are plain <img>, catalog widgets render nothing;
 * - our FAQ page copied to src/pages, plus a one-line contact page its links need;
 * - the template's home and footer links to its deleted tutorial pointed at /docs/.
 * No swizzles, no plugins. node_modules is a link to ours: same versions.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {products, productTitle, series} from '../src/domain/catalog/index.ts';
import {defaultLocale, localeConfigs, locales} from '../src/domain/locales.ts';
import {MANUAL_COMPONENTS, SECTIONS_TAG, manualSections, sectionFile} from '../src/domain/manuals.ts';
import {readSiteSettings} from '../src/domain/site.ts';

const root = path.resolve(import.meta.dirname, '..');

/** What the stubs render; the keys are every component the English manuals import. */
const STUBS: Record<string, string> = {
  IfProduct: 'export default function IfProduct({children}) { return children; }',
  Illustration:
    'export default function Illustration({name, alt}) { return <figure><img src={`/img/illustrations/${name}.svg`} alt={alt} width={320} height={240} loading="lazy" /></figure>; }',
  ProductFact: 'export default function ProductFact() { return null; }',
  ManualHeader: 'export default function ManualHeader() { return null; }',
  SpecTable: 'export default function SpecTable() { return null; }',
  ManualFinder: 'export default function ManualFinder() { return null; }',
  SeriesGrid: 'export default function SeriesGrid() { return null; }',
  KindGrid: 'export default function KindGrid() { return null; }',
};

/** Replaces `from` once in `text`; fails when the template changed shape. */
function replaceOnce(text: string, from: string | RegExp, to: string, what: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`stock site: the classic template no longer has ${what}; update bench/stock-site.mts`);
  return next;
}

/** The file with `imports` after its front matter. */
function withImports(source: string, imports: readonly string[]): string {
  if (imports.length === 0) return source;
  const end = source.startsWith('---\n') ? source.indexOf('\n---\n', 4) + 5 : 0;
  return `${source.slice(0, end)}${imports.join('\n')}\n\n${source.slice(end)}`;
}

/** Every MDX file below `dir`. */
function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => path.join(dir, f));
}

function copyDir(from: string, to: string): void {
  fs.cpSync(from, to, {recursive: true});
}

function coreVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {version: string};
  return pkg.version;
}

/** Writes the stock site into `dir` (emptied first). */
export function createStockSite(dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const version = coreVersion();
  // The template comes from the registry's create-docusaurus package, as `npx create-docusaurus` gets it.
  const packDir = fs.mkdtempSync(path.join(path.dirname(dir), 'create-docusaurus-'));
  const tarball = execFileSync('npm', ['pack', `create-docusaurus@${version}`, '--silent'], {cwd: packDir, encoding: 'utf8'}).trim();
  execFileSync('tar', ['xzf', tarball], {cwd: packDir});
  const templates = path.join(packDir, 'package', 'templates');
  copyDir(path.join(templates, 'shared'), dir);
  copyDir(path.join(templates, 'classic'), dir);
  fs.rmSync(packDir, {recursive: true, force: true});

  const site = readSiteSettings();
  const configFile = path.join(dir, 'docusaurus.config.js');
  let config = fs.readFileSync(configFile, 'utf8');
  const i18n = {defaultLocale, locales, localeConfigs};
  config = replaceOnce(config, /i18n: \{[^}]*\},/, `i18n: ${JSON.stringify(i18n)},`, 'an i18n block');
  config = replaceOnce(config, /url: '[^']*'/, `url: '${site.siteUrl}'`, 'a url');
  config = replaceOnce(config, "to: '/docs/intro'", "to: '/docs/'", 'a footer link to /docs/intro');
  fs.writeFileSync(configFile, config);
  const homeFile = path.join(dir, 'src/pages/index.js');
  fs.writeFileSync(homeFile, replaceOnce(fs.readFileSync(homeFile, 'utf8'), 'to="/docs/intro"', 'to="/docs/"', 'a home link to /docs/intro'));

  // Our English manuals, with the front matter our catalog plugin adds at build time.
  fs.rmSync(path.join(dir, 'docs'), {recursive: true, force: true});
  copyDir(path.join(root, 'docs'), path.join(dir, 'docs'));
  for (const product of products) {
    const file = path.join(dir, 'docs', `${product.id}.mdx`);
    const title = productTitle(product);
    const source = fs.readFileSync(file, 'utf8');
    const frontMatter = [
      // Stock parses number prefixes (2-in-1 → in-1); we switch that off, so the id keeps the URL.
      `id: ${JSON.stringify(product.slug)}`,
      `title: ${JSON.stringify(title)}`,
      `description: ${JSON.stringify(`Instruction manual for the ${title}: assembly, safety, adjustments, care and specifications.`)}`,
    ].join('\n');
    // What our remark plugin does at build time, written out: the product's sections as imports and tags.
    const sections = manualSections(product).map((section, i) => ({
      name: `ManualSection${i + 1}`,
      source: path
        .relative(path.dirname(file), path.join(dir, 'docs', sectionFile(section)))
        .split(path.sep)
        .join('/'),
    }));
    const expanded = replaceOnce(source, `<${SECTIONS_TAG} />`, sections.map((s) => `<${s.name} />`).join('\n\n'), `<${SECTIONS_TAG} /> in ${product.id}`);
    const imports = sections.map((s) => `import ${s.name} from '${s.source.startsWith('.') ? s.source : `./${s.source}`}';`);
    fs.writeFileSync(file, withImports(replaceOnce(expanded, /^---\n/, `---\n${frontMatter}\n`, `front matter in ${product.id}`), imports));
  }
  // The manual components each page and partial uses, imported (our remark plugin adds these imports).
  for (const file of mdxFiles(path.join(dir, 'docs'))) {
    const source = fs.readFileSync(file, 'utf8');
    const used = MANUAL_COMPONENTS.filter((name) => new RegExp(`<${name}[\\s/>]`).test(source) && !new RegExp(`import ${name}\\b`).test(source));
    fs.writeFileSync(
      file,
      withImports(
        source,
        used.map((name) => `import ${name} from '@site/src/components/${name}';`),
      ),
    );
  }
  for (const s of series) {
    fs.writeFileSync(
      path.join(dir, 'docs', s.folder, '_category_.json'),
      JSON.stringify({label: s.name, link: {type: 'generated-index', slug: `/category/${s.id}`, title: `${s.name} manuals`, description: s.description}}),
    );
  }
  for (const [name, source] of Object.entries(STUBS)) {
    fs.mkdirSync(path.join(dir, 'src/components', name), {recursive: true});
    fs.writeFileSync(path.join(dir, 'src/components', name, 'index.js'), `${source}\n`);
  }
  copyDir(path.join(root, 'static/img/illustrations'), path.join(dir, 'static/img/illustrations'));
  fs.copyFileSync(path.join(root, 'src/pages/faq.mdx'), path.join(dir, 'src/pages/faq.mdx'));
  fs.writeFileSync(path.join(dir, 'src/pages/contact.md'), '# Contact\n\nWrite to support.\n');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}
