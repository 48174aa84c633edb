/**
 * Reads UI messages of a locale at build time from the same code.json files
 * that `translate()` uses in the browser, so a string is translated once.
 */
import fs from 'node:fs';
import path from 'node:path';

const cache = new Map<string, Record<string, string>>();

/** Reads the file every time; for long-lived processes (PDF workers) that must see edits. */
export function readMessages(siteDir: string, locale: string): Record<string, string> {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  const messages: Record<string, string> = {};
  if (fs.existsSync(file)) {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
    for (const [id, entry] of Object.entries(raw)) messages[id] = entry.message;
  }
  return messages;
}

export function loadMessages(siteDir: string, locale: string): Record<string, string> {
  const key = `${siteDir}\0${locale}`;
  const cached = cache.get(key) ?? readMessages(siteDir, locale);
  cache.set(key, cached);
  return cached;
}

/** Same placeholder syntax as Docusaurus `translate(…, values)`. */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
