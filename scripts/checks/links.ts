/**
 * Resolves the URLs of a built page the way a browser does and decides
 * which file of build/ answers them. Pure: the file system is passed in.
 */

export type Resolved =
  /** On this site: `path` is decoded, `hash` without `#` ('' when none). */
  | {readonly kind: 'internal'; readonly path: string; readonly hash: string}
  | {readonly kind: 'external'; readonly url: string; readonly host: string}
  /** mailto:, tel:, javascript:, data: and bare `#`: nothing to check. */
  | {readonly kind: 'ignored'};

/**
 * @param pageUrl absolute URL the page is served at, e.g.
 *   `https://manuals.example.com/it/docs/flow/125`
 * @param siteOrigin origin of the production site: absolute URLs on it
 *   (canonical, hreflang, og:image) are internal too
 */
export function resolveReference(value: string, pageUrl: string, siteOrigin: string): Resolved {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '#') return {kind: 'ignored'};
  let url: URL;
  try {
    url = new URL(trimmed, pageUrl);
  } catch {
    // An unparseable URL is broken; report it as an internal miss.
    return {kind: 'internal', path: trimmed, hash: ''};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {kind: 'ignored'};
  if (url.origin !== siteOrigin) return {kind: 'external', url: url.href, host: url.host};
  return {kind: 'internal', path: safeDecode(url.pathname), hash: safeDecode(url.hash.slice(1))};
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The build file that answers a URL path, as a static host with clean URLs
 * does: the file itself, `path.html`, or `path/index.html`.
 * @param isFile whether a path relative to build/ (no leading slash) is a file
 */
export function fileForPath(urlPath: string, isFile: (relative: string) => boolean): string | undefined {
  const rel = urlPath.replace(/^\/+/, '');
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
  return candidates.find((c) => !c.split('/').includes('..') && isFile(c));
}

/**
 * URL path a built HTML file is served at. `a/b/index.html` answers both
 * `/a/b` and `/a/b/`; the page's canonical URL says which one links use.
 */
export function pagePathOf(file: string, canonicalPath?: string): string {
  const withoutExt = `/${file}`.replace(/\.html$/, '');
  if (!withoutExt.endsWith('/index')) return withoutExt;
  const dir = withoutExt.slice(0, -'index'.length);
  const bare = dir.length > 1 ? dir.slice(0, -1) : dir;
  return canonicalPath === bare ? bare : dir;
}
