/**
 * Builds into a temporary folder beside the target and puts the result in
 * place only when the build succeeded, so the target always holds the last
 * complete site: a deploy that ignores the exit code cannot publish half of one.
 */
import fs from 'node:fs';

export interface PublishSteps {
  /** Writes the site into `dir`; false when it failed. */
  readonly build: (dir: string) => boolean;
  /** Adds what is made from the finished site (e.g. `_headers`); may throw. */
  readonly finish?: (dir: string) => void;
}

/** @returns whether `finalDir` now holds the new build. */
export function publishBuild(finalDir: string, steps: PublishSteps): boolean {
  const tempDir = `${finalDir}.tmp-${process.pid}`;
  fs.rmSync(tempDir, {recursive: true, force: true});
  try {
    if (!steps.build(tempDir)) return false;
    steps.finish?.(tempDir);
    const oldDir = `${finalDir}.old-${process.pid}`;
    if (fs.existsSync(finalDir)) fs.renameSync(finalDir, oldDir);
    fs.renameSync(tempDir, finalDir);
    fs.rmSync(oldDir, {recursive: true, force: true});
    return true;
  } finally {
    fs.rmSync(tempDir, {recursive: true, force: true});
  }
}
