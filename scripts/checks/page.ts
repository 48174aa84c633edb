/**
 * Reads what the post-build checks need from one built HTML page: ids,
 * outgoing references, and the head tags search engines read.
 */
import {Parser} from 'htmlparser2';

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
  const jsonLd: unknown[] = [];
  let lang: string | undefined;
  let title = '';
  let description: string | undefined;
  let canonical: string | undefined;
  let noindex = false;
  let inTitle = false;
  const h2s: string[] = [];
  let h2: string | undefined;
  let jsonText: string | undefined;

  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (attrs.id !== undefined) ids.add(attrs.id);
        if (tag === 'html') lang = attrs.lang;
        if (tag === 'title') inTitle = true;
        if (tag === 'h2') h2 = '';
        for (const attr of URL_ATTRS[tag] ?? []) {
          const value = attrs[attr];
          if (value !== undefined) refs.push({tag, attr, value});
        }
        for (const attr of SRCSET_ATTRS[tag] ?? []) {
          const value = attrs[attr];
          if (value !== undefined) for (const url of srcsetUrls(value)) refs.push({tag, attr, value: url});
        }
        if (tag === 'meta') {
          const key = attrs.name ?? attrs.property ?? '';
          if (key === 'description') description = attrs.content;
          if (key === 'robots' && /noindex/i.test(attrs.content ?? '')) noindex = true;
          if (URL_METAS.has(key) && attrs.content) refs.push({tag, attr: key, value: attrs.content});
        }
        if (tag === 'link' && attrs.rel === 'canonical') canonical = attrs.href;
        if (tag === 'link' && attrs.rel === 'alternate' && attrs.hreflang && attrs.href) {
          alternates.push({hreflang: attrs.hreflang, href: attrs.href});
        }
        if (tag === 'script' && attrs.type === 'application/ld+json') jsonText = '';
      },
      ontext(text) {
        if (inTitle) title += text;
        if (h2 !== undefined) h2 += text;
        if (jsonText !== undefined) jsonText += text;
      },
      onclosetag(tag) {
        if (tag === 'title') inTitle = false;
        if (tag === 'h2' && h2 !== undefined) {
          // The permalink after each heading is a zero-width space.
          h2s.push(h2.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim());
          h2 = undefined;
        }
        if (tag === 'script' && jsonText !== undefined) {
          try {
            jsonLd.push(JSON.parse(jsonText));
          } catch (error) {
            jsonLd.push(error instanceof Error ? error : new Error(String(error)));
          }
          jsonText = undefined;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return {ids, refs, lang, title: title.trim(), description, canonical, alternates, noindex, h2s, jsonLd};
}
