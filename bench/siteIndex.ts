/**
 * A built locale's index as the site's build makes it, from its built pages
 * and the site's word lists (as docusaurus.config.ts passes them to the
 * search plugin): the benchmarks measure the current code on the built
 * pages without a full rebuild.
 */
import {builtLocaleRecords, type BuiltLocale} from '../plugins/search/node/builtSite';
import {questionsOf} from '../plugins/search/options';
import {encodeIndex, type CompactIndex} from '../plugins/search/shared/indexFormat';
import type {SearchRecord} from '../plugins/search/shared/types';
import {isLocale} from '../src/domain/locales';
import {LANGUAGES, questionData} from '../src/domain/languages';

export async function siteIndex(siteDir: string, built: BuiltLocale): Promise<{records: SearchRecord[]; compact: CompactIndex}> {
  const records = await builtLocaleRecords(siteDir, built);
  const locale = built.locale;
  if (!isLocale(locale)) throw new Error(`Unknown locale ${locale}`);
  const compact = encodeIndex(locale, records, LANGUAGES[locale].productWords, LANGUAGES[locale].taskWords, questionsOf({questions: questionData}, locale));
  return {records, compact};
}
