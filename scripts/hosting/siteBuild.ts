/**
 * The steps of a production build shared by `npm run build` (scripts/build.mts:
 * one `docusaurus build` of the locales) and `npm run build:locales`
 * (scripts/build-locales.mts: one process per locale, merged): the stop for
 * untranslated pages before building, Docusaurus's own build command, and
 * the `_headers` file of the finished site. The swap of a finished site into
 * its folder is publish.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readAlgoliaSettings} from '../../plugins/search/algolia.ts';
import {readAskAiEndpoint} from '../../plugins/search/askAi/options.ts';
import {defaultLocale, locales} from '../../src/domain/locales.ts';
import {readSiteSettings} from '../../src/domain/site.ts';
import {listFiles} from '../checks/builtPages.ts';
import {missingTranslations} from '../checks/translation.ts';
import {contentSecurityPolicy, formatHeadersFile, hashedAssetPatterns, headerRules, inlineScripts, scriptHash, thirdPartiesOf} from './headers.ts';

/** Docusaurus's CLI of the site. */
export const docusaurusBin = (siteDir: string): string => path.join(siteDir, 'node_modules/.bin/docusaurus');

/**
 * Pages of the English docs that a built locale has no translation of: that
 * locale would show them in English (see CONTRIBUTING, "Translate it").
 * @param builtLocales the locales of the build; empty for all
 */
export function untranslatedPages(siteDir: string, builtLocales: readonly string[]): string[] {
  const englishPages = listFiles(path.join(siteDir, 'docs'))
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(siteDir, 'docs', f));
  return (builtLocales.length > 0 ? builtLocales : locales)
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) => missingTranslations(siteDir, locale, englishPages));
}

/**
 * Writes `_headers` into a built site, with a policy that allows exactly the
 * inline scripts its pages carry: run it on the whole site, after every
 * locale is in place.
 * @returns how many inline scripts the policy allows by hash
 */
export function writeHeadersFile(dir: string): number {
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
  return hashes.size;
}
