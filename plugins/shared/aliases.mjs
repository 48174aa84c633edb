/**
 * The two module names the site's bundler resolves that Node must resolve the
 * same way wherever our TypeScript runs outside the bundle (the PDF worker,
 * the unit and PDF tests): `@site` is the site's folder, and
 * `@docusaurus/Translate` is the Node translate() that reads code.json
 * (./translate.ts). Declared once here.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} siteDir @returns {Record<string, string>} */
export function nodeAliases(siteDir) {
  return {'@docusaurus/Translate': path.join(here, 'translate.ts'), '@site': siteDir};
}
