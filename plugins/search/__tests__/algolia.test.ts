import {describe, expect, it} from 'vitest';
import {readAlgoliaSettings} from '../algolia';

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
});
