import {describe, expect, it} from 'vitest';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import * as searchAlgolia from '@docusaurus/theme-search-algolia';
import {readAlgoliaSettings} from '../algolia';

// The theme's index exports its config validator; its type declarations do not name it.
const {validateThemeConfig} = searchAlgolia as unknown as {
  validateThemeConfig: (args: {validate: typeof normalizeThemeConfig; themeConfig: object}) => unknown;
};

describe('readAlgoliaSettings', () => {
  it('is undefined without any ALGOLIA_ variable: the local index is used', () => {
    expect(readAlgoliaSettings({})).toBeUndefined();
    expect(readAlgoliaSettings({ALGOLIA_APP_ID: ' ', ALGOLIA_API_KEY: ''})).toBeUndefined();
  });

  it('returns the three settings when all are set', () => {
    expect(readAlgoliaSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'manuals'})).toEqual({
      appId: 'APP',
      apiKey: 'search-key',
      indexName: 'manuals',
    });
  });

  it('fails naming the missing api key when only the app id is set', () => {
    expect(() => readAlgoliaSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'manuals'})).toThrow(
      /ALGOLIA_APP_ID and ALGOLIA_INDEX_NAME are set but ALGOLIA_API_KEY is missing/,
    );
  });

  it('fails naming the missing app id when only the api key is set', () => {
    expect(() => readAlgoliaSettings({ALGOLIA_API_KEY: 'key'})).toThrow(/ALGOLIA_API_KEY is set but ALGOLIA_APP_ID and ALGOLIA_INDEX_NAME are missing/);
  });

  it('adds Algolia Ask AI with its assistant when ALGOLIA_ASK_AI_ASSISTANT_ID is set with the three settings', () => {
    const env = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'manuals'};
    expect(readAlgoliaSettings({...env, ALGOLIA_ASK_AI_ASSISTANT_ID: ' assistant-1 '})).toEqual({
      appId: 'APP',
      apiKey: 'search-key',
      indexName: 'manuals',
      askAi: {assistantId: 'assistant-1'},
    });
    expect(readAlgoliaSettings(env)).not.toHaveProperty('askAi');
  });

  it('fails when the Ask AI assistant is set without the Algolia index it answers from', () => {
    expect(() => readAlgoliaSettings({ALGOLIA_ASK_AI_ASSISTANT_ID: 'assistant-1'})).toThrow(
      /ALGOLIA_ASK_AI_ASSISTANT_ID is set but ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are missing/,
    );
  });
});

describe('the settings as theme-search-algolia reads them', () => {
  it('give its modal Ask AI on the same index and keys', () => {
    const algolia = readAlgoliaSettings({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'manuals',
      ALGOLIA_ASK_AI_ASSISTANT_ID: 'assistant-1',
    });
    const config = validateThemeConfig({validate: normalizeThemeConfig, themeConfig: {algolia}}) as {algolia: {askAi: Record<string, unknown>}};
    expect(config.algolia.askAi).toMatchObject({assistantId: 'assistant-1', indexName: 'manuals', apiKey: 'search-key', appId: 'APP'});
  });
});
