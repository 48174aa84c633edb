import {describe, expect, it, vi} from 'vitest';
import {buildMailBody, buildMailto, buildPayload, sendContact, type ContactPayload} from '../submission';
import type {ContactValues} from '../validation';

const values: ContactValues = {
  name: ' Ada Lovelace ',
  email: ' ada@example.com ',
  productId: 'flow/125',
  reference: ' 770 ',
  topic: 'spare-parts',
  message: '  The front wheel wobbles.\nWhat can I do?  ',
  consent: true,
  website: '',
};

describe('buildPayload', () => {
  it('sends exactly the documented fields, trimmed', () => {
    const payload = buildPayload(values, {productName: 'Flow 125', locale: 'de', page: 'https://x.test/de/contact'});
    expect(payload).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      productId: 'flow/125',
      productName: 'Flow 125',
      reference: '770',
      topic: 'spare-parts',
      message: 'The front wheel wobbles.\nWhat can I do?',
      locale: 'de',
      page: 'https://x.test/de/contact',
    });
  });
});

describe('buildMailBody', () => {
  it('writes label lines, a blank line and the message with CRLF breaks', () => {
    const body = buildMailBody(
      [
        {label: 'Name', value: ' Ada '},
        {label: 'Reference', value: '  '},
        {label: 'Topic', value: 'Spare parts'},
      ],
      ' Line one\nLine two\r\nLine three\rend ',
    );
    expect(body).toBe('Name: Ada\r\nTopic: Spare parts\r\n\r\nLine one\r\nLine two\r\nLine three\r\nend');
  });
});

describe('buildMailto', () => {
  it('encodes subject and body so that every character survives', () => {
    const href = buildMailto('support@example.com', 'Spare parts: Flow 125 & more?', 'a=b\r\nc#d ü 🛴');
    expect(href).toBe('mailto:support@example.com?subject=Spare%20parts%3A%20Flow%20125%20%26%20more%3F&body=a%3Db%0D%0Ac%23d%20%C3%BC%20%F0%9F%9B%B4');
    const url = new URL(href);
    expect(url.searchParams.get('body')).toBe('a=b\r\nc#d ü 🛴');
    expect(url.searchParams.get('subject')).toBe('Spare parts: Flow 125 & more?');
  });
});

describe('sendContact', () => {
  const payload = buildPayload(values, {productName: 'Flow 125', locale: 'en', page: 'https://x.test/contact'});

  it('POSTs the payload as JSON and reports a 2xx as sent', async () => {
    const fetch = vi.fn(async () => ({ok: true}));
    await expect(sendContact('https://api.test/contact', payload, fetch)).resolves.toBe('sent');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({'Content-Type': 'application/json'});
    expect(JSON.parse(init.body as string) as ContactPayload).toEqual(payload);
  });

  it('reports a non-2xx answer as failed', async () => {
    await expect(sendContact('/x', payload, async () => ({ok: false}))).resolves.toBe('failed');
  });

  it('reports a network error as failed', async () => {
    await expect(
      sendContact('/x', payload, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBe('failed');
  });

  it('gives up on a server that never answers', async () => {
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<{ok: boolean}>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    await expect(sendContact('/x', payload, hanging, 10)).resolves.toBe('failed');
  });
});
