/**
 * Fonts of the PDFs, all from npm packages so a build needs no system font:
 * Noto Sans (Fontsource's Latin and Latin Extended subsets) and, for
 * Traditional Chinese, the complete Noto Sans Hant OTF of @embedpdf/fonts-tc.
 * react-pdf embeds only the glyphs a document uses.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A package's folder, found from its main file (not every package exports package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

const fontsource = path.join(packageDir('@fontsource/noto-sans'), 'files');
const hant = path.join(packageDir('@embedpdf/fonts-tc'), 'fonts');

interface Face {
  readonly src: string;
  readonly fontWeight: 400 | 700;
  readonly fontStyle: 'normal' | 'italic';
}

const latin = (subset: string): Face[] => [
  {src: path.join(fontsource, `noto-sans-${subset}-400-normal.woff`), fontWeight: 400, fontStyle: 'normal'},
  {src: path.join(fontsource, `noto-sans-${subset}-400-italic.woff`), fontWeight: 400, fontStyle: 'italic'},
  {src: path.join(fontsource, `noto-sans-${subset}-700-normal.woff`), fontWeight: 700, fontStyle: 'normal'},
  {src: path.join(fontsource, `noto-sans-${subset}-700-italic.woff`), fontWeight: 700, fontStyle: 'italic'},
];

// Chinese has no italics: emphasis keeps the upright face.
const hantFaces: Face[] = [
  {src: path.join(hant, 'NotoSansHant-Regular.otf'), fontWeight: 400, fontStyle: 'normal'},
  {src: path.join(hant, 'NotoSansHant-Regular.otf'), fontWeight: 400, fontStyle: 'italic'},
  {src: path.join(hant, 'NotoSansHant-Bold.otf'), fontWeight: 700, fontStyle: 'normal'},
  {src: path.join(hant, 'NotoSansHant-Bold.otf'), fontWeight: 700, fontStyle: 'italic'},
];

export const FONT_FAMILIES = {
  NotoSans: latin('latin'),
  NotoSansLatinExt: latin('latin-ext'),
  NotoSansHant: hantFaces,
} as const satisfies Record<string, Face[]>;

type Family = keyof typeof FONT_FAMILIES;

/**
 * Families in fallback order for a locale. Noto Sans Hant comes last in Latin
 * locales too: it has the arrows and symbols the Latin subsets lack.
 */
export function fontStack(locale: string): Family[] {
  return locale.startsWith('zh')
    ? ['NotoSansHant', 'NotoSans', 'NotoSansLatinExt']
    : ['NotoSans', 'NotoSansLatinExt', 'NotoSansHant'];
}

/** Every font file a PDF may embed (part of the cache key). */
export function fontFiles(): string[] {
  return [...new Set(Object.values(FONT_FAMILIES).flatMap((faces) => faces.map((f) => f.src)))].sort();
}
