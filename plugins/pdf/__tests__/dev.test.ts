import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {products} from '../../../src/domain/catalog';
import pdfPlugin from '..';
import {DEFAULT_OPTIONS} from '../options';
import type {PdfSizes} from '../types';
import {devPdfMiddleware, withPdfMiddleware, type DevPdfMiddleware, type ServerMiddleware} from '../dev';
import {runJob} from '../job';
import type {PdfJob} from '../types';
import {DRAWINGS, fixtureSite} from './fixtures';

const MANUAL = "import Safety from '../_manuals/x/_safety.mdx';\n\n<Safety />";
const {dir, write} = fixtureSite({
  ...DRAWINGS,
  'docs/flow/125.mdx': MANUAL,
  'docs/flow/125-770.mdx': "import Safety from '../_manuals/x/_safety.mdx';\n\n<Safety />\n\n<Sparkles />",
  'docs/_manuals/x/_safety.mdx': '## Safety {/* #safety */}\n\nWear a helmet.',
});

const job = (docId: string): PdfJob => ({
  siteDir: dir,
  cacheDir: path.join(dir, 'cache'),
  docId,
  locale: 'it',
  defaultLocale: 'en',
  intlLocale: 'it',
  languageLabel: 'Italiano',
  brandName: 'Globber',
  brandUrl: 'https://brand.example',
  contactUrl: 'https://manuals.example.com/it/contact',
  localeUrl: 'https://manuals.example.com/it/',
  docsRouteBasePath: 'docs',
  shortLinkUrl: `https://manuals.example.com/m/${docId.replace('/', '-')}`,
  freshHistory: true,
});

