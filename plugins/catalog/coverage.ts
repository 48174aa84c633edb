/** Whether every product of the catalog has its English manual file. */
import fs from 'node:fs';
import path from 'node:path';
import {products} from '../../src/domain/catalog';

/** Lists docs/**.mdx manual files (partials start with `_`). */
export function listManualFiles(docsDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('_')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) found.push(path.relative(docsDir, full).split(path.sep).join('/'));
    }
  };
  walk(docsDir);
  return found;
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
