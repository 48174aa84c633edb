/**
 * Content hash of one PDF: it changes exactly when something printed in it
 * may change, so an unchanged manual is never rendered twice.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface CacheKeyParts {
  /** Renderer code, library versions and fonts: see environmentKey(). */
  readonly environment: string;
  readonly locale: string;
  readonly docId: string;
  /** The product's merged catalog entry. */
  readonly product: unknown;
  /** The locale's code.json messages. */
  readonly messages: Readonly<Record<string, string>>;
  /** Page and partials, with their text. */
  readonly files: readonly {readonly path: string; readonly text: string}[];
  /** Drawings used, with their SVG text. */
  readonly drawings: readonly {readonly name: string; readonly text: string}[];
  /** Brand, URLs (the short link too: its QR code) and edition date printed in the PDF. */
  readonly printed: Readonly<Record<string, string | number>>;
}

const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** Sorts object keys so that equal content always gives the same JSON. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function cacheKey(parts: CacheKeyParts): string {
  return sha(JSON.stringify(canonical(parts))).slice(0, 20);
}

/** Lists files below a folder, tests excluded. */
function codeFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => /\.(m?[jt]sx?)$/.test(f) && !f.split(path.sep).includes('__tests__'))
    .map((f) => path.join(dir, f));
}

/** Packages whose code shapes the PDFs. */
const PACKAGES = [
  'pdfkit',
  'fontkit',
  '@react-pdf/hyphenate',
  'svg-parser',
  'remark-parse',
  'remark-mdx',
  'remark-gfm',
  'remark-directive',
  'qrcode-generator',
];

/**
 * Everything all PDFs share: the code of this plugin, of the build helpers
 * (plugins/shared) and of the domain modules it reuses (labels, formatting), the versions of the libraries, and the fonts. The catalog's
 * data is not here (each PDF's key holds its own product's facts), nor are
 * the language packs (the search's words).
 * @param root the folder holding plugins/, src/ and node_modules
 */
export function environmentKey(root: string, fontFiles: readonly string[]): string {
  const domain = path.join(root, 'src', 'domain');
  const notShared = [path.join(domain, 'catalog', 'data.ts'), path.join(domain, 'languages') + path.sep];
  const code = [
    ...codeFiles(path.join(root, 'plugins', 'pdf')),
    ...codeFiles(path.join(root, 'plugins', 'shared')),
    ...codeFiles(domain).filter((f) => !notShared.some((n) => f === n || f.startsWith(n))),
    // The other plugins' public modules the PDF job uses (job.ts, generate.ts): a manual's doc id, its short link.
    path.join(root, 'plugins', 'catalog', 'frontMatter.ts'),
    path.join(root, 'plugins', 'short-links', 'links.ts'),
  ].sort();
  const versions = PACKAGES.map((name) => {
    const file = path.join(root, 'node_modules', name, 'package.json');
    return fs.existsSync(file) ? `${name}@${(JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version}` : name;
  });
  return sha(
    JSON.stringify({
      code: code.map((f) => [path.relative(root, f), sha(fs.readFileSync(f))]),
      versions,
      fonts: fontFiles.map((f) => [path.basename(f), sha(fs.readFileSync(f))]),
    }),
  );
}
