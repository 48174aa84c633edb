/**
 * UI translation keys: runs Docusaurus's own `write-translations` for a locale
 * (which adds every missing key with its English text), compares with the
 * committed files, and restores them.
 * Fix for a missing key: npm run write-translations -- --locale <locale>, then translate.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import fs from 'node:fs';
import path from 'node:path';

type Messages = Record<string, {message?: unknown}>;

export interface KeyReport {
  readonly problems: string[];
  /** Keys present and non-empty, of all keys the site needs. */
  readonly present: number;
  readonly total: number;
}

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.json') && path.basename(f) !== 'translation-sources.json')
    .map((f) => path.join(dir, f));
}

export async function checkKeys(root: string, locale: string): Promise<KeyReport> {
  const dir = path.join(root, 'i18n', locale);
  const before = new Map(jsonFiles(dir).map((f) => [f, fs.readFileSync(f, 'utf8')]));
  const problems: string[] = [];
  let present = 0;
  let total = 0;
  try {
    await promisify(execFile)('npx', ['docusaurus', 'write-translations', '--locale', locale], {cwd: root});
    for (const file of jsonFiles(dir)) {
      const rel = path.relative(root, file);
      const old = before.get(file);
      const committed: Messages = old ? (JSON.parse(old) as Messages) : {};
      const wanted = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
      const keys = Object.keys(wanted);
      const missing = keys.filter((key) => !(key in committed));
      const empty = keys.filter((key) => key in committed && (typeof committed[key]?.message !== 'string' || String(committed[key]?.message).trim() === ''));
      total += keys.length;
      present += keys.length - missing.length - empty.length;
      if (!old) problems.push(`${rel}: missing file (${missing.length} keys)`);
      else if (missing.length > 0) problems.push(`${rel}: missing ${missing.length} key(s): ${missing.join(', ')}`);
      for (const key of empty) problems.push(`${rel}: "${key}" is empty`);
    }
  } finally {
    for (const file of jsonFiles(dir)) if (!before.has(file)) fs.rmSync(file);
    for (const [file, text] of before) fs.writeFileSync(file, text);
  }
  return {problems, present, total};
}
