/**
 * `npm run build`: `docusaurus build` into a temporary folder next to
 * `build/`, then the hosting headers, and only when every locale built and
 * every check inside the build passed does the new site replace `build/`.
 * A failed build leaves the last good one in place, so a deploy that ignores
 * the exit code cannot publish half a site.
 * Usage: tsx scripts/build.mts [docusaurus build options, e.g. --locale it] [--out-dir build]
 * (`npm run build:locales` makes the same site with one process per locale.)
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {publishBuild} from './hosting/publish.ts';
import {docusaurusBin, untranslatedPages, writeHeadersFile} from './hosting/siteBuild.ts';

const siteDir = path.resolve(import.meta.dirname, '..');
const {values, tokens} = parseArgs({
  options: {'out-dir': {type: 'string', default: 'build'}},
  strict: false,
  tokens: true,
});
const passThrough = tokens.flatMap((t) => {
  if (t.kind === 'option' && t.name === 'out-dir') return [];
  if (t.kind === 'option') return t.value === undefined ? [t.rawName] : [t.rawName, t.value];
  return t.kind === 'positional' ? [t.value] : [];
});
const finalDir = path.resolve(siteDir, String(values['out-dir']));
const target = (): string => `${path.relative(siteDir, finalDir) || '.'}/`;

// A locale without a page English has would show that page in English: stop before building (see CONTRIBUTING, "Translate it").
const builtLocales = tokens.flatMap((t, i) =>
  t.kind === 'option' && t.name === 'locale' ? [t.value ?? (tokens[i + 1] as {value?: string} | undefined)?.value] : [],
);
const untranslated = untranslatedPages(
  siteDir,
  builtLocales.filter((l): l is string => l !== undefined),
);
if (untranslated.length > 0) {
  console.error(`${untranslated.join('\n')}\n\nThe build stopped: ${untranslated.length} page(s) have no translation. ${target()} was left as it was.`);
  process.exit(1);
}

let status = 1;
let inline = 0;
// Ctrl+C reaches the build too; staying alive until it has stopped lets the temporary folder be removed.
process.on('SIGINT', () => undefined);
const published = publishBuild(finalDir, {
  build(dir) {
    const run = spawnSync(docusaurusBin(siteDir), ['build', '--out-dir', dir, ...passThrough], {cwd: siteDir, stdio: 'inherit'});
    status = run.status ?? 1;
    return status === 0;
  },
  finish(dir) {
    inline = writeHeadersFile(dir);
  },
});
if (!published) {
  console.error(`\nThe build failed: ${target()} was left as it was.`);
  process.exit(status);
}
console.log(`Build written to ${target()} (${inline} inline script(s) allowed by hash in _headers).`);
