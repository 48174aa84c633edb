/**
 * The words of a missing page's address, for the not-found page's search and
 * finder links: "/it/docs/flow/1255-lights" gives "flow 1255 lights".
 */
import {QUERY_MAX_LENGTH} from './finder';

/** Path segments that say where a page was, not what it was about. */
const NOISE = new Set(['docs', 'doc', 'pdf', 'category', 'index', 'html', 'htm', 'manual', 'manuals']);

/** @param localeBase the locale's base URL (`/`, `/it/`), left out of the words */
export function wordsOfPath(pathname: string, localeBase: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const path = decoded.startsWith(localeBase) ? decoded.slice(localeBase.length) : decoded;
  return path
    .split(/[/\-_.+\s]+/)
    .filter((w) => w !== '' && !NOISE.has(w.toLowerCase()))
    .join(' ')
    .slice(0, QUERY_MAX_LENGTH)
    .trim();
}
