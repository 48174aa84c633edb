/** Where short links live. Browser-safe: the theme reads it too. */
import {shortId} from '../../../src/domain/catalog/names';

/**
 * Folder of the short links below the default locale's base. Short links are
 * printed on paper (QR codes in PDFs and printed pages): never change it.
 */
export const SHORT_LINK_ROUTE = 'm';

/** `/m/flow-125-770` for product `flow/125-770` on a site whose default locale's base is `/`. */
export function shortLinkPath(productId: string, rootBaseUrl: string): string {
  return `${rootBaseUrl}${SHORT_LINK_ROUTE}/${shortId(productId)}`;
}

/** Whether a URL path is one short link's page (`/m/<one segment>`). */
export function isShortLinkPath(pathname: string, rootBaseUrl: string): boolean {
  const prefix = `${rootBaseUrl}${SHORT_LINK_ROUTE}/`;
  return pathname.startsWith(prefix) && /^[^/]+\/?$/.test(pathname.slice(prefix.length));
}
