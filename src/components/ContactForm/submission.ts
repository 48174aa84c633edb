/**
 * What leaves the browser: the JSON sent to the contact endpoint, or the
 * mailto: link used when there is no endpoint or sending failed. Pure apart
 * from the injected fetch, so the formats are unit-tested.
 */
import type {ContactValues} from './validation';

export interface ContactPayload {
  readonly name: string;
  readonly email: string;
  readonly productId: string;
  readonly productName: string;
  readonly reference: string;
  readonly topic: string;
  readonly message: string;
  readonly locale: string;
  readonly page: string;
}

export interface PayloadContext {
  /** Display name of the chosen product, or the "not listed" label. */
  readonly productName: string;
  readonly locale: string;
  /** URL of the page the form was sent from. */
  readonly page: string;
}

export function buildPayload(values: ContactValues, context: PayloadContext): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    productId: values.productId,
    productName: context.productName,
    reference: values.reference.trim(),
    topic: values.topic,
    message: values.message.trim(),
    locale: context.locale,
    page: context.page,
  };
}

// RFC 6068: line breaks in a mailto: body are CRLF.
const CRLF = '\r\n';

export interface MailLine {
  readonly label: string;
  readonly value: string;
}

/** "Label: value" lines (empty values left out), a blank line, then the message. */
export function buildMailBody(lines: readonly MailLine[], message: string): string {
  const header = lines.filter((l) => l.value.trim() !== '').map((l) => `${l.label}: ${l.value.trim()}`);
  return [...header, '', message.trim().replace(/\r\n|\r|\n/g, CRLF)].join(CRLF);
}

export function buildMailto(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export type SendResult = 'sent' | 'failed';

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok'>>;

// A hanging server must not leave the visitor with a button stuck on "Sending".
const TIMEOUT_MS = 20_000;

/** POSTs the payload as JSON; any non-2xx answer, network error or timeout is 'failed'. */
export async function sendContact(endpoint: string, payload: ContactPayload, fetchImpl: Fetch = fetch, timeoutMs = TIMEOUT_MS): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
