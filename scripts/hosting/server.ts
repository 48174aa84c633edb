/**
 * The production build served like `docusaurus serve`, except that an unknown
 * path answers with the 404 page of its own locale (`docusaurus serve` always
 * sends the root, English, 404.html), that responses are compressed and carry
 * the headers of the build's `_headers` file, as a production host sends
 * them. It speaks HTTP as RFC 9110 asks of a static host: GET and HEAD only
 * (405 with `Allow` otherwise), validators (ETag, Last-Modified) and 304s,
 * single byte ranges (a Range it cannot parse is ignored), one redirect from
 * `/x/index.html` or `/x.html` to the clean URL, and the host's own `_headers`
 * never served. No request can stop the server.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
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
  // Control characters and backslashes in a path are an attack or a typo, never a page.
  // eslint-disable-next-line no-control-regex
  if (decoded.length > MAX_PATH_LENGTH || /[\0-\x1f\x7f\\]/.test(decoded)) return undefined;
  return decoded;
}

/** Content types of the files a build holds; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Files for the host, not for visitors. */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

const ALLOW = 'GET, HEAD';

/** The clean URL of a path that names an HTML file, or undefined. */
export function cleanUrlOf(rawPath: string): string | undefined {
  if (rawPath.endsWith('/index.html')) return rawPath.slice(0, -'index.html'.length);
  if (rawPath.endsWith('.html') && rawPath.length > '/.html'.length) return rawPath.slice(0, -'.html'.length);
  return undefined;
}

export type ByteRange = {readonly start: number; readonly end: number};

/**
 * What a Range header asks of a file of `size` bytes: one range, `'unsatisfiable'`
 * (416), or undefined when the header is not one single byte range we read,
 * which RFC 9110 lets a server ignore by sending the whole file.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] === '' ? undefined : Number(match[1]), match[2] === '' ? undefined : Number(match[2])];
  if (first === undefined) {
    // bytes=-N: the last N bytes.
    return last === 0 || size === 0 ? 'unsatisfiable' : {start: Math.max(0, size - last!), end: size - 1};
  }
  if (last !== undefined && last < first) return undefined;
  if (first >= size) return 'unsatisfiable';
  return {start: first, end: Math.min(last ?? size - 1, size - 1)};
}

/** Whether the request's validators say the copy the browser holds is current (RFC 9110 §13.2.2). */
function notModified(req: http.IncomingMessage, etag: string, modified: Date): boolean {
  const tags = req.headers['if-none-match'];
  if (tags !== undefined) {
    const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
    return tags.trim() === '*' || tags.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** Whether an If-Range header allows the range: it must name the current version. */
function rangeStillValid(req: http.IncomingMessage, etag: string, modified: Date): boolean {
  const condition = [req.headers['if-range']].flat()[0];
  if (condition === undefined) return true;
  if (condition.startsWith('"') || condition.startsWith('W/')) return condition === etag && !etag.startsWith('W/');
  return Date.parse(condition) === Math.floor(modified.getTime() / 1000) * 1000;
}

export function createSiteServer({root, localeFolders}: SiteServerOptions): http.Server {
  const rules = readRules(root, localeFolders);
  // A part of a file is sent as it is on disk: its byte offsets are the file's.
  const compress = compression({filter: (req, res) => req.headers.range === undefined && compression.filter(req, res)});

  /** The file serving this URL path (clean URLs: `/x` is x, x.html or x/index.html), or undefined. */
  const fileFor = (urlPath: string): string | undefined => {
    if (HOST_FILES.has(urlPath)) return undefined;
    const file = path.join(root, urlPath);
    if (file !== root && !file.startsWith(root + path.sep)) return undefined;
    return [file, `${file}.html`, path.join(file, 'index.html')].find(isFile);
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

  const send = (req: http.IncomingMessage, res: http.ServerResponse, file: string): void => {
    const stats = fs.statSync(file);
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    if (notModified(req, etag, stats.mtime)) {
      res.writeHead(304).end();
      return;
    }
    const range = rangeStillValid(req, etag, stats.mtime) ? byteRange(req.headers.range, stats.size) : undefined;
    if (range === 'unsatisfiable') {
      res.writeHead(416, {'Content-Range': `bytes */${stats.size}`, 'Content-Length': '0'}).end();
      return;
    }
    const [start, end] = range ? [range.start, range.end] : [0, stats.size - 1];
    if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    res.writeHead(range ? 206 : 200, {'Content-Length': String(Math.max(0, end - start + 1))});
    if (req.method === 'HEAD' || stats.size === 0) {
      res.end();
      return;
    }
    fs.createReadStream(file, {start, end})
      .on('error', () => res.destroy())
      .pipe(res);
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const urlPath = requestPath(req.url);
    if (urlPath === undefined) {
      fail(res, 400, 'Bad request');
      return;
    }
    for (const [name, value] of headersFor(urlPath, rules)) res.setHeader(name, value);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOW);
      fail(res, 405, 'Method not allowed');
      return;
    }
    const file = fileFor(urlPath);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clean = file === undefined ? undefined : cleanUrlOf(url.pathname);
    const cleanPath = clean === undefined ? undefined : requestPath(clean);
    if (clean !== undefined && cleanPath !== undefined && fileFor(cleanPath) === file) {
      res.writeHead(301, {Location: clean + url.search}).end();
      return;
    }
    if (file !== undefined) {
      send(req, res, file);
      return;
    }
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
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
