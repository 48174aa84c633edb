/**
 * One PDF, run inside a worker: read the manual's sources, hash everything
 * printed in it, and render only when the cache has no PDF for that hash.
 * The files a PDF was made from are listed beside it, so checking an
 * unchanged manual reads them without parsing its MDX.
 */
import fs from 'node:fs';
import path from 'node:path';
import {threadId} from 'node:worker_threads';
import {getProduct, type Product} from '../../src/domain/catalog';
import {formatFact} from '../../src/domain/formatFacts';
import {formatTemplates} from '../../src/domain/labels';
import type {FactFormatter} from '../../src/domain/manualFacts';
import {docIdFromPath} from '../catalog/frontMatter';
import {readMessages} from '../shared/codeTranslations';
import {safetySigns} from '../../src/domain/manuals';
import {cacheKey, environmentKey} from './cacheKey';
import {lastChangedFrom, type LastChanged} from './editionDate';
import {ManualSourceError} from './mdx';
import type {LinkTarget} from './render/mdast';
import {fontFiles, forgetShapedWords} from './render/fonts';
import {pdfMessages} from './render/pdfTexts';
import {setMessages} from '../shared/translate';
import {selectForProduct} from './select';
import {loadManual, manualPageFile, type SourceFile} from './manualSource';
import type {PdfJob, PdfJobResult} from './types';

let environment: string | undefined;
/** Git history is read once per site a worker renders for. */
const lastChangedBySite = new Map<string, LastChanged>();
/** Locale of the worker's previous job: its shaped words go when the next job is in another language. */
let lastLocale: string | undefined;

/** The repository: this plugin, plugins/shared, src/domain and node_modules (the site's content may live elsewhere in tests). */
const CODE_ROOT = path.resolve(__dirname, '..', '..');
const ILLUSTRATIONS = 'static/img/illustrations';
const LOGO = 'static/img/logo.svg';

