import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import type {I18n, LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {getProduct, products} from '@site/src/domain/catalog';
import shortLinksPlugin from '../index';
import {shortLinkOf, shortLinkUrl} from '../links';
import {pageProps} from '../pages';
import {redirectScript} from '../script';
import {isShortLinkPath, shortLinkPath} from '../shared/routes';
import {unpackQr} from '@site/src/domain/qr';
import {encodeQr} from '@site/plugins/shared/qrEncode';
import {DEFAULT_OPTIONS} from '../options';

const siteDir = process.cwd();
const localeConfig = (locale: string, label: string, htmlLang = locale) => ({
  label,
  htmlLang,
  direction: 'ltr',
  calendar: 'gregory',
  path: locale,
  translate: true,
  url: 'https://manuals.example.com',
  baseUrl: locale === 'en' ? '/' : `/${locale}/`,
});
const i18n = (currentLocale: string): I18n =>
  ({
    defaultLocale: 'en',
    locales: ['en', 'de', 'zh-Hant'],
    path: 'i18n',
    currentLocale,
    localeConfigs: {en: localeConfig('en', 'English'), de: localeConfig('de', 'Deutsch'), 'zh-Hant': localeConfig('zh-Hant', '繁體中文')},
  }) as unknown as I18n;

/** The routes the plugin adds when building a locale. */
async function routesIn(locale: string): Promise<RouteConfig[]> {
  const context = {siteDir, baseUrl: locale === 'en' ? '/' : `/${locale}/`, i18n: i18n(locale)} as LoadContext;
  const routes: RouteConfig[] = [];
  const actions = {addRoute: (route: RouteConfig) => routes.push(route)} as unknown as PluginContentLoadedActions;
  await shortLinksPlugin(context, DEFAULT_OPTIONS).contentLoaded!({content: undefined, actions});
  return routes;
}

describe('the short-links plugin', () => {
  it('adds one page per product at /m/<short id>, in the default locale’s build only', async () => {
    const routes = await routesIn('en');
    expect(routes).toHaveLength(products.length);
    expect(routes.every((r) => r.component === '@theme/ShortLinkPage' && r.exact)).toBe(true);
    expect(routes.map((r) => r.path)).toContain('/m/flow-125-770');
    expect(routes.map((r) => r.path)).toContain('/m/go-bike');
    expect(await routesIn('de')).toEqual([]);
    expect(await routesIn('zh-Hant')).toEqual([]);
  });
});

describe('pageProps', () => {
  it('lists the manual in every locale, the default first, each labelled in its own language', () => {
    const props = pageProps(getProduct('go-bike/index')!, {siteDir, i18n: i18n('en'), docsRouteBasePath: 'docs', script: 'x'});
    expect(props.title).toBe('Go Bike');
    expect(props.canonical).toBe('https://manuals.example.com/docs/go-bike/');
    expect(props.manuals).toEqual([
      {lang: 'en', url: '/docs/go-bike/', language: 'English', manual: 'Instruction manual'},
      {lang: 'de', url: '/de/docs/go-bike/', language: 'Deutsch', manual: 'Bedienungsanleitung'},
      {lang: 'zh-Hant', url: '/zh-Hant/docs/go-bike/', language: '繁體中文', manual: '使用說明書'},
    ]);
  });
});

describe('short link routes', () => {
  it('are one segment below /m/ of the default locale’s base', () => {
    expect(shortLinkPath('flow/125-770', '/')).toBe('/m/flow-125-770');
    expect(shortLinkPath('go-bike/index', '/manuals/')).toBe('/manuals/m/go-bike');
    expect(shortLinkUrl('flow/125-770', {url: 'https://manuals.example.com/', baseUrl: '/'})).toBe('https://manuals.example.com/m/flow-125-770');
    expect(isShortLinkPath('/m/flow-125-770', '/')).toBe(true);
    expect(isShortLinkPath('/m/flow-125-770/', '/')).toBe(true);
    expect(isShortLinkPath('/m/', '/')).toBe(false);
    expect(isShortLinkPath('/m/flow/125', '/')).toBe(false);
    expect(isShortLinkPath('/docs/m/x', '/')).toBe(false);
  });

  it('come with their QR code, packed for a page’s data', () => {
    const link = shortLinkOf('flow/125-770', {url: 'https://manuals.example.com', baseUrl: '/'});
    expect(link.url).toBe('https://manuals.example.com/m/flow-125-770');
    expect(unpackQr(link.qr)).toEqual(encodeQr(link.url));
  });
});

/** Runs the page's inline script as a browser would, with these preferred languages; returns where it sent the visitor. */
async function forward(languages: readonly string[] | undefined, manuals: string, {language = languages?.[0] ?? '', search = '', hash = ''} = {}) {
  const replaced: string[] = [];
  const context = vm.createContext({
    document: {currentScript: {dataset: {manuals}}},
    navigator: {languages, language},
    window: {location: {search, hash, replace: (url: string) => replaced.push(url)}},
  });
  vm.runInContext(await redirectScript(), context);
  return replaced;
}

const MANUALS = JSON.stringify([
  ['en', '/docs/flow/125'],
  ['de', '/de/docs/flow/125'],
  ['it', '/it/docs/flow/125'],
  ['zh-Hant', '/zh-Hant/docs/flow/125'],
]);

describe('the short link page’s inline script', () => {
  it('forwards to the manual in the first preferred language the site has', async () => {
    expect(await forward(['it-IT', 'en'], MANUALS)).toEqual(['/it/docs/flow/125']);
    expect(await forward(['pt-BR', 'de-AT'], MANUALS)).toEqual(['/de/docs/flow/125']);
    expect(await forward(['zh-TW'], MANUALS)).toEqual(['/zh-Hant/docs/flow/125']);
  });

  it('falls back to the default locale, and reads navigator.language where navigator.languages is missing', async () => {
    expect(await forward(['ja', 'pt'], MANUALS)).toEqual(['/docs/flow/125']);
    expect(await forward(undefined, MANUALS, {language: 'de-CH'})).toEqual(['/de/docs/flow/125']);
  });

  it('keeps the query and the fragment', async () => {
    expect(await forward(['de'], MANUALS, {search: '?utm_source=box', hash: '#assembly'})).toEqual(['/de/docs/flow/125?utm_source=box#assembly']);
  });

  it('leaves the page and its links alone when its data is broken', async () => {
    expect(await forward(['de'], '{not json')).toEqual([]);
    expect(await forward(['de'], '[]')).toEqual([]);
  });
});
