/**
 * Fonts of the PDFs, all from npm packages so a build needs no system font:
 * Noto Sans (Fontsource's Latin and Latin Extended subsets) and, for
 * Traditional Chinese, the complete Noto Sans Hant OTF of @embedpdf/fonts-tc.
 * PDFKit embeds only the glyphs a document uses.
 *
 * Each face is loaded once per worker and shapes every word once for all the
 * manuals the worker renders: the layout engine measures with the same
 * shaped words PDFKit then draws (see `shareShaping`).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import {woffToSfnt} from './woff';

const require = createRequire(import.meta.url);

/** A package's folder, found from its main file (not every package exports package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

const fontsource = path.join(packageDir('@fontsource/noto-sans'), 'files');
const hant = path.join(packageDir('@embedpdf/fonts-tc'), 'fonts');

export type Weight = 400 | 700;
export type Slant = 'normal' | 'italic';

interface FaceFile {
  readonly src: string;
  readonly weight: Weight;
  readonly slant: Slant;
}

const latin = (subset: string): FaceFile[] => [
  {src: path.join(fontsource, `noto-sans-${subset}-400-normal.woff`), weight: 400, slant: 'normal'},
  {src: path.join(fontsource, `noto-sans-${subset}-400-italic.woff`), weight: 400, slant: 'italic'},
  {src: path.join(fontsource, `noto-sans-${subset}-700-normal.woff`), weight: 700, slant: 'normal'},
  {src: path.join(fontsource, `noto-sans-${subset}-700-italic.woff`), weight: 700, slant: 'italic'},
];

// Chinese has no italics: emphasis keeps the upright face.
const hantFaces: FaceFile[] = [
  {src: path.join(hant, 'NotoSansHant-Regular.otf'), weight: 400, slant: 'normal'},
  {src: path.join(hant, 'NotoSansHant-Regular.otf'), weight: 400, slant: 'italic'},
  {src: path.join(hant, 'NotoSansHant-Bold.otf'), weight: 700, slant: 'normal'},
  {src: path.join(hant, 'NotoSansHant-Bold.otf'), weight: 700, slant: 'italic'},
];

const FONT_FAMILIES = {
  NotoSans: latin('latin'),
  NotoSansLatinExt: latin('latin-ext'),
  NotoSansHant: hantFaces,
} as const satisfies Record<string, FaceFile[]>;

type Family = keyof typeof FONT_FAMILIES;

/** A glyph run as PDFKit caches it: positions in thousandths of the font size. */
export interface ShapedRun {
  readonly advanceWidth: number;
}

export interface Face {
  /** Name the face is registered under in each PDF. */
  readonly name: string;
  readonly font: fontkit.Font;
  /** Metrics in thousandths of the font size. */
  readonly ascender: number;
  readonly descender: number;
  /** Extra space between lines the font asks for (large in CJK fonts). */
  readonly lineGap: number;
  /** Shaped words by text, shared with PDFKit's own cache (emptied by `forgetShapedWords`). */
  shaped: Record<string, ShapedRun>;
}

const faces = new Map<string, Face>();

function loadFace(family: Family, file: FaceFile): Face {
  const name = `${family}-${file.weight}-${file.slant}`;
  let face = faces.get(name);
  if (face) return face;
  const raw = fs.readFileSync(file.src);
  // fontkit inflates a WOFF table again on every access; plain TrueType is several times faster.
  const data = file.src.endsWith('.woff') ? woffToSfnt(raw) : raw;
  const font = fontkit.create(data) as fontkit.Font;
  const scale = 1000 / font.unitsPerEm;
  face = {
    name,
    font,
    ascender: font.ascent * scale,
    descender: font.descent * scale,
    lineGap: font.lineGap * scale,
    shaped: Object.create(null) as Record<string, ShapedRun>,
  };
  faces.set(name, face);
  return face;
}

/**
 * Drops every shaped word. A worker renders one locale after another and
 * few words recur across languages, so keeping them would only grow the
 * worker's heap (by some 100 MB over seven locales) and the build's peak memory.
 */
export function forgetShapedWords(): void {
  for (const face of faces.values()) face.shaped = Object.create(null) as Record<string, ShapedRun>;
}

/**
 * Shapes one word the way PDFKit's EmbeddedFont.layoutRun does (positions
 * scaled to thousandths, each glyph's advance kept), so PDFKit can draw from
 * the same cache.
 */
function shape(face: Face, word: string): ShapedRun {
  let run = face.shaped[word];
  if (run) return run;
  const scale = 1000 / face.font.unitsPerEm;
  const laid = face.font.layout(word);
  laid.positions.forEach((position, i) => {
    const p = position as unknown as Record<string, number>;
    for (const key of Object.keys(p)) p[key] = p[key]! * scale;
    p.advanceWidth = laid.glyphs[i]!.advanceWidth * scale;
  });
  run = laid;
  face.shaped[word] = run;
  return run;
}

/** Width of text in points, word by word as PDFKit splits it (a word keeps its trailing space). */
export function widthOf(face: Face, text: string, size: number): number {
  let width = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      width += shape(face, text.slice(start, i + 1)).advanceWidth;
      start = i + 1;
    }
  }
  if (start < text.length) width += shape(face, text.slice(start)).advanceWidth;
  return (width * size) / 1000;
}

/** The faces of a locale in fallback order, for one weight and slant. */
export interface FontStack {
  readonly primary: Face;
  /** The face that has a character, the primary one if none has it. */
  readonly faceFor: (codePoint: number) => Face;
}

const stacks = new Map<string, FontStack>();

/**
 * Families in fallback order for a locale. Noto Sans Hant comes last in Latin
 * locales too: it has the arrows and symbols the Latin subsets lack.
 */
function families(locale: string): Family[] {
  return locale.startsWith('zh') ? ['NotoSansHant', 'NotoSans', 'NotoSansLatinExt'] : ['NotoSans', 'NotoSansLatinExt', 'NotoSansHant'];
}

export function fontStack(locale: string, weight: Weight, slant: Slant): FontStack {
  const key = `${locale.startsWith('zh') ? 'zh' : 'latin'}-${weight}-${slant}`;
  let stack = stacks.get(key);
  if (stack) return stack;
  const chain = families(locale).map((family) =>
    loadFace(
      family,
      FONT_FAMILIES[family].find((f) => f.weight === weight && f.slant === slant)!,
    ),
  );
  const chosen = new Map<number, Face>();
  const primary = chain[0]!;
  stack = {
    primary,
    faceFor: (codePoint) => {
      let face = chosen.get(codePoint);
      if (!face) {
        face = chain.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? primary;
        chosen.set(codePoint, face);
      }
      return face;
    },
  };
  stacks.set(key, stack);
  return stack;
}

/** Every font file a PDF may embed (part of the cache key). */
export function fontFiles(): string[] {
  return [...new Set(Object.values(FONT_FAMILIES).flatMap((list) => list.map((f) => f.src)))].sort();
}
