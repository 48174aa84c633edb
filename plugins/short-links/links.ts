/**
 * A manual's short link, absolute, and its QR code: what the PDFs and the
 * printed manual pages carry (build time; the encoder stays out of pages).
 */
import {packQr} from '../../src/domain/qr';
import {encodeQr} from '../shared/qrEncode';
import {shortLinkPath} from './shared/routes';
import type {ShortLink} from './shared/types';

export {SHORT_LINK_ROUTE, shortLinkPath} from './shared/routes';
export type {ShortLink} from './shared/types';

/** Where the default locale lives: its site URL and base (a Docusaurus locale config's `url` and `baseUrl`). */
export interface SiteRoot {
  /** e.g. `https://manuals.example.com` */
  readonly url: string;
  /** e.g. `/` */
  readonly baseUrl: string;
}

/** `https://manuals.example.com/m/flow-125-770`: the same in every locale, whose manual the visitor's browser language picks. */
export function shortLinkUrl(productId: string, root: SiteRoot): string {
  return `${root.url.replace(/\/+$/, '')}${shortLinkPath(productId, root.baseUrl)}`;
}

const QR_CODES = Symbol.for('short-links.qr-codes');

/**
 * Packed QR codes by URL. Encoding one takes a millisecond or two, and every
 * manual's front matter asks for its own each time the docs load: for each
 * locale of a build, and on the dev server twice per save of a translation
 * (the docs reload, then the whole site). Kept on globalThis because
 * Docusaurus loads the site's modules afresh when it reloads the site.
 */
function packedQr(url: string): readonly string[] {
  const codes = ((globalThis as {[QR_CODES]?: Map<string, readonly string[]>})[QR_CODES] ??= new Map<string, readonly string[]>());
  let qr = codes.get(url);
  if (!qr) codes.set(url, (qr = packQr(encodeQr(url))));
  return qr;
}

/** The short link with its QR code packed for a page's data. */
export function shortLinkOf(productId: string, root: SiteRoot): ShortLink {
  const url = shortLinkUrl(productId, root);
  return {url, qr: packedQr(url)};
}
