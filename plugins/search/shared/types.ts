/** Shapes shared by the build, the browser client and the upload script. */

/** Who a product is made for when not anyone, in the order the compact index numbers them. */
export const AUDIENCES = ['children', 'adults'] as const;
export type ProductAudience = (typeof AUDIENCES)[number];

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  readonly lvl0: string;
  readonly lvl1: string;
  readonly lvl2: string | null;
  readonly lvl3: string | null;
  readonly lvl4: string | null;
  readonly lvl5: string | null;
  readonly lvl6: string | null;
}

/**
 * One DocSearch record, as the DocSearch crawler would produce it: what is
 * uploaded to Algolia and what the local index is made of.
 */
export interface SearchRecord {
  readonly objectID: string;
  /** Path with the base URL and, for headings and their content, the anchor. */
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly type: HitType;
  readonly hierarchy: Hierarchy;
  readonly content: string | null;
  /** Facets of Docusaurus's contextual search. */
  readonly language: string;
  readonly docusaurus_tag: string;
  /** Algolia custom ranking: products, then titles, headings, content. */
  readonly weight: {readonly pageRank: number; readonly level: number; readonly position: number};
  /** Product records only: name, label numbers and words people type. */
  readonly productName?: string;
  readonly modelNumbers?: readonly string[];
  readonly aliases?: readonly string[];
  /** Product records only: other names people use for this very product ("walk n roll"), not its kind. */
  readonly otherNames?: readonly string[];
  /** Product records only: the kinds of product it is (keys of the plugin's `vocabulary`), e.g. `scooter`, `scooter-3w`. */
  readonly kinds?: readonly string[];
  /** Product records only: who it is made for, when not anyone (the catalog's audience). */
  readonly audience?: ProductAudience;
  /** A step of a numbered list: the number the page shows. Ours, not DocSearch's. */
  readonly step?: number;
}

/** The part of Algolia's search request that DocSearch and our page send. */
export interface SearchRequest {
  readonly indexName: string;
  readonly query?: string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly attributesToSnippet?: readonly string[];
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly snippetEllipsisText?: string;
  /** The page the visitor is reading (path with base URL): its copy of a shared section is the one shown. Ours, not Algolia's. */
  readonly currentPage?: string;
  /** Only hits on these pages (paths without trailing slash): offline, the ones stored on the device. Ours, not Algolia's. */
  readonly onlyPages?: ReadonlySet<string>;
  readonly [key: string]: unknown;
}

export interface HighlightValue {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: string[];
  readonly fullyHighlighted?: boolean;
}

export interface SnippetValue {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
}

export type HierarchyHighlight = Partial<Record<keyof Hierarchy, HighlightValue>>;

/** A hit as Algolia returns it for a DocSearch index. */
export interface SearchHit {
  readonly objectID: string;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly type: HitType;
  readonly hierarchy: Hierarchy;
  readonly content: string | null;
  readonly _highlightResult: {
    readonly hierarchy: HierarchyHighlight;
    readonly hierarchy_camel: HierarchyHighlight[];
    readonly content?: HighlightValue;
  };
  readonly _snippetResult: {
    readonly hierarchy: Partial<Record<keyof Hierarchy, SnippetValue>>;
    readonly content?: SnippetValue;
  };
}

export interface SearchResult {
  readonly hits: SearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly processingTimeMS: number;
  readonly exhaustiveNbHits: true;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly queryID: string;
}

export interface SearchResponse {
  readonly results: SearchResult[];
}
