/**
 * Asks the configured OpenAI-compatible chat-completions endpoint to write
 * an answer from the passages the local index retrieved, and streams the
 * reply (server-sent events). Every way it can go wrong ends in one
 * EndpointError naming what happened, so the caller can fall back to the
 * answer composed on the device and say why.
 */
import type {AskAiEndpoint} from '../options';

export type EndpointFailure = 'timeout' | 'network' | 'status' | 'malformed';

export class EndpointError extends Error {
  override name = 'EndpointError';
  constructor(
    readonly failure: EndpointFailure,
    readonly status?: number,
  ) {
    super(`Ask AI endpoint: ${failure}${status ? ` ${status}` : ''}`);
  }
}

/** A retrieved section, numbered as the reply cites it. */
export interface Passage {
  readonly n: number;
  readonly title: string;
  readonly heading: string | null;
  readonly text: string;
}

/** An earlier question of the conversation and what was answered. */
export interface Turn {
  readonly question: string;
  readonly answer: string;
}

/** Earlier exchanges sent along, so a follow-up keeps its subject. */
const HISTORY = 3;

/**
 * The chat messages for `question`: rules, the earlier turns, then the passages and the question.
 * @param language the page's language as the site names it, e.g. "Deutsch (de)"
 */
export function chatMessages(question: string, passages: readonly Passage[], history: readonly Turn[], language: string): {role: string; content: string}[] {
  const rules = [
    "You answer a parent's question about a children's ride-on product (scooter, balance bike, trike, stroller, helmet, pads or accessory).",
    'Use only the numbered passages from the instruction manuals that come with the question. Never add a step, figure, age, weight, size or claim that is not in them.',
    'After each sentence or step, put the number of the passage it comes from in square brackets, like [1].',
    'If the passages do not answer the question, say so in one sentence and suggest writing to support.',
    'For a safety limit the passages do not give, tell the reader to check the label on the product.',
    `Write in ${language}. Be short: the steps or facts that answer the question, one per line, no headings, no Markdown.`,
  ].join('\n');
  const context = passages.map((p) => `[${p.n}] ${p.heading ? `${p.title} › ${p.heading}` : p.title}\n${p.text}`).join('\n\n');
  return [
    {role: 'system', content: rules},
    ...history.slice(-HISTORY).flatMap((turn) => [
      {role: 'user', content: turn.question},
      {role: 'assistant', content: turn.answer},
    ]),
    {role: 'user', content: `Passages:\n\n${context}\n\nQuestion: ${question}`},
  ];
}

/** The text of one streamed chunk, '' for a chunk without text; throws on anything that is not a chunk. */
function chunkText(data: string): {text: string; finished: boolean} {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new EndpointError('malformed');
  }
  const choice = (parsed as {choices?: unknown})?.choices;
  if (!Array.isArray(choice)) throw new EndpointError('malformed');
  const first = choice[0] as {delta?: {content?: unknown}; finish_reason?: unknown} | undefined;
  const content = first?.delta?.content;
  if (content !== undefined && content !== null && typeof content !== 'string') throw new EndpointError('malformed');
  return {text: content ?? '', finished: typeof first?.finish_reason === 'string'};
}

export interface StreamOptions {
  readonly endpoint: AskAiEndpoint;
  readonly messages: readonly {role: string; content: string}[];
  /** Aborting it (Stop) ends the request; the promise then rejects with the signal's reason. */
  readonly signal: AbortSignal;
  /** Called with the whole text so far, each time more arrives. */
  readonly onText: (text: string) => void;
}

/**
 * Streams the endpoint's reply; resolves with its whole text once the
 * stream says it is complete. Rejects with an EndpointError on a time-out
 * (nothing arrived for `timeoutSeconds`), a network error, a status other
 * than 2xx, or a reply that is not a complete chat-completions stream.
 */
export async function streamReply({endpoint, messages, signal, onText}: StreamOptions): Promise<string> {
  const controller = new AbortController();
  const stopped = (): void => controller.abort(signal.reason);
  signal.addEventListener('abort', stopped, {once: true});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new EndpointError('timeout')), endpoint.timeoutSeconds * 1000);
  };
  // Whatever went wrong, the caller learns it as one of the four failures (or as Stop).
  const failure = (error: unknown): unknown => {
    if (signal.aborted) return signal.reason;
    if (controller.signal.aborted) return controller.signal.reason;
    return error instanceof EndpointError ? error : new EndpointError('network');
  };
  try {
    wait();
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream', ...endpoint.headers},
      body: JSON.stringify({model: endpoint.model, messages, stream: true, temperature: 0}),
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) throw new EndpointError('status', response.status);
    if (!response.body || !/^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')) throw new EndpointError('malformed');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let text = '';
    let complete = false;
    for (;;) {
      wait();
      const {done, value} = await reader.read();
      if (done) break;
      buffer += value;
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          complete = true;
          continue;
        }
        const chunk = chunkText(data);
        complete ||= chunk.finished;
        if (chunk.text === '') continue;
        text += chunk.text;
        onText(text);
      }
    }
    // A stream cut short may have lost a step: only a complete reply is shown as the answer.
    if (!complete || text.trim() === '') throw new EndpointError('malformed');
    return text;
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stopped);
  }
}

/** Matches a citation such as [2] in a reply. */
const CITATION = /\s*\[(\d+)\]/g;

/** A reply's lines, each split into text and the passages it cites (only numbers that were sent). */
export function replyLines(text: string, passages: number): {text: string; cites: number[]}[] {
  return text
    .split(/\n+/)
    .map((line) => {
      const cites: number[] = [];
      const plain = line.replace(CITATION, (_, n: string) => {
        const number = Number(n);
        if (number >= 1 && number <= passages && !cites.includes(number)) cites.push(number);
        return '';
      });
      return {
        text: plain
          .replace(/^\s*(?:[-*•]\s+)/, '')
          .replaceAll('**', '')
          .trim(),
        cites,
      };
    })
    .filter((line) => line.text !== '');
}
