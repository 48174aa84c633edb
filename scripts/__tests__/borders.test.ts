/**
 * Plugin borders: site code (src/, docs/, the config, scripts/) uses a
 * plugin only through its public modules, plugins use each other only that
 * way too, and no plugin reaches into the site's components or theme. Tests
 * and benchmarks may look inside. Imports are read by TypeScript's own
 * pre-processor, so comments and strings do not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

/** Each plugin's public modules; everything else in its folder is internal. */
const PUBLIC: Readonly<Record<string, readonly string[]>> = {
  catalog: ['index.ts', 'frontMatter.ts', 'remarkManual.ts'],
  // sources.ts and select.ts read a manual as a reader gets it: the checks of the sources use them too.
  pdf: ['index.ts', 'types.ts', 'mdx.ts', 'sources.ts', 'select.ts', 'client/index.ts'],
  offline: ['index.ts', 'client/index.ts'],
  'page-bundles': ['index.ts'],
  'plain-code': ['index.ts'],
  search: ['index.ts', 'algolia.ts', 'askAi.ts', 'matching.ts', 'node/builtSite.ts', 'node/upload.ts'],
  // links.ts: a manual's short link and QR code, for the PDFs (build time, no Docusaurus); client/: which pages are short links.
  'short-links': ['index.ts', 'links.ts', 'client/index.ts'],
  'structured-data': ['index.ts'],
};

const SOURCE = /\.(?:ts|tsx|mts|mdx)$/;
const SKIP = new Set(['node_modules', '__tests__', 'build', '.docusaurus']);

function files(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : files(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** The repository file an import points to, without extension resolution beyond what the site uses. */
function resolve(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@site/')) target = specifier.slice('@site/'.length);
  else if (specifier.startsWith('.')) target = path.join(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx')]) {
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return path.normalize(candidate);
  }
  return path.normalize(target);
}

const pluginOf = (file: string): string | undefined => /^plugins\/([^/]+)\//.exec(file)?.[1];

function crossings(): string[] {
  const sources = [...files('src'), ...files('plugins'), ...files('scripts'), ...files('docs'), 'docusaurus.config.ts', 'sidebars.ts'];
  const problems: string[] = [];
  for (const file of sources) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const imports = file.endsWith('.mdx')
      ? [...text.matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
      : ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
    for (const specifier of imports) {
      const target = resolve(file, specifier);
      if (!target) continue;
      const owner = pluginOf(target);
      const self = pluginOf(file);
      if (owner && owner !== self && !PUBLIC[owner]?.includes(target.slice(`plugins/${owner}/`.length))) {
        problems.push(`${file} imports ${specifier}: internal to plugins/${owner}`);
      }
      if (self && /^src\/(components|theme|pages)\//.test(target)) problems.push(`${file} imports ${specifier}: a plugin must not depend on the site's UI`);
    }
  }
  return problems;
}

describe('plugin borders', () => {
  it('site code and other plugins import only a plugin’s public modules; plugins import no site UI', () => {
    expect(crossings()).toEqual([]);
  });

  it('every public module exists', () => {
    const missing = Object.entries(PUBLIC).flatMap(([plugin, modules]) => modules.map((m) => `plugins/${plugin}/${m}`).filter((f) => !fs.existsSync(path.join(root, f))));
    expect(missing).toEqual([]);
  });
});
