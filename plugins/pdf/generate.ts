/**
 * Produces the PDFs of one locale through the worker pool and reports what
 * was rendered and what came from the cache.
 */
import type {PdfWorkerPool} from './pool';
import type {PdfJob, PdfJobResult} from './types';

export interface LocaleRun {
  readonly results: readonly PdfJobResult[];
  readonly generated: number;
  readonly reused: number;
  readonly seconds: number;
}

/** Runs every job; fails once with every manual that failed, not just the first. */
export async function generateLocale(pool: PdfWorkerPool, jobs: readonly PdfJob[]): Promise<LocaleRun> {
  const started = performance.now();
  const settled = await Promise.allSettled(jobs.map((job) => pool.run(job)));
  const failures = settled.flatMap((s, i) =>
    s.status === 'rejected' ? [`${jobs[i]!.locale} ${jobs[i]!.docId}: ${(s.reason as Error).message}`] : [],
  );
  if (failures.length > 0) {
    throw new Error(`${failures.length} PDF manual(s) failed:\n  - ${failures.join('\n  - ')}`);
  }
  const results = settled.map((s) => (s as PromiseFulfilledResult<PdfJobResult>).value);
  const generated = results.filter((r) => !r.reused).length;
  return {results, generated, reused: results.length - generated, seconds: (performance.now() - started) / 1000};
}

/** `go-bike/index` → `go-bike.pdf`, `flow/125` → `flow/125.pdf`. */
export function pdfFileName(docId: string): string {
  return `${docId.replace(/\/index$/, '')}.pdf`;
}
