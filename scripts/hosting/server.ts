/**
 * The production build served like `docusaurus serve`, except that an unknown
 * path answers with the 404 page of its own locale (`docusaurus serve` always
 * sends the root, English, 404.html), that responses are compressed and carry
 * the headers of the build's `_headers` file, as a production host sends
 * them. No request can stop the server: any path gets 200, 301, 400 or 404.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {cacheRules, hashedAssetPatterns, headersFor, parseHeadersFile, type HeaderRule} from './headers.ts';

/** Longer request paths are refused: no file of the build has one. */
const MAX_PATH_LENGTH = 2048;

export interface SiteServerOptions {
  /** The build folder. */
  readonly root: string;
  /** Locale folders whose own 404.html answers unknown paths under them. */
  readonly localeFolders: readonly string[];
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;
  } catch {
    // ENOTDIR, ENAMETOOLONG, a null byte…: no such file.
    return false;
  }
}

/**
 * The build's `_headers`. A site built by `docusaurus build` alone (the
 * benchmark's stock site) has none: its hashed files are still cached for good,
 * as any production host does, so both sites are measured alike.
 */
function readRules(root: string, localeFolders: readonly string[]): HeaderRule[] {
  const file = path.join(root, '_headers');
  if (fs.existsSync(file)) return parseHeadersFile(fs.readFileSync(file, 'utf8'));
  return cacheRules(hashedAssetPatterns(localeFolders));
}

/** The decoded path of a request, or undefined when it is not one a file could have. */
export function requestPath(url: string | undefined): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  if (decoded.length > MAX_PATH_LENGTH || /[\0-\x1f\x7f\\]/.test(decoded)) return undefined;
  return decoded;
}

export function createSiteServer({root, localeFolders}: SiteServerOptions): http.Server {
  const rules = readRules(root, localeFolders);
  const compress = compression();

  /** Whether serve-handler (cleanUrls) finds a file for this URL path. */
  const exists = (urlPath: string): boolean => {
    const file = path.join(root, urlPath);
    if (file !== root && !file.startsWith(root + path.sep)) return false;
    return [file, `${file}.html`, path.join(file, 'index.html')].some(isFile);
  };

  const notFoundPage = (urlPath: string): string => {
    const first = urlPath.split('/')[1] ?? '';
    const page = path.join(root, localeFolders.includes(first) ? first : '', '404.html');
    // A build of fewer locales (`--locale en`) has only the root 404 page.
    return isFile(page) ? page : path.join(root, '404.html');
  };

  const fail = (res: http.ServerResponse, status: number, text: string): void => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8'}).end(text);
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const urlPath = requestPath(req.url);
    if (urlPath === undefined) {
      fail(res, 400, 'Bad request');
      return;
    }
    for (const [name, value] of headersFor(urlPath, rules)) res.setHeader(name, value);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    if (exists(urlPath)) {
      serveHandler(req, res, {public: root, cleanUrls: true, directoryListing: false}).catch(() => fail(res, 500, 'Server error'));
      return;
    }
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    fs.createReadStream(notFoundPage(urlPath))
      .on('error', () => res.destroy())
      .pipe(res);
  };

  const server = http.createServer((req, res) => {
    try {
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => handle(req, res));
    } catch {
      fail(res, 500, 'Server error');
    }
  });
  // Requests Node cannot parse (a space in the path, a bad header) get a 400, not a dead socket.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
