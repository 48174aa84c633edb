/**
 * Reads what the post-build checks need from one built HTML page: ids,
 * outgoing references, and the head tags search engines read.
 */
import {parse} from 'parse5';
import {attr, elements, text} from '../../plugins/shared/html.ts';

/** A URL found in an attribute that a browser would load or follow. */
export interface Reference {
  readonly tag: string;
  readonly attr: string;
  readonly value: string;
}

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

export interface PageInfo {
  readonly ids: ReadonlySet<string>;
  readonly refs: readonly Reference[];
  readonly lang: string | undefined;
  readonly title: string;
  readonly description: string | undefined;
  readonly canonical: string | undefined;
  readonly alternates: readonly Alternate[];
  /** `<meta name="robots" content="noindex">`: not meant for search engines. */
  readonly noindex: boolean;
  /** Text of the h2 headings, without their "#" permalinks. */
  readonly h2s: readonly string[];
  /** Parsed `application/ld+json` blocks; a block that is not JSON is kept as an Error. */
  readonly jsonLd: readonly unknown[];
}

/** Tag → attributes holding one URL. */
const URL_ATTRS: Record<string, readonly string[]> = {
  a: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  source: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  form: ['action'],
};

/** Tag → attributes holding a srcset (several URLs with descriptors). */
const SRCSET_ATTRS: Record<string, readonly string[]> = {img: ['srcset'], source: ['srcset']};

/** Meta tags whose content is a URL a sharing preview loads. */
const URL_METAS = new Set(['og:image', 'og:url', 'twitter:image']);

/** URLs of a srcset attribute, without their width or density descriptors. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

export function parsePage(html: string): PageInfo {
  const ids = new Set<string>();
  const refs: Reference[] = [];
  const alternates: Alternate[] = [];
  const h2s: string[] = [];
  const jsonLd: unknown[] = [];
  let lang: string | undefined;
  let title = '';
  let description: string | undefined;
  let canonical: string | undefined;
  let noindex = false;

  // Without scripting, <noscript> holds markup whose links and ids count too.
  for (const el of elements(parse(html, {scriptingEnabled: false}))) {
    const tag = el.tagName;
    const get = (name: string): string | undefined => attr(el, name);
    const id = get('id');
    if (id !== undefined) ids.add(id);
    if (tag === 'html') lang = get('lang');
    if (tag === 'title') title += text(el);
    // The permalink after each heading is a zero-width space.
    if (tag === 'h2')
      h2s.push(
        text(el)
          .replace(/\u200b/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    for (const name of URL_ATTRS[tag] ?? []) {
      const value = get(name);
      if (value !== undefined) refs.push({tag, attr: name, value});
    }
    for (const name of SRCSET_ATTRS[tag] ?? []) {
      const value = get(name);
      if (value !== undefined) for (const url of srcsetUrls(value)) refs.push({tag, attr: name, value: url});
    }
    if (tag === 'meta') {
      const key = get('name') ?? get('property') ?? '';
      const content = get('content');
      if (key === 'description') description = content;
      if (key === 'robots' && /noindex/i.test(content ?? '')) noindex = true;
      if (URL_METAS.has(key) && content) refs.push({tag, attr: key, value: content});
    }
    if (tag === 'link') {
      const rel = get('rel');
      const href = get('href');
      const hreflang = get('hreflang');
      if (rel === 'canonical') canonical = href;
      if (rel === 'alternate' && hreflang && href) alternates.push({hreflang, href});
    }
    if (tag === 'script' && get('type') === 'application/ld+json') {
      try {
        jsonLd.push(JSON.parse(text(el)));
      } catch (error) {
        jsonLd.push(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }
  return {ids, refs, lang, title: title.trim(), description, canonical, alternates, noindex, h2s, jsonLd};
}
