/**
 * The plugin's browser side: a manual's PDF link. Sizes come from the data
 * module the plugin writes (see ../index.ts), imported here only, so the
 * pages without a download link do not load them.
 */
import sizes from '@generated/pdf/default/sizes.json';
import {downloadName, pdfFileName, type PdfFile} from '../types';

const data = sizes;

/** The PDF of a manual in the current locale; undefined where there is none. */
export function manualPdf(docId: string): PdfFile | undefined {
  const size = data.sizes[docId];
  // The dev server's manuals have no size yet; the condition keeps this line out of a build's bundles.
  if (process.env.NODE_ENV === 'development' && size === undefined && data.unsized?.includes(docId)) {
    return {url: `${data.base}${pdfFileName(docId)}`, size, name: downloadName(docId, data.locale)};
  }
  return size === undefined ? undefined : {url: `${data.base}${pdfFileName(docId)}`, size, name: downloadName(docId, data.locale)};
}