const logs: string[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  // In this process rather than a worker thread (the plugin's pool): the same job, without a worker's start.
  const middleware = devPdfMiddleware({
    base: '/it/pdf/',
    locale: 'it',
    docIds: ['flow/125', 'flow/125-770'],
    render: (id) => runJob(job(id)),
    log: (m) => logs.push(m),
  });
  server = http.createServer((req, res) =>
    middleware(req, res, () => {
      res.writeHead(299);
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the PDFs on the dev server', () => {
  it('makes a manual PDF when asked for, then serves it from the cache until its sources change', async () => {
    const first = await fetch(`${origin}/it/pdf/flow/125.pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(first.headers.get('content-length'))).toBe(bytes.length);
    expect(logs.at(-1)).toMatch(/^PDF flow\/125 \(it\): rendered/);

    const second = await fetch(`${origin}/it/pdf/flow/125.pdf`);
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    expect(logs.at(-1)).toMatch(/^PDF flow\/125 \(it\): from the cache/);

    write('docs/_manuals/x/_safety.mdx', '## Safety {/* #safety */}\n\nWear a helmet and gloves.');
    const edited = await fetch(`${origin}/it/pdf/flow/125.pdf`, {method: 'HEAD'});
    expect(edited.status).toBe(200);
    expect(logs.at(-1)).toMatch(/^PDF flow\/125 \(it\): rendered/);
  }, 60_000);

  it('answers a source the renderer cannot print with its error, file and line', async () => {
    const response = await fetch(`${origin}/it/pdf/flow/125-770.pdf`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const body = await response.text();
    expect(body).toContain('docs/flow/125-770.mdx:5');
    expect(body).toContain('Sparkles');
  }, 60_000);

  it('answers 404 for a PDF no manual has, and leaves every other address to the dev server', async () => {
    const unknown = await fetch(`${origin}/it/pdf/flow/999.pdf`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('/it/pdf/flow/999.pdf');
    for (const other of ['/it/docs/flow/125', '/pdf/flow/125.pdf', '/it/pdf/', '/it/img/logo.svg']) {
      expect((await fetch(`${origin}${other}`)).status, other).toBe(299);
    }
    expect((await fetch(`${origin}/it/pdf/flow/125.pdf`, {method: 'POST'})).status).toBe(299);
  });
});

describe('withPdfMiddleware', () => {
  // Docusaurus's own setupMiddlewares (@docusaurus/core, commands/start/webpack.js), merged with the plugin's by the webpack-merge it uses.
  const docusaurusRequire = createRequire(require.resolve('@docusaurus/core/package.json', {paths: [path.resolve(__dirname, '../../..')]}));
  const {merge} = docusaurusRequire('webpack-merge') as {
    merge: (...configs: object[]) => {setupMiddlewares: (m: ServerMiddleware[], s: unknown) => ServerMiddleware[]};
  };
  const sourceMaps = (): void => undefined;
  const pdfs = (() => undefined) as unknown as DevPdfMiddleware;

  it('puts the PDFs before the fallback to the site page, every middleware once', () => {
    const merged = merge(
      {
        setupMiddlewares: (middlewares: ServerMiddleware[]) => {
          middlewares.unshift(sourceMaps);
          return middlewares;
        },
      },
      {setupMiddlewares: (middlewares: ServerMiddleware[]) => withPdfMiddleware(middlewares, pdfs)},
    );
    const list: ServerMiddleware[] = [
      {name: 'host-header-check', middleware: 1},
      {name: 'webpack-dev-middleware', middleware: 2},
      {name: 'connect-history-api-fallback', middleware: 3},
      {name: 'webpack-dev-middleware', middleware: 2},
    ];
    const names = merged.setupMiddlewares(list, {}).map((m) => (typeof m === 'function' ? m.name : m.name));
    expect(names).toEqual([
      'sourceMaps',
      'host-header-check',
      'webpack-dev-middleware',
      'pdf-manuals',
      'connect-history-api-fallback',
      'webpack-dev-middleware',
    ]);
  });
});

describe('the plugin on the dev server', () => {
  afterEach(() => vi.unstubAllEnvs());
  const context = {
    siteDir: dir,
    baseUrl: '/it/',
    siteConfig: {url: 'https://manuals.example.com'},
    i18n: {currentLocale: 'it', defaultLocale: 'en', locales: ['en', 'it'], localeConfigs: {en: {baseUrl: '/'}, it: {baseUrl: '/it/', htmlLang: 'it'}}},
  } as unknown as LoadContext;
  const plugin = () => pdfPlugin(context, {...DEFAULT_OPTIONS, id: 'default', brandName: 'Globber', brandUrl: 'https://brand.example'} as never);

  it('renders nothing at start, lists every manual without a size, and adds its middleware, on the dev server only', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const dev = plugin();
    const content = await dev.loadContent!();
    expect(content.results).toEqual([]);
    let data: PdfSizes | undefined;
    await dev.contentLoaded!({
      content,
      actions: {createData: (_name: string, json: string) => ((data = JSON.parse(json) as PdfSizes), Promise.resolve(''))},
    } as never);
    expect(data).toEqual({base: '/it/pdf/', locale: 'it', sizes: {}, unsized: products.map((p) => p.id)});
    const configure = (isServer: boolean) => dev.configureWebpack!({}, isServer, {} as never, content) as {devServer?: {setupMiddlewares: unknown}};
    expect(configure(true)).toEqual({});
    expect(typeof configure(false).devServer?.setupMiddlewares).toBe('function');

    vi.stubEnv('NODE_ENV', 'production');
    const build = plugin();
    expect(build.configureWebpack!({}, false, {} as never, content)).toEqual({});
    // A build's data as before: sizes only, as the link shows them in the locale.
    const built = {...content, results: [{docId: 'flow/125', file: '', bytes: 1234, reused: true, ms: 1}]};
    await build.contentLoaded!({
      content: built,
      actions: {createData: (_name: string, json: string) => ((data = JSON.parse(json) as PdfSizes), Promise.resolve(''))},
    } as never);
    expect(data).toEqual({base: '/it/pdf/', locale: 'it', sizes: {'flow/125': '1 kB'}});
  });
});
