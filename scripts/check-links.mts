/**
 * Crawls build/: every internal URL a page links to or loads (a, link, img,
 * srcset, script, sharing images) must be a file of the build, and every
 * #anchor an id on the target page. External links are listed, never fetched.
 * Usage: tsx scripts/check-links.mts [--dir build]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readSiteSettings} from '../src/domain/site.ts';
import {fileForPath, resolveReference} from './checks/links.ts';
import {loadBuild} from './checks/builtPages.ts';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const buildDir = path.resolve(import.meta.dirname, '..', values.dir);
const siteOrigin = new URL(readSiteSettings().siteUrl).origin;

const {files, pages} = loadBuild(buildDir);
const idsByFile = new Map(pages.map((p) => [p.file, p.ids]));
const broken = new Map<string, Set<string>>();
const externalHosts = new Map<string, number>();
let checked = 0;

for (const page of pages) {
  const pageUrl = new URL(page.urlPath, siteOrigin).href;
  for (const ref of page.refs) {
    const target = resolveReference(ref.value, pageUrl, siteOrigin);
    if (target.kind === 'ignored') continue;
    if (target.kind === 'external') {
      externalHosts.set(target.host, (externalHosts.get(target.host) ?? 0) + 1);
      continue;
    }
    checked++;
    const file = fileForPath(target.path, (rel) => files.has(rel));
    let problem: string | undefined;
    if (file === undefined) problem = `${ref.tag}[${ref.attr}] ${ref.value}: no file for ${target.path}`;
    else if (target.hash !== '' && file.endsWith('.html') && !idsByFile.get(file)?.has(target.hash)) {
      problem = `${ref.tag}[${ref.attr}] ${ref.value}: no id "${target.hash}" in ${file}`;
    }
    if (problem) broken.set(problem, (broken.get(problem) ?? new Set()).add(page.file));
  }
}

const externalCount = [...externalHosts.values()].reduce((a, b) => a + b, 0);
console.log(`Links: ${pages.length} pages, ${checked} internal URLs checked.`);
console.log(`External links (not fetched): ${externalCount} to ${externalHosts.size} hosts:`);
for (const [host, count] of [...externalHosts].sort((a, b) => b[1] - a[1])) console.log(`  ${count}\t${host}`);

if (broken.size > 0) {
  console.error(`\n${broken.size} broken internal link(s) or anchor(s):`);
  for (const [problem, onPages] of broken) {
    const list = [...onPages];
    console.error(`  ${problem}\n    on ${list.slice(0, 3).join(', ')}${list.length > 3 ? ` and ${list.length - 3} more` : ''}`);
  }
  process.exit(1);
}
console.log('No broken internal links or anchors.');
