/**
 * Local search: a plugin and theme that builds a DocSearch-shaped index of
 * each locale from its built pages and the catalog, and serves DocSearch's
 * own modal and a /search page from it in the browser, with no third party.
 * This file only wires Docusaurus's lifecycle to the modules beside it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import {modalBundle} from './node/bundle';
import type {PluginOptions, SearchGlobalData} from './options';
import {INDEX_META_NAME, INDEX_URL_PLACEHOLDER, PLUGIN_NAME} from './shared/constants';

export default function searchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl, i18n, siteDir} = context;
  const themePath = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    configureWebpack: (_config, isServer) => (isServer ? {} : modalBundle()),
    getDefaultCodeTranslationMessages: () => readDefaultCodeTranslationMessages({locale: i18n.currentLocale, name: 'theme-search-algolia'}),

    contentLoaded({actions}) {
      actions.addRoute({path: `${baseUrl}${options.searchPagePath}`, component: '@theme/SearchPage', exact: true});
      const data: SearchGlobalData = {
        searchPagePath: options.searchPagePath,
        missingResultsUrl: options.missingResultsUrl,
        hitsPerPage: options.hitsPerPage,
        maxResultsPerGroup: options.maxResultsPerGroup,
        // Only when set: the default build's pages carry not a byte for it.
        ...(options.askAiEndpoint && {askAiEndpoint: options.askAiEndpoint}),
      };
      actions.setGlobalData(data);
    },

    injectHtmlTags: () => ({headTags: [{tagName: 'meta', attributes: {name: INDEX_META_NAME, content: INDEX_URL_PLACEHOLDER}}]}),

    async postBuild({outDir, routesPaths}) {
      const started = performance.now();
      // Here only: the dev server, which loads this file afresh at each reload of the site, never builds an index.
      const {buildLocaleIndex} = await import('./node/buildIndex');
      const result = await buildLocaleIndex({siteDir, outDir, baseUrl, locale: i18n.currentLocale, routesPaths, options});
      const ms = Math.round(performance.now() - started);
      console.log(
        `[search] ${i18n.currentLocale}: ${result.records.length} records from ${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KiB → ${result.url} (${ms} ms)`,
      );
    },
  };
}

export {validateOptions, type Options, type PluginOptions} from './options';
export type {QuestionData} from './shared/indexFormat';
export {questionsOf} from './options';
