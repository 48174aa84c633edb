import fs from 'node:fs';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A built PDF, opened with pdf.js for its text, fonts and layout. pdf.js in
 * Node works in promise callbacks only, which never let the event loop turn:
 * a test file reading PDFs for a minute on a slow machine then starves
 * Vitest's messages to its worker ("Timeout calling onTaskUpdate"). Each
 * opening lets the loop turn first.
 */
export async function openPdf(file: string): Promise<Awaited<ReturnType<typeof getDocument>['promise']>> {
  await new Promise((resolve) => setImmediate(resolve));
  return getDocument({data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: false, disableFontFace: true, verbosity: 0}).promise;
}
