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
  const bytes = data.bytes[docId];
  // The dev server's manuals have no size yet; the condition keeps this line out of a build's bundles.
  if (process.env.NODE_ENV === 'development' && bytes === undefined && data.unsized?.includes(docId)) {
    return {url: `${data.base}${pdfFileName(docId)}`, bytes, name: downloadName(docId, data.locale)};
  }
  return bytes === undefined ? undefined : {url: `${data.base}${pdfFileName(docId)}`, bytes, name: downloadName(docId, data.locale)};
}
