/**
 * A small OpenAI-compatible chat-completions server on loopback, for the
 * tests of Ask AI's endpoint mode. Its reply quotes the first line of the
 * first two passages it was sent, citing them, plus a citation of a passage
 * that was never sent (the site must drop it), streamed in small chunks.
 * A test picks how a question is answered beforehand:
 *   POST /__script {"question": "…", "mode": "stream" | "slow" | "status" | "timeout" | "malformed" | "network"}
 * and reads what the server was asked with GET /__requests.
 * Usage: tsx tests/mock-ask-ai/server.ts [--port 4175]
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export type MockMode = 'stream' | 'slow' | 'status' | 'timeout' | 'malformed' | 'network';
const MODES = new Set<MockMode>(['stream', 'slow', 'status', 'timeout', 'malformed', 'network']);

export interface MockRequest {
  readonly question: string;
  readonly model: string;
  readonly stream: boolean;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly messages: readonly {role: string; content: string}[];
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, X-Proxy-Key',
};

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** The reply the mock writes: the first line of up to two passages, each cited, and one citation of a passage never sent. */
export function mockReply(userMessage: string): string {
  const passages = [...userMessage.matchAll(/^\[(\d+)\] [^\n]*\n([^\n]+)/gm)].slice(0, 2);
  if (passages.length === 0) return 'The passages do not answer this question.';
  return passages.map(([, n, line], i) => `${line!.trim()} [${n}]${i === 0 ? ' [9]' : ''}`).join('\n');
}

function chunk(content: string | null, finish: string | null = null): string {
  return `data: ${JSON.stringify({id: 'mock', object: 'chat.completion.chunk', choices: [{index: 0, delta: content === null ? {} : {content}, finish_reason: finish}]})}\n\n`;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface MockServer {
  readonly url: string;
  close(): Promise<void>;
}

export function startMockAskAi(port = 0): Promise<MockServer> {
  const script = new Map<string, MockMode>();
  const requests: MockRequest[] = [];
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Node ignores the handler's promise; the handler answers every request itself.
  const server = http.createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/__requests') {
      response.writeHead(200, {...CORS, 'Content-Type': 'application/json'}).end(JSON.stringify(requests));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(404, CORS).end();
      return;
    }
    let body: {question?: unknown; mode?: unknown; model?: unknown; stream?: unknown; messages?: unknown};
    try {
      body = JSON.parse(await readBody(request)) as typeof body;
    } catch {
      response.writeHead(400, CORS).end('not JSON');
      return;
    }
    if (url.pathname === '/__script') {
      if (typeof body.question !== 'string' || !MODES.has(body.mode as MockMode)) {
        response.writeHead(400, CORS).end('expected {"question": string, "mode": one of stream, slow, status, timeout, malformed, network}');
        return;
      }
      script.set(body.question, body.mode as MockMode);
      response.writeHead(204, CORS).end();
      return;
    }
    if (url.pathname !== '/v1/chat/completions' || !Array.isArray(body.messages)) {
      response.writeHead(404, CORS).end();
      return;
    }
    const messages = body.messages as MockRequest['messages'];
    const last = messages.at(-1)?.content ?? '';
    const question = /\nQuestion: (.*)$/s.exec(last)?.[1]?.trim() ?? '';
    requests.push({question, model: String(body.model), stream: body.stream === true, headers: request.headers, messages});
    const mode = script.get(question) ?? 'stream';
    if (mode === 'status') {
      response.writeHead(503, {...CORS, 'Content-Type': 'application/json'}).end(JSON.stringify({error: {message: 'overloaded'}}));
      return;
    }
    response.writeHead(200, {...CORS, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache'});
    response.flushHeaders();
    if (mode === 'timeout') {
      // Accepted, then silent: only the browser's time-out ends it.
      response.write(': thinking\n\n');
      return;
    }
    if (mode === 'network') {
      // The connection drops mid-reply (a browser would retry a request dropped before any answer).
      response.write(chunk('The first words '));
      setTimeout(() => request.socket.destroy(), 50);
      return;
    }
    if (mode === 'malformed') {
      response.write(chunk('The first words '));
      response.end('data: {"choices": [{"delta": {"content": \n\n');
      return;
    }
    const text = mockReply(last);
    const pause = mode === 'slow' ? 300 : 30;
    let closed = false;
    response.on('close', () => (closed = true));
    for (let i = 0; i < text.length && !closed; i += 12) {
      response.write(chunk(text.slice(i, i + 12)));
      await sleep(pause);
    }
    if (closed) return;
    response.write(chunk(null, 'stop'));
    response.end('data: [DONE]\n\n');
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--port');
  const port = index > 0 ? Number(process.argv[index + 1]) : 4175;
  void startMockAskAi(port).then((mock) => console.log(`Mock Ask-AI endpoint at ${mock.url}/v1/chat/completions`));
}
