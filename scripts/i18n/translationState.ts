/**
 * Which English content files have a translation, and whether each
 * translation was made from the English text as it is now. A translator
 * records the English file's content hash in `i18n/<locale>/translation-sources.json`
 * (`npm run i18n:mark`); when the English file changes, its hash no longer
 * matches and the translation is stale.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST = 'translation-sources.json';

/** English content folders and where Docusaurus reads their translations. */
const ROOTS = [
  {source: 'docs', target: 'docusaurus-plugin-content-docs/current', kind: 'docs'},
  {source: 'blog', target: 'docusaurus-plugin-content-blog', kind: 'blog'},
  {source: 'src/pages', target: 'docusaurus-plugin-content-pages', kind: 'pages'},
] as const;

export type SourceKind = (typeof ROOTS)[number]['kind'];

export interface SourceFile {
  /** Path of the English file, relative to the site, e.g. docs/flow/125.mdx */
  readonly source: string;
  /** Path of its translation relative to i18n/<locale>/ */
  readonly target: string;
  readonly kind: SourceKind;
}

export type SourceState = 'fresh' | 'missing' | 'stale' | 'unrecorded' | 'untranslated';

/** The manifest value that leaves a page in English on purpose (never a partial: see scripts/checks/translation.ts). */
export const UNTRANSLATED = 'untranslated';

const TRANSLATABLE = /\.(mdx?|ya?ml)$/;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, {recursive: true}) as string[]).filter((f) => TRANSLATABLE.test(f)).map((f) => path.join(dir, f));
}

/** Every English file a locale must translate (Markdown, MDX, blog authors and tags). */
export function sourceFiles(root: string): SourceFile[] {
  return ROOTS.flatMap(({source, target, kind}) =>
    walk(path.join(root, source)).map((file) => {
      const rel = path.relative(path.join(root, source), file);
      return {source: path.posix.join(source, rel.split(path.sep).join('/')), target: path.posix.join(target, rel), kind};
    }),
  );
}

export function contentHash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export type Manifest = Record<string, string>;

export function readManifest(root: string, locale: string): Manifest {
  const file = path.join(root, 'i18n', locale, MANIFEST);
  if (!fs.existsSync(file)) return {};
  const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${path.relative(root, file)}: expected an object of "source path": "hash"`);
  }
  return data as Manifest;
}

export function writeManifest(root: string, locale: string, manifest: Manifest): void {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(root, 'i18n', locale, MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`);
}

export function sourceState(root: string, locale: string, file: SourceFile, manifest: Manifest): SourceState {
  const recorded = manifest[file.source];
  if (!fs.existsSync(path.join(root, 'i18n', locale, file.target))) return recorded === UNTRANSLATED ? 'untranslated' : 'missing';
  if (recorded === undefined) return 'unrecorded';
  return recorded === contentHash(fs.readFileSync(path.join(root, file.source), 'utf8')) ? 'fresh' : 'stale';
}
