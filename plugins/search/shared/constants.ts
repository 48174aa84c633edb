/** Names both the build and the browser use. */

/** Name of the plugin, and of its global data. */
export const PLUGIN_NAME = 'docusaurus-search-local';

/**
 * The meta tag that tells the browser where its locale's index is. Every
 * page carries it, so the first search needs no request to learn the
 * content-hashed file name (a fixed-name manifest would cost a request
 * before each cold search); postBuild writes the name into the HTML once
 * the index exists, which global data could not do: it is fixed before
 * the pages the index is built from.
 */
export const INDEX_META_NAME = 'docsearch-local-index';

/** Stands in the meta tag until postBuild knows the hashed file name. */
export const INDEX_URL_PLACEHOLDER = '__DOCSEARCH_LOCAL_INDEX_URL__';

/** Screens up to this width get 5-word snippets instead of 10 (spec section 9). */
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

/**
 * Longest question Ask AI reads: its own field, a question handed over from
 * the search field, and the answer on the search page take it whole (the
 * search itself reads QUERY_MAX_LENGTH, src/domain/text/limits.ts).
 */
export const QUESTION_MAX_LENGTH = 500;
