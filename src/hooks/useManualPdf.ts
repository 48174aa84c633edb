import {usePluginData} from '@docusaurus/useGlobalData';
import {pdfFileName, type PdfFile, type PdfGlobalData} from '@site/plugins/pdf/types';

/** The PDF of a manual in the current locale, from the pdf plugin's global data. */
export function useManualPdf(docId: string): PdfFile | undefined {
  const data = usePluginData('pdf') as PdfGlobalData;
  const bytes = data.bytes[docId];
  return bytes === undefined ? undefined : {url: `${data.base}${pdfFileName(docId)}`, bytes};
}
