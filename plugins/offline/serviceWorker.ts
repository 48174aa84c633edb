/** Bundles the service worker (sw/) with Workbox into one script, its configuration written in. */
import path from 'node:path';
import {build} from 'esbuild';
import type {OfflineConfig} from './shared/config';

/** The worker's file name at the site's root: its scope is the whole site, every locale. */
export const SERVICE_WORKER_FILE = 'sw.js';

export async function writeServiceWorker(outDir: string, config: OfflineConfig): Promise<number> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'sw', 'index.ts')],
    outfile: path.join(outDir, SERVICE_WORKER_FILE),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
    // Workbox logs only in development builds.
    define: {OFFLINE_CONFIG: JSON.stringify(config), 'process.env.NODE_ENV': '"production"'},
  });
  return Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
}
