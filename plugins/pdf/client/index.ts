/**
 * The plugin's browser side: a manual's PDF link. Sizes come from the data
 * module the plugin writes (see ../index.ts), imported here only, so the
 * pages without a download link do not load them.
 */
import sizes from '@generated/pdf/default/sizes.json';
import {downloadName, pdfFileName, type PdfFile} from '../types';

const data = sizes;

/** The PDF of a manual in the current locale; undefined where there is none. Its size is unknown on the dev server (null in the data). */
export function manualPdf(docId: string): PdfFile | undefined {
  const bytes = data.bytes[docId];
  return bytes === undefined ? undefined : {url: `${data.base}${pdfFileName(docId)}`, bytes: bytes ?? undefined, name: downloadName(docId, data.locale)};
}
