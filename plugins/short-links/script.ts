/** Bundles the short-link page's inline script (./redirect) into one small IIFE, once per build. */
import path from 'node:path';
import {build} from 'esbuild';

let bundled: Promise<string> | undefined;

export function redirectScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [path.join(__dirname, 'redirect', 'index.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    // Phones a printed manual may meet: the syntax every browser Docusaurus supports reads.
    target: 'es2017',
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text.trim());
  return bundled;
}
