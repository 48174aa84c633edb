/**
 * The plugin's browser side: a manual's PDF link. Sizes come from the data
 * module the plugin writes (see ../index.ts), imported here only, so the
 * pages without a download link do not load them.
 */
import sizes from '@generated/pdf/default/sizes.json';
import {downloadName, pdfFileName, type PdfFile} from '../types';

const data = sizes;

/** The PDF of a manual in the current locale; undefined where none was rendered (the dev server). */
export function manualPdf(docId: string): PdfFile | undefined {
  const bytes = data.bytes[docId];
  return bytes === undefined ? undefined : {url: `${data.base}${pdfFileName(docId)}`, bytes, name: downloadName(docId, data.locale)};
}
