/**
 * Loads every HTML page of build/ once for the post-build checks (Node only).
 */
import fs from 'node:fs';
import path from 'node:path';
import {pagePathOf} from './links.ts';
import {parsePage, type PageInfo} from './page.ts';

export interface BuiltPage extends PageInfo {
  /** Path relative to build/, with `/`, e.g. `it/docs/flow/125/index.html`. */
  readonly file: string;
  /** URL path the page is served at, e.g. `/it/docs/flow/125`. */
  readonly urlPath: string;
}

/** Every file below the folder, as a sorted `/`-separated path relative to it. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Reads and parses every `.html` file; fails with the fix when there is no build. */
export function loadBuild(buildDir: string): {files: ReadonlySet<string>; pages: BuiltPage[]} {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }
  const files = new Set(listFiles(buildDir));
  const pages = [...files]
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((file) => {
      const info = parsePage(fs.readFileSync(path.join(buildDir, file), 'utf8'));
      const canonicalPath = info.canonical === undefined ? undefined : safePath(info.canonical);
      return {...info, file, urlPath: pagePathOf(file, canonicalPath)};
    });
  return {files, pages};
}

function safePath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
}
