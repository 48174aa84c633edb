/** Shapes (and the PDF file name rules) shared by the plugin, its worker and the site's components. */
import {shortId} from '../../src/domain/catalog/names';

/** One manual PDF as the site links it. */
export interface PdfFile {
  /** URL path including the locale's base, e.g. `/it/pdf/flow/125.pdf`. */
  readonly url: string;
  /**
   * Its size as people read it in the page's language ("112 kB"), written by the build; undefined on the dev
   * server, which makes a PDF when it is asked for (dev.ts), never in a build.
   */
  readonly size: string | undefined;
  /** The name it downloads under (downloadName), e.g. `flow-125-it.pdf`. */
  readonly name: string;
}

/**
 * The locale's PDF sizes, a data module that only the pages showing a
 * download link load (not global data, which every page would carry). URLs
 * follow from the doc id (pdfFileName).
 */
export interface PdfSizes {
  /** URL path of the PDFs including the locale's base, e.g. `/it/pdf/`. */
  readonly base: string;
  /** The locale, e.g. `it`. */
  readonly locale: string;
  /**
   * Sizes of the current locale's PDFs by doc id (`flow/125`), as the link
   * shows them ("112 kB", "1,2 MB"): formatted by the build, so no page
   * builds a number format for them. Empty on the dev server.
   */
  readonly sizes: Readonly<Record<string, string>>;
  /** On the dev server only: the doc ids of every manual, whose PDF is made when asked for, at a size nobody knows yet. */
  readonly unsized?: readonly string[];
}

/** The data module's name; Docusaurus writes it to `.docusaurus/pdf/default/`, imported as `@generated/pdf/default/sizes.json`. */
export const SIZES_FILE = 'sizes.json';

/** `go-bike/index` → `go-bike.pdf`, `flow/125` → `flow/125.pdf`. Browser-safe: the site links PDFs with it. */
export function pdfFileName(docId: string): string {
  return `${docId.replace(/\/index$/, '')}.pdf`;
}

/**
 * The name a PDF downloads under, product and language: `go-up/deluxe-lights`
 * in Italian gives `go-up-deluxe-lights-it.pdf`, so manuals of several products
 * and languages stay apart in a downloads folder. Its URL keeps its own path
 * (pdfFileName): static hosts send no Content-Disposition, so the link's
 * `download` attribute gives this name.
 */
export function downloadName(docId: string, locale: string): string {
  return `${shortId(docId)}-${locale}.pdf`;
}

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
  readonly brandUrl: string;
  /** Absolute URL of the site's contact page in this locale. */
  readonly contactUrl: string;
  /** Absolute URL of the site with the locale's base, ending in `/`. */
  readonly localeUrl: string;
  /** Route of the docs below the base, e.g. `docs`. */
  readonly docsRouteBasePath: string;
  /** The manual's short link, the same in every locale (plugins/short-links): its QR code is on the cover and back page. */
  readonly shortLinkUrl: string;
  /**
   * Read git's history anew for this job's edition date, instead of once per
   * worker: the dev server's sources change while its worker lives.
   */
  readonly freshHistory?: boolean;
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
