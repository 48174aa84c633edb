/** Small record sets for the engine tests. */
import type {HitType, SearchRecord} from '../shared/types';

export function page(
  url: string,
  lvl0: string,
  lvl1: string,
  sections: ReadonlyArray<{anchor?: string; lvl2?: string; lvl3?: string; type?: HitType; content?: string; step?: number}>,
): SearchRecord[] {
  return [{lvl1} as const, ...sections].map((s, position) => {
    const anchor = 'anchor' in s ? (s.anchor ?? null) : null;
    return {
      objectID: `${url}#${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type: 'type' in s && s.type ? s.type : 'content' in s ? 'content' : 'lvl1',
      hierarchy: {
        lvl0,
        lvl1,
        lvl2: ('lvl2' in s && s.lvl2) || null,
        lvl3: ('lvl3' in s && s.lvl3) || null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: ('content' in s && s.content) || null,
      language: 'en',
      docusaurus_tag: 'default',
      weight: {pageRank: 0, level: 0, position},
      ...('step' in s && s.step !== undefined && {step: s.step}),
    };
  });
}

/** A product's record; `kinds` are keys of the index's vocabulary (a series page has none). */
export function product(url: string, lvl0: string, name: string, modelNumbers: string[] = [], aliases: string[] = [], kinds: string[] = []): SearchRecord {
  return {
    objectID: `${url}#product`,
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'lvl1',
    hierarchy: {lvl0, lvl1: modelNumbers.length ? `${name} (${modelNumbers.join(', ')})` : name, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 10, level: 100, position: 0},
    productName: name,
    modelNumbers,
    aliases,
    kinds,
  };
}
