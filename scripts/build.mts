/**
 * `npm run build`: `docusaurus build` into a temporary folder next to
 * `build/`, then the hosting headers, and only when every locale built and
 * every check inside the build passed does the new site replace `build/`.
 * A failed build leaves the last good one in place, so a deploy that ignores
 * the exit code cannot publish half a site.
 * Usage: tsx scripts/build.mts [docusaurus build options, e.g. --locale it] [--out-dir build]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readAlgoliaSettings} from '../plugins/search/algolia.ts';
import {readAskAiEndpoint} from '../plugins/search/askAi/options.ts';
import {defaultLocale, locales} from '../src/domain/locales.ts';
import {readSiteSettings} from '../src/domain/site.ts';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  hashedAssetPatterns,
  headerRules,
  inlineScripts,
  scriptHash,
  thirdPartiesOf,
} from './hosting/headers.ts';
import {listFiles} from './checks/builtPages.ts';
import {missingTranslations} from './checks/translation.ts';
import {publishBuild} from './hosting/publish.ts';

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
const builtLocales = tokens.flatMap((t, i) => (t.kind === 'option' && t.name === 'locale' ? [t.value ?? (tokens[i + 1] as {value?: string} | undefined)?.value] : []));
const englishPages = listFiles(path.join(siteDir, 'docs'))
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => path.join(siteDir, 'docs', f));
const untranslated = (builtLocales.length > 0 ? builtLocales : locales)
  .filter((l): l is string => l !== undefined && l !== defaultLocale)
  .flatMap((locale) => missingTranslations(siteDir, locale, englishPages));
if (untranslated.length > 0) {
  console.error(`${untranslated.join('\n')}\n\nThe build stopped: ${untranslated.length} page(s) have no translation. ${target()} was left as it was.`);
  process.exit(1);
}

let inline = 0;
/** `_headers` with a policy that allows exactly the inline scripts this build emitted. */
function writeHeaders(dir: string): void {
  const hashes = new Set<string>();
  for (const file of listFiles(dir).filter((f) => f.endsWith('.html'))) {
    for (const script of inlineScripts(fs.readFileSync(path.join(dir, file), 'utf8'))) hashes.add(scriptHash(script));
  }
  const services = thirdPartiesOf(readSiteSettings(), {
    algoliaAppId: readAlgoliaSettings(process.env)?.appId,
    askAiEndpoint: readAskAiEndpoint(process.env)?.url,
  });
  const localeFolders = locales.filter((l) => l !== defaultLocale);
  fs.writeFileSync(path.join(dir, '_headers'), formatHeadersFile(headerRules(contentSecurityPolicy(hashes, services), hashedAssetPatterns(localeFolders))));
  inline = hashes.size;
}

let status = 1;
// Ctrl+C reaches the build too; staying alive until it has stopped lets the temporary folder be removed.
process.on('SIGINT', () => undefined);
const published = publishBuild(finalDir, {
  build(dir) {
    const run = spawnSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', dir, ...passThrough], {cwd: siteDir, stdio: 'inherit'});
    status = run.status ?? 1;
    return status === 0;
  },
  finish: writeHeaders,
});
if (!published) {
  console.error(`\nThe build failed: ${target()} was left as it was.`);
  process.exit(status);
}
console.log(`Build written to ${target()} (${inline} inline script(s) allowed by hash in _headers).`);
