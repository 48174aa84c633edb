/**
 * Serves the production build like `docusaurus serve`, except that an unknown
 * path answers with the 404 page of its own locale (`docusaurus serve` always
 * sends the root, English, 404.html), and that responses are compressed and
 * hashed assets cached for good, as any production host does: benchmarks of
 * an uncompressed server measure the server, not the site.
 * Usage: tsx scripts/serve.mts [--port 3000] [--host localhost] [--dir build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {defaultLocale, locales} from '../src/data/locales.ts';

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

const isFile = (file: string): boolean => fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;

/** Whether serve-handler (cleanUrls) finds a file for this URL path. */
function exists(urlPath: string): boolean {
  const file = path.join(root, urlPath);
  if (!file.startsWith(root)) return false;
  return [file, `${file}.html`, path.join(file, 'index.html')].some(isFile);
}

function notFoundPage(urlPath: string): string {
  const first = urlPath.split('/')[1] ?? '';
  const locale = locales.find((l) => l !== defaultLocale && l === first);
  const page = path.join(root, locale ?? '', '404.html');
  // A build of fewer locales (`--locale en`) has only the root 404 page.
  return isFile(page) ? page : path.join(root, '404.html');
}

const compress = compression();
/** Files whose names carry a content hash: they never change under the same URL. */
const HASHED = /^\/(?:[^/]+\/)?assets\/|\/search-index\.[0-9a-f]+\.json$/;

const server = http.createServer((req, res) => {
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => handle(req, res));
});

function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  if (exists(urlPath)) {
    const cache = HASHED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
    void serveHandler(req, res, {
      public: root,
      cleanUrls: true,
      directoryListing: false,
      headers: [{source: '**', headers: [{key: 'Cache-Control', value: cache}]}],
    });
    return;
  }
  res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
  fs.createReadStream(notFoundPage(urlPath)).pipe(res);
}

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
