/**
 * PDF manuals: one A4 PDF per product and locale, made from the same MDX as
 * the manual pages (see README.md, "PDF manuals"). This file only wires
 * Docusaurus's lifecycle to the modules beside it:
 * - loadContent renders (or takes from the cache) every PDF of the locale, so
 *   sizes are known before pages render (not on the dev server, which
 *   serves no PDFs: pages there show no download button);
 * - contentLoaded writes their sizes to a data module (`client/` reads it);
 * - postBuild copies the files into the locale's output folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {products} from '../../src/domain/catalog';
import {generateLocale, localeJobs, type LocaleRun} from './generate';
import type {PluginOptions} from './options';
import {sharedPool} from './pool';
import {pdfFileName, SIZES_FILE, type PdfSizes} from './types';

export {validateOptions, type Options, type PluginOptions} from './options';
export type {PdfFile, PdfSizes} from './types';

export default function pdfPlugin(context: LoadContext, options: PluginOptions): Plugin<LocaleRun> {
  const {siteDir, baseUrl, i18n, siteConfig} = context;
  const locale = i18n.currentLocale;
  return {
    name: 'pdf',

    // Lets `write-translations` find the PDF's own strings (render/pdfTexts.ts).
    getPathsToWatch() {
      return [path.join(__dirname, 'render')];
    },

    async loadContent() {
      // The dev server never serves the PDFs: rendering them there would only delay an editor's first page.
      if (process.env.NODE_ENV === 'development') {
        logger.info`PDF manuals (${locale}): off on the dev server; \`npm run build\` renders them`;
        return {results: [], rendered: 0, reused: 0, seconds: 0, medianMs: 0};
      }
      const jobs = localeJobs(
        {
          siteDir,
          locale,
          defaultLocale: i18n.defaultLocale,
          localeConfig: i18n.localeConfigs[locale],
          siteUrl: siteConfig.url,
          baseUrl,
          root: {url: i18n.localeConfigs[i18n.defaultLocale]?.url ?? siteConfig.url, baseUrl: i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/'},
        },
        options,
      );
      const run = await generateLocale(sharedPool(siteDir, options.workers), jobs);
      const perPdf = run.rendered > 0 ? ` (median ${Math.round(run.medianMs)} ms per new PDF, ${options.workers} workers)` : '';
      logger.info`PDF manuals (${locale}): rendered ${run.rendered}, reused ${run.reused}, ${run.seconds.toFixed(1)} s${perPdf}`;
      return run;
    },

    async contentLoaded({content, actions}) {
      const data: PdfSizes = {
        base: `${baseUrl}${options.routeBasePath}/`,
        locale,
        bytes: Object.fromEntries(content.results.map((r) => [r.docId, r.bytes])),
      };
      await actions.createData(SIZES_FILE, JSON.stringify(data));
    },

    postBuild({content, outDir}) {
      const byDoc = new Map(content.results.map((r) => [r.docId, r]));
      const missing = products.filter((p) => !byDoc.has(p.id) || !fs.existsSync(byDoc.get(p.id)!.file));
      if (missing.length > 0) {
        throw new Error(`PDF manuals missing for ${locale}: ${missing.map((p) => p.id).join(', ')}`);
      }
      for (const r of content.results) {
        const target = path.join(outDir, options.routeBasePath, pdfFileName(r.docId));
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.copyFileSync(r.file, target);
      }
    },
  };
}
