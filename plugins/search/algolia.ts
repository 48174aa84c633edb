/**
 * The hosted engine is one configuration away: with ALGOLIA_APP_ID,
 * ALGOLIA_API_KEY (search-only) and ALGOLIA_INDEX_NAME set at build, the
 * site uses @docusaurus/theme-search-algolia instead of the local index;
 * with ALGOLIA_ASK_AI_ASSISTANT_ID as well, its modal offers Algolia's
 * hosted Ask AI (that assistant, on the same index and keys).
 */

export interface AlgoliaSettings {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  /** Algolia Ask AI assistant, as theme-search-algolia's `askAi` option takes it. */
  readonly askAi?: {readonly assistantId: string};
}

const ASK_AI_VARIABLE = 'ALGOLIA_ASK_AI_ASSISTANT_ID';

const VARIABLES = {appId: 'ALGOLIA_APP_ID', apiKey: 'ALGOLIA_API_KEY', indexName: 'ALGOLIA_INDEX_NAME'} as const;

/**
 * Reads the Algolia settings; undefined when none is set (local search).
 * A partial setting fails the build with the names of what is missing, so a
 * typo in CI never silently ships the wrong search.
 */
export function readAlgoliaSettings(env: Readonly<Record<string, string | undefined>>): AlgoliaSettings | undefined {
  const assistantId = env[ASK_AI_VARIABLE]?.trim() ?? '';
  const values = {
    appId: env[VARIABLES.appId]?.trim() ?? '',
    apiKey: env[VARIABLES.apiKey]?.trim() ?? '',
    indexName: env[VARIABLES.indexName]?.trim() ?? '',
  };
  const set = (Object.keys(VARIABLES) as Array<keyof typeof VARIABLES>).filter((k) => values[k] !== '');
  if (set.length === 0) {
    if (assistantId === '') return undefined;
    throw new Error(
      `Search: ${ASK_AI_VARIABLE} is set but ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are missing. ` +
        "Algolia's Ask AI answers from an Algolia index: set those three too, or unset it for the local answers.",
    );
  }
  const missing = (Object.keys(VARIABLES) as Array<keyof typeof VARIABLES>).filter((k) => values[k] === '').map((k) => VARIABLES[k]);
  if (missing.length > 0) {
    const given = set.map((k) => VARIABLES[k]).join(' and ');
    throw new Error(
      `Search: ${given} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Set all of ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME to search with Algolia, or none of them for the local search index.',
    );
  }
  return assistantId === '' ? values : {...values, askAi: {assistantId}};
}
