/**
 * The edition date of a manual: when its sources last changed. Committed
 * files take their last commit's date, so every clone prints the same date;
 * files with uncommitted changes (or without git) take their modification time.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TRACKED = ['docs', 'i18n', 'static/img'];

export type LastChanged = (files: readonly string[]) => Date;

function git(siteDir: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore']});
  } catch {
    return undefined;
  }
}

/** Parses `git log --format=%x00%ct --name-only`: the newest commit of each file. */
export function parseGitLog(log: string): Map<string, number> {
  const times = new Map<string, number>();
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
    else if (line !== '' && !times.has(line)) times.set(line, time);
  }
  return times;
}

/** Reads the history once; the returned function takes site-relative paths. */
export function lastChangedFrom(siteDir: string): LastChanged {
  const log = git(siteDir, ['log', '--format=%x00%ct', '--name-only', '--relative', '--', ...TRACKED]);
  const committed = log === undefined ? new Map<string, number>() : parseGitLog(log);
  const status = git(siteDir, ['status', '--porcelain', '-z', '--untracked-files=all', '--', ...TRACKED]) ?? '';
  const dirty = new Set(
    status
      .split('\0')
      .filter((entry) => entry.length > 3)
      .map((entry) => entry.slice(3)),
  );
  return (files) =>
    new Date(
      Math.max(...files.map((file) => (!dirty.has(file) && committed.has(file) ? committed.get(file)! : fs.statSync(path.join(siteDir, file)).mtimeMs))),
    );
}
