/**
 * The import rules are dependency-cruiser's (.dependency-cruiser.cjs, run by
 * `npm run lint:deps`). What it cannot see is a path written as a string
 * that a bundler later imports: a route's component, an import a remark
 * plugin adds. A plugin receives those from the config, so no string in a
 * plugin's code points into the site's folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

function pluginSources(): string[] {
  return (fs.readdirSync(path.join(root, 'plugins'), {recursive: true}) as string[])
    .map((f) => path.join('plugins', f))
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes(`${path.sep}__tests__${path.sep}`));
}

/** Strings in the code (not comments) that name a file of the site's own folders. */
function pathsIntoSite(file: string, text = fs.readFileSync(path.join(root, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (/(^|\/)src\/(components|theme|pages|hooks|lib|clientModules)(\/|$)/.test(node.text)) found.push(`${file}: '${node.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('plugin borders', () => {
  it('no plugin names a file of the site’s components, theme, pages, hooks or lib in a string', () => {
    expect(pluginSources().flatMap((f) => pathsIntoSite(f))).toEqual([]);
  });

  it('finds such a string when there is one', () => {
    const text = "// '@site/src/components/X' in a comment is fine\nexport const route = {component: `@site/src/components/${'SeriesRedirect'}`};\n";
    expect(pathsIntoSite('probe.ts', text)).toEqual(["probe.ts: '@site/src/components/'"]);
  });
});
