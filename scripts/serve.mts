/**
 * Serves the production build as a host would (see scripts/hosting/server.ts):
 * per-locale 404 pages, compression, the build's `_headers`.
 * Usage: tsx scripts/serve.mts [--port 3000] [--host localhost] [--dir build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {defaultLocale, locales} from '../src/domain/locales.ts';
import {createSiteServer} from './hosting/server.ts';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: 'localhost'},
    dir: {type: 'string', default: 'build'},
  },
});
const root = path.resolve(import.meta.dirname, '..', values.dir);

if (!fs.existsSync(path.join(root, '404.html'))) {
  console.error(`No build in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

const server = createSiteServer({root, localeFolders: locales.filter((l) => l !== defaultLocale)});
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
