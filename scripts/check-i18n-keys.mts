/**
 * Fails when a locale misses a UI translation key. Runs Docusaurus's own
 * `write-translations` for every locale (which adds missing keys with
 * English text), compares with the committed files, and restores them.
 * Fix: npm run write-translations -- --locale <locale>, then translate.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const locales = ['de', 'es', 'it', 'fr', 'nl', 'zh-Hant'];

type Messages = Record<string, {message: string}>;

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? jsonFiles(full) : e.name.endsWith('.json') ? [full] : [];
  });
}

const problems: string[] = [];
for (const locale of locales) {
  const dir = path.join(root, 'i18n', locale);
  const before = new Map(jsonFiles(dir).map((f) => [f, fs.readFileSync(f, 'utf8')]));
  try {
    execFileSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {cwd: root, stdio: 'pipe'});
    for (const file of jsonFiles(dir)) {
      const rel = path.relative(root, file);
      const old = before.get(file);
      const committed: Messages = old ? (JSON.parse(old) as Messages) : {};
      const wanted = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
      const missing = Object.keys(wanted).filter((key) => !(key in committed));
      if (!old) problems.push(`${rel}: missing file (${missing.length} keys)`);
      else if (missing.length > 0) problems.push(`${rel}: missing ${missing.length} key(s): ${missing.join(', ')}`);
      for (const [key, value] of Object.entries(committed)) {
        if (typeof value?.message !== 'string' || value.message.trim() === '') problems.push(`${rel}: "${key}" is empty`);
      }
    }
  } finally {
    for (const file of jsonFiles(dir)) if (!before.has(file)) fs.rmSync(file);
    for (const [file, text] of before) fs.writeFileSync(file, text);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error('\nRun `npm run write-translations -- --locale <locale>` and translate the new entries.');
  process.exit(1);
}
console.log(`UI translations complete in ${locales.length} locales`);
