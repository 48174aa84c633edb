/**
 * PDF manuals: one A4 PDF per product and locale, made from the same MDX as
 * the manual pages (see README.md, "PDF manuals"). This file only wires
 * Docusaurus's lifecycle to the modules beside it:
 * - loadContent renders (or takes from the cache) every PDF of the locale, so
 *   sizes are known before pages render (not on the dev server);
 * - contentLoaded writes their sizes to a data module (`client/` reads it);
 * - postBuild copies the files into the locale's output folder;
 * - on the dev server, configureWebpack adds a middleware that makes a PDF
 *   when it is asked for (dev.ts), and the data module lists every manual
 *   without a size.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {products} from '../../src/domain/catalog';
import {formatFileSize} from '../../src/domain/formatFacts';
import {devPdfMiddleware, withPdfMiddleware, type DevPdfMiddleware, type ServerMiddleware} from './dev';
import {generateLocale, localeJobs, type LocaleRun} from './generate';
import type {PluginOptions} from './options';
import {sharedPool} from './pool';
import {pdfFileName, SIZES_FILE, type PdfSizes} from './types';

export {validateOptions, type Options, type PluginOptions} from './options';
export type {PdfFile, PdfSizes} from './types';

/** Worker threads of the dev server: one, a PDF at a time, beside the bundler. */
const DEV_WORKERS = 1;

export default function pdfPlugin(context: LoadContext, options: PluginOptions): Plugin<LocaleRun> {
  const {siteDir, baseUrl, i18n, siteConfig} = context;
  const locale = i18n.currentLocale;
  const intlLocale = i18n.localeConfigs[locale]?.htmlLang ?? locale;
  const dev = process.env.NODE_ENV === 'development';
  const base = `${baseUrl}${options.routeBasePath}/`;
  const jobs = () =>
    localeJobs(
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
  /** The dev server's PDFs, each made from the sources of the moment when asked for. */
  const devMiddleware = (): DevPdfMiddleware => {
    const byDoc = new Map(jobs().map((job) => [job.docId, {...job, freshHistory: true}]));
    return devPdfMiddleware({
      base,
      locale,
      docIds: [...byDoc.keys()],
      render: (docId) => sharedPool(siteDir, DEV_WORKERS).run(byDoc.get(docId)!),
      log: (message) => logger.info(message),
    });
  };
  return {
    name: 'pdf',

    // Lets `write-translations` find the PDF's own strings (render/pdfTexts.ts).
    getPathsToWatch() {
      return [path.join(__dirname, 'render')];
    },

    async loadContent() {
      // Not at the dev server's start, which would wait for them: there, each PDF is made when asked for (dev.ts).
      if (dev) return {results: [], rendered: 0, reused: 0, seconds: 0, medianMs: 0};
      const run = await generateLocale(sharedPool(siteDir, options.workers), jobs());
      const perPdf = run.rendered > 0 ? ` (median ${Math.round(run.medianMs)} ms per new PDF, ${options.workers} workers)` : '';
      logger.info`PDF manuals (${locale}): rendered ${run.rendered}, reused ${run.reused}, ${run.seconds.toFixed(1)} s${perPdf}`;
      return run;
    },

    async contentLoaded({content, actions}) {
      const data: PdfSizes = {
        base,
        locale,
        sizes: Object.fromEntries(content.results.map((r) => [r.docId, formatFileSize(intlLocale, r.bytes)])),
        // The dev server has every manual's PDF, at a size known once it is made.
        ...(dev && {unsized: products.map((p) => p.id)}),
      };
      await actions.createData(SIZES_FILE, JSON.stringify(data));
    },

    configureWebpack(_config, isServer) {
      if (isServer || !dev) return {};
      const middleware = devMiddleware();
      logger.info`PDF manuals (${locale}): each made when asked for, at url=${`${base}<doc id>.pdf`}`;
      // Docusaurus merges a plugin's `devServer` into the dev server's options; webpack's types leave that key to webpack-dev-server's.
      const devServer = {setupMiddlewares: (middlewares: ServerMiddleware[]) => withPdfMiddleware(middlewares, middleware)};
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
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
