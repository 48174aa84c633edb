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

/** A form's entries by control name, as `new FormData(form)` gives them. */
export type FormEntries = Pick<FormData, 'get'>;

/**
 * What the form's controls already hold when the page's scripts take over:
 * the server's HTML is a working form from the first byte, so a visitor on a
 * slow connection types into it before hydration, and hydration keeps what
 * the controls hold. Each control is named after its value (`name="message"`).
 * Empty controls say nothing, so the draft may fill them.
 */
export function typedValues(entries: FormEntries): Partial<ContactValues> {
  const typed: Partial<Record<DraftField | 'website', string>> = {};
  for (const field of [...DRAFT_FIELDS, 'website'] as const) {
    const value = entries.get(field);
    if (typeof value !== 'string' || value === '') continue;
    typed[field] = isTextField(field) ? capLength(value, TEXT_LIMITS[field]) : value;
  }
  // A ticked box is in the entries; an unticked one is not.
  return entries.get('consent') === null ? typed : {...typed, consent: true};
}

/**
 * The form's starting values: what the visitor typed before the scripts ran,
 * then the draft, minus choices the catalog no longer offers. The product
 * chosen before the scripts ran wins over the one from the link (`?product=`),
 * which wins over the draft's, each only when it is valid.
 */
export function initialValues(draft: Partial<Draft>, linkedProduct: string | null, typed: Partial<ContactValues> = {}): ContactValues {
  const values = {...EMPTY_VALUES, ...draft, ...typed};
  const productId = [typed.productId, linkedProduct, draft.productId].find((id) => id != null && isProductChoice(id)) ?? '';
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
