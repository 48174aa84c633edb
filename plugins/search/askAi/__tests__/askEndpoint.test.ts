import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {chatMessages, EndpointError, replyLines, streamReply, type Passage} from '../client/askEndpoint';
import {startMockAskAi, type MockMode, type MockServer} from '../../../../tests/mock-ask-ai/server';

const passages: Passage[] = [
  {n: 1, title: 'Stroller manual', heading: 'Folding', text: 'Lock the rear brake.\nPull both release handles up.'},
  {n: 2, title: 'Stroller manual', heading: 'Unfolding', text: 'Lift the handlebar until it clicks.'},
];

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockAskAi();
});
afterAll(() => mock.close());

async function script(question: string, mode: MockMode): Promise<void> {
  await fetch(`${mock.url}/__script`, {method: 'POST', body: JSON.stringify({question, mode})});
}

function ask(question: string, options: {timeoutSeconds?: number; signal?: AbortSignal} = {}) {
  const seen: string[] = [];
  const reply = streamReply({
    endpoint: {url: `${mock.url}/v1/chat/completions`, model: 'mock-model', headers: {'X-Proxy-Key': 'k1'}, timeoutSeconds: options.timeoutSeconds ?? 5},
    messages: chatMessages(question, passages, [{question: 'How do I fold it?', answer: 'Lock the rear brake. [1]'}], 'Deutsch (de)'),
    signal: options.signal ?? new AbortController().signal,
    onText: (text) => seen.push(text),
  });
  return {reply, seen};
}

describe('streamReply', () => {
  it('streams the reply as it arrives and resolves with the whole text', async () => {
    const {reply, seen} = ask('Wie klappe ich ihn zusammen?');
    const text = await reply;
    expect(text).toBe('Lock the rear brake. [1] [9]\nLift the handlebar until it clicks. [2]');
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(text);
    const requests = (await (await fetch(`${mock.url}/__requests`)).json()) as {
      question: string;
      model: string;
      stream: boolean;
      headers: Record<string, string>;
      messages: {role: string; content: string}[];
    }[];
    const sent = requests.find((r) => r.question === 'Wie klappe ich ihn zusammen?')!;
    expect(sent).toMatchObject({model: 'mock-model', stream: true});
    expect(sent.headers['x-proxy-key']).toBe('k1');
    // The rules ask for the visitor's language; the earlier turn goes along for a follow-up.
    expect(sent.messages[0]!.content).toContain('Write in Deutsch (de)');
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it.each([
    ['status', 'status'],
    ['malformed', 'malformed'],
    ['network', 'network'],
  ] as const)('names a %s failure', async (mode, failure) => {
    await script(`q-${mode}`, mode);
    await expect(ask(`q-${mode}`).reply).rejects.toMatchObject({name: 'EndpointError', failure});
  });

  it('gives up when nothing arrives for the time-out', async () => {
    await script('q-timeout', 'timeout');
    const started = Date.now();
    const error = await ask('q-timeout', {timeoutSeconds: 0.3}).reply.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as EndpointError).failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops when the visitor stops, with the reason given', async () => {
    await script('q-slow', 'slow');
    const stop = new AbortController();
    const {reply, seen} = ask('q-slow', {signal: stop.signal});
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    stop.abort('stopped');
    await expect(reply).rejects.toBe('stopped');
  });
});

describe('replyLines', () => {
  it('keeps only citations of passages that were sent, and drops list marks', () => {
    expect(replyLines('- Lock the rear brake. [1] [9]\n\n**Lift** it. [2][2]', 2)).toEqual([
      {text: 'Lock the rear brake.', cites: [1]},
      {text: 'Lift it.', cites: [2]},
    ]);
  });
});
