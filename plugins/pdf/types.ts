/** Shapes shared by the plugin, its worker and the site's components. */

/** One manual PDF as the site links it. */
export interface PdfFile {
  /** URL path including the locale's base, e.g. `/it/pdf/flow/125.pdf`. */
  readonly url: string;
  readonly bytes: number;
}

/** Global data of the plugin: the current locale's PDFs by doc id (`flow/125`). */
export type PdfGlobalData = Readonly<Record<string, PdfFile>>;

/** What a worker needs to produce one PDF. */
export interface PdfJob {
  readonly siteDir: string;
  readonly cacheDir: string;
  readonly docId: string;
  readonly locale: string;
  readonly defaultLocale: string;
  /** BCP 47 tag for Intl and the PDF's language. */
  readonly intlLocale: string;
  readonly languageLabel: string;
  readonly brandName: string;
  /** Absolute URL of the site with the locale's base, ending in `/`. */
  readonly localeUrl: string;
  /** Route of the docs below the base, e.g. `docs`. */
  readonly docsRouteBasePath: string;
}

export interface PdfJobResult {
  readonly docId: string;
  /** The PDF in the cache folder. */
  readonly file: string;
  readonly bytes: number;
  /** True when an identical PDF was already in the cache. */
  readonly reused: boolean;
  /** Time spent on this PDF in the worker. */
  readonly ms: number;
}
