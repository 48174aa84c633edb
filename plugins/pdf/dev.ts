/**
 * The PDFs on the dev server (`npm start`): a request for a manual's PDF, at
 * the URL the build gives it (`/it/pdf/flow/125.pdf`), makes that PDF from the
 * sources as they are now, through the same job and cache as the build
 * (job.ts): an unchanged manual comes from the cache at once, an edited one is
 * rendered again. A source the renderer cannot print answers with its error,
 * file and line, instead of a PDF. Nothing is rendered at start.
 */
import fs from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {pdfFileName, type PdfJobResult} from './types';

export interface DevPdfOptions {
  /** URL path of the locale's PDFs, e.g. `/it/pdf/`. */
  readonly base: string;
  /** The locale, for messages. */
  readonly locale: string;
  /** Doc ids of the manuals that have a PDF. */
  readonly docIds: readonly string[];
  /** Makes (or takes from the cache) one manual's PDF; rejects with the error, which names file and line for a bad source. */
  readonly render: (docId: string) => Promise<PdfJobResult>;
  /** Told of each PDF served or failed. */
  readonly log?: (message: string) => void;
}

type Next = (error?: unknown) => void;
export type DevPdfMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page shown instead of a PDF whose sources fail: the error as the build would print it. */
export function errorPage(docId: string, locale: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>No PDF of ${escapeHtml(docId)} (${escapeHtml(locale)})</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; max-width: 60rem">
<h1>The PDF of ${escapeHtml(docId)} (${escapeHtml(locale)}) cannot be made</h1>
<pre style="white-space: pre-wrap; background: #fdecea; padding: 1rem">${escapeHtml(message)}</pre>
<p>A build fails the same way. Fix the source, save, and reload this page.</p>
</body>
</html>
`;
}

/** Connect middleware serving the locale's PDFs; every other request goes on to the next middleware. */
export function devPdfMiddleware({base, locale, docIds, render, log}: DevPdfOptions): DevPdfMiddleware {
  const docIdByFile = new Map(docIds.map((id) => [pdfFileName(id), id]));
  // One render per manual at a time: the link and a second tab, or a reload, wait for the same one.
  const pending = new Map<string, Promise<PdfJobResult>>();
  const once = (docId: string): Promise<PdfJobResult> => {
    let run = pending.get(docId);
    if (!run) {
      run = render(docId).finally(() => pending.delete(docId));
      pending.set(docId, run);
    }
    return run;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    if (!pathname.startsWith(base) || !pathname.endsWith('.pdf')) return next();
    const docId = docIdByFile.get(pathname.slice(base.length));
    if (docId === undefined) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'});
      res.end(`No manual has the PDF ${pathname}: PDFs are at ${base}<doc id>.pdf, e.g. ${base}${pdfFileName(docIds[0] ?? 'flow/125')}\n`);
      return;
    }
    const started = performance.now();
    once(docId).then(
      (result) => {
        log?.(`PDF ${docId} (${locale}): ${result.reused ? 'from the cache' : 'rendered'}, ${Math.round(performance.now() - started)} ms`);
        const pdf = fs.readFileSync(result.file);
        // Made anew after each edit: the browser keeps no copy.
        res.writeHead(200, {'Content-Type': 'application/pdf', 'Content-Length': pdf.length, 'Cache-Control': 'no-store'});
        res.end(req.method === 'HEAD' ? undefined : pdf);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        log?.(`PDF ${docId} (${locale}) failed: ${message}`);
        res.writeHead(500, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'});
        res.end(errorPage(docId, locale, message));
      },
    );
  };
}

/** An entry of webpack-dev-server's middleware list: a function, or one with a name. */
export type ServerMiddleware = ((...args: never[]) => unknown) | {readonly name?: string; readonly path?: string; readonly middleware: unknown};

/**
 * `devServer.setupMiddlewares` of the plugin: the PDFs' middleware before the
 * dev server's fallback to the site's page (connect-history-api-fallback),
 * which would answer a browser asking for a PDF with the site's HTML.
 * Docusaurus merges a plugin's `devServer` into its own with webpack-merge,
 * which runs both `setupMiddlewares` on the same list and joins the lists they
 * return; Docusaurus's returns the list it was given. So this one takes every
 * entry out of that list and returns them all, its own added: each once.
 */
export function withPdfMiddleware<M extends ServerMiddleware>(middlewares: M[], middleware: DevPdfMiddleware): M[] {
  const all = middlewares.splice(0);
  const fallback = all.findIndex((m) => typeof m === 'object' && m.name === 'connect-history-api-fallback');
  all.splice(fallback === -1 ? all.length : fallback, 0, {name: 'pdf-manuals', middleware} as M);
  return all;
}
