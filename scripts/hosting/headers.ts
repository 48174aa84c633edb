/**
 * Security headers for production hosting, written into the build as
 * `_headers` (the format Netlify, Cloudflare Pages and others read) and
 * applied by scripts/serve.mts, so the browser tests run under the very
 * policy a host sends.
 *
 * The Content-Security-Policy allows scripts from the site itself and the
 * inline scripts the build emitted, by their SHA-256 hash; third-party
 * origins only for services that are configured (analytics, Algolia, the
 * contact endpoint). The contact form also posts to its endpoint as a plain
 * HTML form when scripts are off or not loaded yet, so form-action allows it.
 */
import crypto from 'node:crypto';
import type {SiteSettings} from '../../src/domain/site.ts';

/** Services a build may be configured to call, each adding its origins to the policy. */
export interface ThirdParties {
  readonly contactEndpoint: string;
  readonly gaMeasurementId: string;
  readonly gtmContainerId: string;
  readonly algoliaAppId: string | undefined;
  /** URL of the Ask-AI chat-completions endpoint, when configured. */
  readonly askAiEndpoint: string | undefined;
}

export function thirdPartiesOf(site: SiteSettings, search: {readonly algoliaAppId?: string; readonly askAiEndpoint?: string}): ThirdParties {
  return {
    contactEndpoint: site.contactEndpoint,
    gaMeasurementId: site.gaMeasurementId,
    gtmContainerId: site.gtmContainerId,
    algoliaAppId: search.algoliaAppId,
    askAiEndpoint: search.askAiEndpoint,
  };
}

/** `'sha256-…'` of an inline script's text, as CSP compares it. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs; data blocks such as JSON-LD are never executed. */
const EXECUTABLE = /^\s*(?:|text\/javascript|application\/javascript|module)\s*$/i;

/** The texts of the inline scripts a browser would run in this HTML. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE.test(type)) found.push(body);
  }
  return found;
}

function originOf(url: string): string | undefined {
  try {
    const {protocol, host} = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? `${protocol}//${host}` : undefined;
  } catch {
    return undefined;
  }
}

/** The Content-Security-Policy for a build whose inline scripts have these hashes. */
export function contentSecurityPolicy(hashes: Iterable<string>, services: ThirdParties): string {
  const scripts = new Set<string>(["'self'", ...[...hashes].sort()]);
  const connect = new Set<string>(["'self'"]);
  const images = new Set<string>(["'self'", 'data:']);
  const forms = new Set<string>(["'self'"]);
  for (const url of [services.contactEndpoint, services.askAiEndpoint ?? '']) {
    const origin = originOf(url);
    if (origin) connect.add(origin);
  }
  const contactOrigin = originOf(services.contactEndpoint);
  if (contactOrigin) forms.add(contactOrigin);
  if (services.gaMeasurementId || services.gtmContainerId) {
    scripts.add('https://www.googletagmanager.com');
    for (const origin of [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ]) {
      connect.add(origin);
      images.add(origin);
    }
  }
  if (services.algoliaAppId) {
    for (const origin of ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io']) connect.add(origin);
  }
  return [
    "default-src 'self'",
    `script-src ${[...scripts].join(' ')}`,
    // React and Infima set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...images].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${[...forms].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export type HeaderRule = {readonly pattern: string; readonly headers: readonly (readonly [string, string])[]};

/** The headers of every response, then the long cache of files whose names carry a content hash. */
export function headerRules(policy: string, hashedAssetPatterns: readonly string[]): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', policy],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Content-Type-Options', 'nosniff'],
        // For browsers that predate frame-ancestors.
        ['X-Frame-Options', 'DENY'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    ...cacheRules(hashedAssetPatterns),
  ];
}

/** Files whose names carry a content hash never change under their URL: browsers keep them for a year. */
export function cacheRules(hashedAssetPatterns: readonly string[]): HeaderRule[] {
  return hashedAssetPatterns.map((pattern) => ({pattern, headers: [['Cache-Control', 'public, max-age=31536000, immutable']] as const}));
}

/** Files whose names carry a content hash, at the root and in every other locale's folder (`de`, `zh-Hant`…). */
export function hashedAssetPatterns(localeFolders: readonly string[]): string[] {
  return ['/', ...localeFolders.map((l) => `/${l}/`)].flatMap((base) => [`${base}assets/*`, `${base}search-index.*.json`]);
}

/** The `_headers` file: a path pattern at the start of a line, its headers indented below it. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const lines = ['# Security and cache headers for static hosts that read _headers; written by `npm run build`.'];
  for (const rule of rules) {
    lines.push(rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: {pattern: string; headers: [string, string][]}[] = [];
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers line ${i + 1}: expected "  Name: value" under a path`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers for a URL path: every matching rule, later rules adding to or replacing earlier ones. */
export function headersFor(urlPath: string, rules: readonly HeaderRule[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(urlPath)) continue;
    for (const [name, value] of rule.headers) out.set(name, value);
  }
  return out;
}
