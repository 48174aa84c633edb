/**
 * npm run search:upload: pushes the records of the built site (all locales)
 * to the Algolia index the site searches when ALGOLIA_* are set at build.
 * Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and a write key in
 * ALGOLIA_ADMIN_API_KEY (never the search-only ALGOLIA_API_KEY).
 */
import path from 'node:path';
import {builtLocaleRecords, readBuiltLocales} from '../plugins/search/node/builtSite';
import {uploadRecords} from '../plugins/search/node/upload';

const siteDir = path.resolve(import.meta.dirname, '..');
const appId = process.env.ALGOLIA_APP_ID;
const indexName = process.env.ALGOLIA_INDEX_NAME;
const apiKey = process.env.ALGOLIA_ADMIN_API_KEY;
const missing = Object.entries({ALGOLIA_APP_ID: appId, ALGOLIA_INDEX_NAME: indexName, ALGOLIA_ADMIN_API_KEY: apiKey})
  .filter(([, v]) => !v)
  .map(([k]) => k);
if (missing.length > 0) {
  console.error(`search:upload needs ${missing.join(', ')}.`);
  process.exit(1);
}

const records = [];
for (const built of await readBuiltLocales(siteDir)) {
  const localeRecords = await builtLocaleRecords(siteDir, built);
  console.log(`${built.locale}: ${localeRecords.length} records`);
  records.push(...localeRecords);
}
await uploadRecords({appId: appId!, apiKey: apiKey!, indexName: indexName!, records});
console.log(`Uploaded ${records.length} records to ${indexName}.`);
