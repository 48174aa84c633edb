import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSiteServer} from '../server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
const files: Record<string, string> = {
  '404.html': 'not found (en)',
  'de/404.html': 'nicht gefunden',
  'index.html': 'home',
  'sitemap.xml': '<urlset/>',
  'pdf/flow/125.pdf': '%PDF-1.7',
  'docs/flow/125.html': 'Flow 125',
  'assets/js/main.0123abcd.js': 'void 0',
  _headers:
    "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), text);
}

const server = createSiteServer({root, localeFolders: ['de']});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, {recursive: true, force: true});
});

interface Answer {
  readonly status: number;
  readonly head: string;
  readonly body: string;
}

/** Sends the request line as given, bytes and all: no client library cleans it up first. */
function raw(target: string, {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer for ${JSON.stringify(target)}`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      resolve({status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body});
    });
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`, 'latin1'));
  });
}

describe('the site server', () => {
  it.each([
    {name: '/docs/%00', target: '/docs/%00', status: 400},
    {name: '/sitemap.xml/', target: '/sitemap.xml/', status: 404},
    {name: '/pdf/flow/125.pdf/', target: '/pdf/flow/125.pdf/', status: 404},
    {name: '/index.html/', target: '/index.html/', status: 404},
    {name: 'a 300-character path', target: `/${'a'.repeat(300)}`, status: 404},
    {name: 'a 5000-character path', target: `/docs/${'b'.repeat(5000)}`, status: 400},
    {name: '/%', target: '/%', status: 400},
    {name: '/%E0%A4%A', target: '/%E0%A4%A', status: 400},
    {name: '/..%2f..%2f..%2fetc%2fpasswd', target: '/..%2f..%2f..%2fetc%2fpasswd', status: 404},
    {name: '/docs/..%5c..%5cpackage.json', target: '/docs/..%5c..%5cpackage.json', status: 400},
  ])('answers $name with $status and keeps running', async ({target, status}) => {
    expect((await raw(target)).status).toBe(status);
    expect((await raw('/')).status).toBe(200);
  });

  it('serves files, clean URLs and the 404 page of the locale', async () => {
    expect((await raw('/docs/flow/125')).body).toContain('Flow 125');
    expect((await raw('/pdf/flow/125.pdf')).status).toBe(200);
    const german = await raw('/de/docs/nope');
    expect(german.status).toBe(404);
    expect(german.body).toContain('nicht gefunden');
    expect((await raw('/docs/nope')).body).toContain('not found (en)');
  });

  it('answers a revalidation with 304 when the file is unchanged, by ETag or by date', async () => {
    for (const target of ['/docs/flow/125', '/pdf/flow/125.pdf', '/']) {
      const first = await raw(target);
      const etag = /^etag: (.+)$/im.exec(first.head)?.[1];
      const modified = /^last-modified: (.+)$/im.exec(first.head)?.[1];
      expect(etag, target).toBeDefined();
      expect(modified, target).toBeDefined();
      const byTag = await raw(target, {headers: {'If-None-Match': etag!}});
      expect(byTag.status, target).toBe(304);
      expect(byTag.body, target).toBe('');
      expect((await raw(target, {headers: {'If-Modified-Since': modified!}})).status, target).toBe(304);
      expect((await raw(target, {headers: {'If-None-Match': '"other"'}})).status, target).toBe(200);
      expect((await raw(target, {headers: {'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT'}})).status, target).toBe(200);
    }
  });

  it('answers other methods than GET and HEAD with 405 and the allowed ones', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await raw('/contact', {method, headers: {'Content-Length': '0'}});
      expect(answer.status, method).toBe(405);
      expect(answer.head, method).toMatch(/^allow: GET, HEAD$/im);
      expect(answer.body, method).not.toContain('Flow');
    }
    const head = await raw('/docs/flow/125', {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('sends a byte range, ignores a Range it cannot read and says 416 with no body when none can be sent', async () => {
    const part = await raw('/pdf/flow/125.pdf', {headers: {Range: 'bytes=1-3'}});
    expect(part.status).toBe(206);
    expect(part.body).toBe('PDF');
    expect(part.head).toMatch(/^content-range: bytes 1-3\/8$/im);
    expect((await raw('/pdf/flow/125.pdf', {headers: {Range: 'bytes=-3'}})).body).toBe('1.7');
    for (const range of ['bytes=abc', 'lines=1-2', 'bytes=5-2', 'bytes=0-1,3-4']) {
      const whole = await raw('/pdf/flow/125.pdf', {headers: {Range: range}});
      expect(whole.status, range).toBe(200);
      expect(whole.body, range).toBe('%PDF-1.7');
    }
    const beyond = await raw('/pdf/flow/125.pdf', {headers: {Range: 'bytes=100-'}});
    expect(beyond.status).toBe(416);
    expect(beyond.head).toMatch(/^content-range: bytes \*\/8$/im);
    expect(beyond.body).toBe('');
  });

  it('keeps the host file _headers private and redirects an .html address in one step', async () => {
    expect((await raw('/_headers')).status).toBe(404);
    expect((await raw('/_headers')).body).not.toContain('Content-Security-Policy');
    for (const [target, location] of [
      ['/index.html', '/'],
      ['/docs/flow/125.html', '/docs/flow/125'],
      ['/index.html?q=fold', '/?q=fold'],
    ] as const) {
      const answer = await raw(target);
      expect(answer.status, target).toBe(301);
      expect(/^location: (.+)$/im.exec(answer.head)?.[1], target).toBe(location);
      expect((await raw(location)).status, location).toBe(200);
    }
  });

  it('sends the headers of _headers on pages, assets and 404s', async () => {
    for (const target of ['/', '/docs/flow/125', '/no-such-page', '/assets/js/main.0123abcd.js']) {
      expect((await raw(target)).head, target).toMatch(/^content-security-policy: default-src 'self'$/im);
    }
    expect((await raw('/assets/js/main.0123abcd.js')).head).toMatch(/^cache-control: public, max-age=31536000, immutable$/im);
    expect((await raw('/docs/flow/125')).head).toMatch(/^cache-control: no-cache$/im);
  });

  it('survives a few thousand odd paths, each answered with 200, 301, 400 or 404', async () => {
    // A fixed seed: a failure names a path that fails again.
    let seed = 20261125;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pieces = [
      '/',
      '//',
      '.',
      '..',
      '%',
      '%00',
      '%2f',
      '%2F',
      '%5c',
      '%2e%2e',
      '%C3',
      '%C3%A4',
      '%FF',
      '\\',
      'ä',
      '😀',
      '?',
      '#',
      ';',
      '*',
      '~',
      ' ',
      '\t',
      'index.html',
      'docs',
      'flow',
      '125',
      '.pdf',
      'pdf',
      'de',
      '404.html',
      'sitemap.xml',
      'assets',
      'x'.repeat(300),
      '%25',
      '+',
      '&',
      '"',
      '<',
      '>',
    ];
    const paths = Array.from({length: 3000}, () => `/${Array.from({length: 1 + random(8)}, () => pieces[random(pieces.length)]).join('')}`);
    const unexpected: string[] = [];
    for (let i = 0; i < paths.length; i += 25) {
      const answers = await Promise.all(paths.slice(i, i + 25).map(async (p) => [p, (await raw(p)).status] as const));
      for (const [p, status] of answers) if (![200, 301, 400, 404].includes(status)) unexpected.push(`${status} ${JSON.stringify(p)}`);
    }
    expect(unexpected).toEqual([]);
    expect((await raw('/docs/flow/125')).status).toBe(200);
  }, 120_000);

  it('still caches hashed files for good when a build has no _headers', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-bare-'));
    fs.mkdirSync(path.join(bare, 'de/assets/js'), {recursive: true});
    fs.writeFileSync(path.join(bare, '404.html'), 'not found');
    fs.writeFileSync(path.join(bare, 'de/assets/js/main.0123abcd.js'), 'void 0');
    const other = createSiteServer({root: bare, localeFolders: ['de']});
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/de/assets/js/main.0123abcd.js`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-security-policy')).toBeNull();
    } finally {
      await new Promise((resolve) => other.close(resolve));
      fs.rmSync(bare, {recursive: true, force: true});
    }
  });
});
