/**
 * The modal's Ask AI can write its answers with a language model: with
 * ASK_AI_ENDPOINT (an OpenAI-compatible chat-completions URL) and
 * ASK_AI_MODEL set at build, the browser sends the question with the
 * passages the local index retrieved and streams the reply. Without them,
 * answers are composed on the device from the manuals' own sentences.
 */

export interface AskAiEndpoint {
  /** Chat-completions URL, e.g. https://llm.example.com/v1/chat/completions. */
  readonly url: string;
  readonly model: string;
  /** Extra request header, such as a proxy's key (it is visible to visitors: never a provider's secret key). */
  readonly headers: Readonly<Record<string, string>>;
  /** A reply that sends nothing for this long falls back to the local answer. */
  readonly timeoutSeconds: number;
}

const VARIABLES = {
  url: 'ASK_AI_ENDPOINT',
  model: 'ASK_AI_MODEL',
  header: 'ASK_AI_API_KEY_HEADER',
  timeout: 'ASK_AI_TIMEOUT_SECONDS',
} as const;

export const DEFAULT_TIMEOUT_SECONDS = 20;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const HEADER_NAME = /^[!#$%&'*+.^`|~\w-]+$/;

function fail(message: string): never {
  throw new Error(`Ask AI: ${message}`);
}

/** The endpoint's URL, checked: https, or http on this machine (a browser blocks http from an https page). */
function readUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(`${VARIABLES.url} is not a URL: "${value}". Give the full chat-completions address, e.g. https://llm.example.com/v1/chat/completions.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    fail(`${VARIABLES.url} must be an https:// address (http:// only on localhost): "${value}".`);
  }
  return url.href;
}

/** `Name: value` → {Name: value}. */
function readHeader(value: string): Record<string, string> {
  if (value === '') return {};
  const colon = value.indexOf(':');
  const name = colon > 0 ? value.slice(0, colon).trim() : '';
  const headerValue = colon > 0 ? value.slice(colon + 1).trim() : '';
  if (!HEADER_NAME.test(name) || headerValue === '') {
    fail(`${VARIABLES.header} must read "Header-Name: value", e.g. "X-Api-Key: abc123"; got "${value}".`);
  }
  return {[name]: headerValue};
}

function readTimeout(value: string): number {
  if (value === '') return DEFAULT_TIMEOUT_SECONDS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 300) {
    fail(`${VARIABLES.timeout} must be a number of seconds between 0 and 300; got "${value}".`);
  }
  return seconds;
}

/**
 * Reads the endpoint settings; undefined when ASK_AI_ENDPOINT is not set
 * (answers from the device). A half or wrong setting fails the build naming
 * the variable, so a typo never ships a site whose Ask AI cannot answer.
 */
export function readAskAiEndpoint(env: Readonly<Record<string, string | undefined>>): AskAiEndpoint | undefined {
  const value = (name: string): string => env[name]?.trim() ?? '';
  const url = value(VARIABLES.url);
  if (url === '') {
    const stray = [VARIABLES.model, VARIABLES.header, VARIABLES.timeout].filter((name) => value(name) !== '');
    if (stray.length > 0)
      fail(
        `${stray.join(' and ')} ${stray.length === 1 ? 'is' : 'are'} set but ${VARIABLES.url} is not. Set the endpoint too, or unset ${stray.length === 1 ? 'it' : 'them'}.`,
      );
    return undefined;
  }
  const model = value(VARIABLES.model);
  if (model === '') fail(`${VARIABLES.url} is set but ${VARIABLES.model} is missing: name the model the endpoint should use, e.g. gpt-4o-mini.`);
  return {url: readUrl(url), model, headers: readHeader(value(VARIABLES.header)), timeoutSeconds: readTimeout(value(VARIABLES.timeout))};
}
