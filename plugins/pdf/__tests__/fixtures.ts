/** A throwaway site folder with the files a test writes, for the source and cache tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function fixtureSite(files: Record<string, string>): {dir: string; write: (file: string, text: string) => void} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-site-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  return {dir, write};
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="#fff"/><circle cx="80" cy="184" r="20"/></svg>';

/** Drawings and logo every PDF of these products needs. */
export const DRAWINGS = {
  'static/img/logo.svg': SVG,
  'static/img/illustrations/products/scooter-2w.svg': SVG,
  'static/img/illustrations/steps/fold.svg': SVG,
  'static/img/illustrations/signs/helmet.svg': SVG,
};
