/**
 * Fast check of manual sources without a full build: every MDX file under
 * docs/ (and i18n/<locale>/docusaurus-plugin-content-docs/current/) must
 * compile, its relative imports must exist, <ProductFact name> must be a
 * known fact and <Illustration name> must have its SVG file.
 * Usage: npx tsx scripts/check-manuals.mts [folder…]
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {FACT_NAMES} from '../src/lib/format.ts';

const root = path.resolve(import.meta.dirname, '..');
const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['docs'];

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

async function main(): Promise<void> {
  const problems: string[] = [];
  const files = dirs.flatMap((d) => walk(path.resolve(root, d)));
  for (const file of files) {
    const rel = path.relative(root, file);
    const source = fs.readFileSync(file, 'utf8');
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
    try {
      await compile(body, {format: 'mdx'});
    } catch (error) {
      problems.push(`${rel}: does not compile: ${(error as Error).message}`);
    }
    for (const m of body.matchAll(/^import\s+\w+\s+from\s+'(\.[^']+)'/gm)) {
      if (!fs.existsSync(path.resolve(path.dirname(file), m[1]!))) problems.push(`${rel}: import '${m[1]}' not found`);
    }
    for (const m of body.matchAll(/<ProductFact\s+name="([^"]+)"/g)) {
      if (!(FACT_NAMES as readonly string[]).includes(m[1]!)) problems.push(`${rel}: unknown fact "${m[1]}"`);
    }
    for (const m of body.matchAll(/<Illustration\s+name="([^"]+)"/g)) {
      if (!fs.existsSync(path.join(root, 'static/img/illustrations', `${m[1]}.svg`))) {
        problems.push(`${rel}: drawing static/img/illustrations/${m[1]}.svg is missing`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} problem(s) in ${files.length} files`);
    process.exit(1);
  }
  console.log(`${files.length} manual files OK`);
}

void main();
