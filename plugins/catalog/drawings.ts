/**
 * The product drawings the pages show: each product's (and series') drawing
 * is its type's with only the optional parts it has (productDrawing in
 * src/domain/catalog), written before bundling into a static folder of their
 * own, served at /img/illustrations/products/<name>.svg like the others.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCT_TYPES, typeFacts, type ProductDrawing, type ProductType} from '../../src/domain/catalog';
import {featureGroups, keepFeatureGroups} from '../../src/domain/drawings';

/** The static folder the composed drawings go to (in docusaurus.config.ts's staticDirectories; never committed). */
export const DRAWINGS_STATIC_DIR = '.docusaurus/product-drawings';

const SOURCES = 'static/img/illustrations/products';

/** Fails when a drawing's optional parts and its type's list of them disagree: a part drawn for every product, or a feature never drawn. */
export function checkDrawingGroups(siteDir: string): string[] {
  return PRODUCT_TYPES.flatMap((type: ProductType) => {
    const {drawing, drawingFeatures} = typeFacts(type);
    const file = `${SOURCES}/${drawing}.svg`;
    const groups = featureGroups(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    const sorted = (list: readonly string[]) => [...list].sort().join(', ');
    return sorted(groups) === sorted(drawingFeatures)
      ? []
      : [
          `${file}: its data-feature groups (${sorted(groups) || 'none'}) are not the drawingFeatures of type "${type}" (${sorted(drawingFeatures) || 'none'}) in src/domain/catalog/productTypes.ts`,
        ];
  });
}

/** The drawing's text: its source with only the optional parts it keeps. */
export function composeDrawing(siteDir: string, drawing: ProductDrawing): string {
  const file = `${SOURCES}/${drawing.source}.svg`;
  return keepFeatureGroups(fs.readFileSync(path.join(siteDir, file), 'utf8'), drawing.keep, file);
}

/**
 * Writes the drawings made from a type's drawing (the others are served from static/ as they are).
 * Builds of two locales of one site at once (scripts/build-locales.mts --jobs 2) share the folder:
 * a drawing is written only when it changed, under a temporary name outside the static folder and
 * then renamed, so the other build never copies a half-written drawing or a temporary file.
 */
export function writeProductDrawings(siteDir: string, drawings: readonly ProductDrawing[]): void {
  const out = path.join(siteDir, DRAWINGS_STATIC_DIR, 'img/illustrations/products');
  fs.mkdirSync(out, {recursive: true});
  const temporary = path.join(siteDir, DRAWINGS_STATIC_DIR, '..', `.product-drawing.${process.pid}.tmp`);
  const done = new Set<string>();
  for (const drawing of drawings) {
    if (drawing.name === drawing.source || done.has(drawing.name)) continue;
    done.add(drawing.name);
    const file = path.join(out, `${drawing.name}.svg`);
    const text = composeDrawing(siteDir, drawing);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  }
}