/** Where a link of the manual text points in the PDF: same-page anchors stay inside, site pages go to the website. */
export function linkTarget(url: string, file: string, job: Pick<PdfJob, 'siteDir' | 'localeUrl' | 'docsRouteBasePath'>): LinkTarget {
  if (url.startsWith('#')) return {kind: 'anchor', id: url.slice(1)};
  if (/^[a-z][a-z+.-]*:/i.test(url)) return {kind: 'url', href: url};
  const [target = '', hash] = url.split('#');
  if (/\.mdx?$/.test(target)) {
    const docId = docIdFromPath(path.resolve(job.siteDir, path.dirname(file), target));
    if (docId === undefined) return {kind: 'text'};
    const route = getProduct(docId)?.path ?? `/${docId.replace(/(^|\/)index$/, '')}`;
    return {kind: 'url', href: `${job.localeUrl}${job.docsRouteBasePath}${route}${hash ? `#${hash}` : ''}`};
  }
  if (target.startsWith('/')) return {kind: 'url', href: `${job.localeUrl}${url.slice(1)}`};
  return {kind: 'text'};
}

/** The manual's page on the website (unversioned docs: always the latest). */
export function manualUrl(job: Pick<PdfJob, 'localeUrl' | 'docsRouteBasePath'>, product: Product): string {
  return `${job.localeUrl}${job.docsRouteBasePath}${product.path}`;
}

/**
 * The sources of the last PDF made of a manual in a locale, kept beside it.
 * Read again, they give that PDF's key without parsing any MDX: a key covers
 * the path and text of every file, so when it matches, the same texts would
 * parse to the same list of partials and drawings.
 */
interface SourceList {
  /** Site-relative paths, the page first (ManualSource.files). */
  readonly files: readonly string[];
  /** Drawing names in order of first use, with the file using each. */
  readonly drawings: readonly (readonly [string, string])[];
}

/** What the key and the renderer need of a manual's sources. */
interface Sources {
  readonly files: readonly SourceFile[];
  /** Drawing name to the first file using it. */
  readonly drawings: ReadonlyMap<string, string>;
}

/** The sources as last listed, read anew; undefined when the list is missing, outdated or names a file that is gone. */
function listedSources(listFile: string, pageFile: string, siteDir: string): Sources | undefined {
  try {
    const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as SourceList;
    // A translation added or removed since: the page is another file.
    if (list.files[0] !== pageFile) return undefined;
    return {
      files: list.files.map((file) => ({path: file, text: fs.readFileSync(path.join(siteDir, file), 'utf8')})),
      drawings: new Map(list.drawings),
    };
  } catch {
    return undefined;
  }
}

export async function runJob(job: PdfJob): Promise<PdfJobResult> {
  const started = performance.now();
  const {siteDir, locale, docId} = job;
  const product = getProduct(docId);
  if (!product) throw new Error(`PDF for "${docId}": no such product in the catalog`);
  if (locale !== lastLocale) {
    forgetShapedWords();
    lastLocale = locale;
  }
  const messages = readMessages(siteDir, locale);
  setMessages(messages);
  const templates = formatTemplates();
  const fact: FactFormatter = (p, name, use) => formatFact(job.intlLocale, p, name, templates, use);
  const logoSvg = fs.readFileSync(path.join(siteDir, LOGO), 'utf8');
  const url = manualUrl(job, product);
  let lastChanged = job.freshHistory ? undefined : lastChangedBySite.get(siteDir);
  if (!lastChanged) lastChangedBySite.set(siteDir, (lastChanged = lastChangedFrom(siteDir)));
  const shared = (environment ??= environmentKey(CODE_ROOT, fontFiles()));

  const dir = path.join(job.cacheDir, locale, path.dirname(docId));
  const base = path.basename(docId);
  const listFile = path.join(dir, `${base}.sources.json`);

  /** The PDF's file in the cache for these sources, with what rendering it takes. */
  const keyed = (sources: Sources) => {
    const drawingNames = new Map(sources.drawings);
    drawingNames.set(`products/${product.drawing.source}`, sources.files[0]!.path);
    for (const sign of safetySigns(product)) drawingNames.set(`signs/${sign}`, sources.files[0]!.path);
    const drawings = new Map(
      [...drawingNames].map(([name, usedIn]) => {
        const file = path.join(siteDir, ILLUSTRATIONS, `${name}.svg`);
        if (!fs.existsSync(file)) throw new ManualSourceError(usedIn, undefined, `drawing "${name}" does not exist: ${ILLUSTRATIONS}/${name}.svg`);
        return [name, fs.readFileSync(file, 'utf8')] as const;
      }),
    );
    const changed = lastChanged([...sources.files.map((f) => f.path), ...[...drawings.keys()].map((n) => `${ILLUSTRATIONS}/${n}.svg`)]);
    // The day, not the instant: the cover prints a date.
    const edition = new Date(Date.UTC(changed.getUTCFullYear(), changed.getUTCMonth(), changed.getUTCDate()));
    const key = cacheKey({
      environment: shared,
      locale,
      docId,
      product,
      messages,
      files: sources.files,
      drawings: [...drawings].map(([name, text]) => ({name, text})).concat({name: LOGO, text: logoSvg}),
      printed: {
        brand: job.brandName,
        brandUrl: job.brandUrl,
        contactUrl: job.contactUrl,
        url,
        shortLink: job.shortLinkUrl,
        language: job.languageLabel,
        intlLocale: job.intlLocale,
        edition: edition.getTime(),
      },
    });
    return {file: path.join(dir, `${base}.${key}.pdf`), drawings, edition};
  };
  /** The cached PDF, marked as in use (see pruneLocaleCache); undefined when it is not (or no longer) there. */
  const reused = (file: string): PdfJobResult | undefined => {
    try {
      const now = new Date();
      fs.utimesSync(file, now, now);
      return {docId, file, bytes: fs.statSync(file).size, reused: true, ms: performance.now() - started};
    } catch {
      return undefined;
    }
  };

  const page = manualPageFile(siteDir, locale, job.defaultLocale, docId);
  const listed = page && listedSources(listFile, path.relative(siteDir, page.file).split(path.sep).join('/'), siteDir);
  if (listed) {
    let hit: PdfJobResult | undefined;
    try {
      hit = reused(keyed(listed).file);
    } catch {
      // A listed drawing is gone: the sources below say which file names it.
    }
    if (hit) return hit;
  }

  const source = loadManual(siteDir, locale, job.defaultLocale, docId);
  const {file, drawings, edition} = keyed(source);
  fs.mkdirSync(dir, {recursive: true});
  const list: SourceList = {files: source.files.map((f) => f.path), drawings: [...source.drawings]};
  writeAtomically(listFile, JSON.stringify(list));
  const hit = reused(file);
  if (hit) return hit;

  const {renderManual} = await import('./render/document');
  const pdf = await renderManual({
    product,
    locale,
    intlLocale: job.intlLocale,
    languageLabel: job.languageLabel,
    brandName: job.brandName,
    brandUrl: job.brandUrl,
    contactUrl: job.contactUrl,
    manualUrl: url,
    shortLinkUrl: job.shortLinkUrl,
    edition,
    logoSvg,
    tree: selectForProduct(source.tree, product, (name) => fact(product, name) !== undefined),
    context: {
      product,
      fact,
      messages: pdfMessages(locale),
      drawing: (name) => drawings.get(name) ?? fail(name, source.files[0]!.path),
      resolveLink: (href, from) => linkTarget(href, from, job),
    },
  });
  // Older versions of this PDF stay: another build sharing the cache may be using them (pruneLocaleCache removes them later).
  writeAtomically(file, pdf);
  return {docId, file, bytes: pdf.length, reused: false, ms: performance.now() - started};
}

/** A temporary name, then a rename: a concurrent build never reads a half-written file. */
function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.${threadId}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

function fail(name: string, file: string): never {
  throw new ManualSourceError(file, undefined, `drawing "${name}" was not collected from the sources`);
}
