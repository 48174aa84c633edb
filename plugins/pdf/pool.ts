/**
 * Worker threads that render PDFs in parallel, one job at a time each.
 * Docusaurus loads plugins afresh for every locale, so the pool lives on
 * globalThis: workers start (and load fonts) once per build, not per
 * locale. Idle workers are unref'd and never keep the build process alive.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {PdfJob, PdfJobResult} from './types';

interface Task {
  readonly id: number;
  readonly job: PdfJob;
  readonly resolve: (result: PdfJobResult) => void;
  readonly reject: (error: Error) => void;
}

interface Reply {
  readonly id: number;
  readonly result?: PdfJobResult;
  readonly error?: string;
}

export class PdfWorkerPool {
  private readonly queue: Task[] = [];
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private nextId = 0;

  constructor(
    private readonly size: number,
    private readonly siteDir: string,
  ) {}

  run(job: PdfJob): Promise<PdfJobResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({id: (this.nextId += 1), job, resolve, reject});
      this.dispatch();
    });
  }

  /** Stops every worker (tests and benchmarks; a build just exits). */
  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      worker.ref();
      worker.postMessage({id: task.id, job: task.job});
    }
  }

  private spawn(): Worker {
    // A local plugin, so the worker is found from the site (under tsx and jiti alike).
    const worker = new Worker(path.join(this.siteDir, 'plugins', 'pdf', 'worker.mjs'), {
      workerData: {siteDir: this.siteDir},
      resourceLimits: {maxYoungGenerationSizeMb: 64},
    });
    worker.on('message', (reply: Reply) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      worker.unref();
      if (task) {
        if (reply.error !== undefined) task.reject(new Error(reply.error));
        else task.resolve(reply.result!);
      }
      this.dispatch();
    });
    worker.on('error', (error: Error) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      task?.reject(error);
      this.dispatch();
    });
    return worker;
  }
}

const POOLS = Symbol.for('manual-pdfs.pools');

/** The process's pool for a site, created on first use. */
export function sharedPool(siteDir: string, size: number): PdfWorkerPool {
  const pools = ((globalThis as {[POOLS]?: Map<string, PdfWorkerPool>})[POOLS] ??= new Map<string, PdfWorkerPool>());
  const key = `${siteDir}\0${size}`;
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = new PdfWorkerPool(size, siteDir)));
  return pool;
}
