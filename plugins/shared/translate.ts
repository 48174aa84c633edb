/**
 * `translate()` of `@docusaurus/Translate` for Node: the PDF worker and the
 * tests alias that module here (./aliases.mjs), so the domain's labels and our PDF strings read the
 * locale's code.json exactly as they do in the browser, with the source text
 * as the English fallback.
 */
import {interpolate} from './codeTranslations';

interface TranslateParam {
  readonly id?: string;
  readonly message: string;
  readonly description?: string;
}

let current: Readonly<Record<string, string>> = {};

/** Messages of the locale being rendered; a worker renders one manual at a time. */
export function setMessages(messages: Readonly<Record<string, string>>): void {
  current = messages;
}

export function translate({id, message}: TranslateParam, values?: Record<string, string | number>): string {
  const text = current[id ?? message] ?? message;
  return values ? interpolate(text, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))) : text;
}
