/** Whether every product of the catalog has its English manual file. */
import fs from 'node:fs';
import path from 'node:path';
import {products} from '../../src/domain/catalog';

/** Lists docs/**.mdx manual files (partials start with `_`). */
export function listManualFiles(docsDir: string): string[] {
  return (fs.readdirSync(docsDir, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** Problems between the catalog and the English manual files. */
export function checkManualCoverage(docsDir: string): string[] {
  const files = new Set(listManualFiles(docsDir).map((f) => f.replace(/\.mdx?$/, '')));
  const problems: string[] = [];
  for (const p of products) {
    if (!files.has(p.id)) problems.push(`product "${p.id}" has no manual: create docs/${p.id}.mdx`);
  }
  return problems;
}
