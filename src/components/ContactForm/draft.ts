/**
 * The unsent message, kept in localStorage so a reload or a look at the manual
 * loses nothing. Storage may be missing, full, blocked or hold anything: every
 * failure here means "no draft", never an error.
 */
import {EMPTY_VALUES, TEXT_LIMITS, capLength, isProductChoice, isTextField, isTopic, type ContactValues} from './validation';

export const DRAFT_KEY = 'contact-draft';

/** Consent must be given anew each time; the honeypot is never kept. */
export type Draft = Omit<ContactValues, 'consent' | 'website'>;
type DraftField = keyof Draft;

const DRAFT_FIELDS: readonly DraftField[] = ['name', 'email', 'productId', 'reference', 'topic', 'message'];

/** Product ids and topics are short; a longer stored value is not one of them. */
const MAX_CHOICE_LENGTH = 200;

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or undefined where reading it throws (blocked cookies). */
export function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The string fields of a stored draft, each cut to what the form keeps (a
 * tampered or older draft cannot fill the form with megabytes, and text the
 * form holds is never dropped); anything else in it is ignored.
 */
export function parseDraft(raw: string | null): Partial<Draft> {
  if (raw === null) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const draft: Partial<Record<DraftField, string>> = {};
  for (const field of DRAFT_FIELDS) {
    const value: unknown = (data as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    if (isTextField(field)) draft[field] = capLength(value, TEXT_LIMITS[field]);
    else if (value.length <= MAX_CHOICE_LENGTH) draft[field] = value;
  }
  return draft;
}

export function readDraft(storage: DraftStorage | undefined): Partial<Draft> {
  try {
    return parseDraft(storage?.getItem(DRAFT_KEY) ?? null);
  } catch {
    return {};
  }
}

/**
 * The form's starting values: the draft, minus choices the catalog no longer
 * offers, with the product from the link (`?product=`) winning when it is valid.
 */
export function initialValues(draft: Partial<Draft>, linkedProduct: string | null): ContactValues {
  const values = {...EMPTY_VALUES, ...draft};
  const productId = [linkedProduct, values.productId].find((id) => id !== null && isProductChoice(id)) ?? '';
  return {...values, productId, topic: isTopic(values.topic) ? values.topic : ''};
}

/** The fields worth keeping, or undefined when the visitor has typed nothing. */
export function toDraft(values: ContactValues): Draft | undefined {
  const draft = Object.fromEntries(DRAFT_FIELDS.map((f) => [f, values[f]])) as Draft;
  return DRAFT_FIELDS.some((f) => draft[f].trim() !== '') ? draft : undefined;
}

export function writeDraft(storage: DraftStorage | undefined, values: ContactValues): void {
  const draft = toDraft(values);
  try {
    if (draft) storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // Full or blocked storage: the form still works, only without a draft.
  }
}

export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clean up if storage is unusable.
  }
}
