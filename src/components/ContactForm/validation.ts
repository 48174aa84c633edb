/**
 * Values and validation rules of the contact form. Pure: the component maps
 * the error codes to translated messages, so these rules run in unit tests.
 */
import {getProduct} from '@site/src/domain/catalog';

/** Value of the product option for products missing from the catalog. */
export const OTHER_PRODUCT = 'other';

export const TOPICS = ['assembly', 'spare-parts', 'warranty', 'order', 'other'] as const;
export type Topic = (typeof TOPICS)[number];

export const LIMITS = {
  name: {min: 2, max: 100},
  reference: {max: 40},
  message: {min: 20, max: 2000},
  /** RFC 5321 limit of a forward path. */
  email: {max: 254},
} as const;

export interface ContactValues {
  readonly name: string;
  readonly email: string;
  /** A catalog product id, OTHER_PRODUCT, or '' when none is chosen. */
  readonly productId: string;
  /** Model or order number; optional. */
  readonly reference: string;
  /** A Topic, or '' when none is chosen. */
  readonly topic: string;
  readonly message: string;
  readonly consent: boolean;
  /** Honeypot: people never see it, so any value means a bot. */
  readonly website: string;
}

export const EMPTY_VALUES: ContactValues = {
  name: '',
  email: '',
  productId: '',
  reference: '',
  topic: '',
  message: '',
  consent: false,
  website: '',
};

/** The validated fields, in the order they appear in the form. */
export const FIELDS = ['name', 'email', 'productId', 'reference', 'topic', 'message', 'consent'] as const;
export type Field = (typeof FIELDS)[number];

export type FieldError = 'required' | 'tooShort' | 'tooLong' | 'invalid';
export type FieldErrors = Partial<Record<Field, FieldError>>;

/** Length as people count it: emoji and other astral characters count once. */
export function charCount(text: string): number {
  return [...text].length;
}

/** The fields a visitor types into, and how many characters each keeps. */
export const TEXT_LIMITS = {
  name: LIMITS.name.max,
  email: LIMITS.email.max,
  reference: LIMITS.reference.max,
  message: LIMITS.message.max,
} as const;
export type TextField = keyof typeof TEXT_LIMITS;

export function isTextField(field: string): field is TextField {
  return field in TEXT_LIMITS;
}

/** The text cut to `max` characters as charCount counts them, never inside an emoji. */
export function capLength(text: string, max: number): string {
  return text.length <= max ? text : [...text].slice(0, max).join('');
}

/**
 * An edit as a field with a maximum length takes it, like the browser's
 * maxlength but counting as charCount does: what the visitor had stays, and
 * of what they typed or pasted only as much as fits is inserted.
 */
export function limitEdit(previous: string, next: string, max: number): string {
  if (charCount(next) <= max) return next;
  const before = [...previous];
  const after = [...next];
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before.at(-1 - end) === after.at(-1 - end)) end++;
  const kept = before.length - (before.length - start - end);
  const inserted = after.slice(start, after.length - end).slice(0, Math.max(0, max - kept));
  return [...after.slice(0, start), ...inserted, ...after.slice(after.length - end)].join('');
}

export function isTopic(value: string): value is Topic {
  return (TOPICS as readonly string[]).includes(value);
}

export function isProductChoice(value: string): boolean {
  return value === OTHER_PRODUCT || getProduct(value) !== undefined;
}

// Deliberately loose: one @, no spaces, and a dotted domain. Stricter patterns
// reject real addresses; the reply itself is the real check.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u;

/** A domain label (between dots) neither starts nor ends with a hyphen (RFC 1035). */
const HYPHEN_AT_LABEL_EDGE = /(?:^|\.)-|-(?:\.|$)/;

export function isEmail(value: string): boolean {
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return (
    value.length <= LIMITS.email.max &&
    EMAIL.test(value) &&
    !value.startsWith('.') &&
    !value.includes('..') &&
    !value.includes('.@') &&
    !value.includes('@.') &&
    !HYPHEN_AT_LABEL_EDGE.test(domain)
  );
}

function checkLength(text: string, min: number, max: number): FieldError | undefined {
  const n = charCount(text);
  if (n === 0) return 'required';
  if (n < min) return 'tooShort';
  if (n > max) return 'tooLong';
  return undefined;
}

export function validateField(field: Field, values: ContactValues): FieldError | undefined {
  switch (field) {
    case 'name':
      return checkLength(values.name.trim(), LIMITS.name.min, LIMITS.name.max);
    case 'email': {
      const email = values.email.trim();
      if (email === '') return 'required';
      return isEmail(email) ? undefined : 'invalid';
    }
    case 'productId':
      if (values.productId === '') return 'required';
      return isProductChoice(values.productId) ? undefined : 'invalid';
    case 'reference':
      return charCount(values.reference.trim()) > LIMITS.reference.max ? 'tooLong' : undefined;
    case 'topic':
      if (values.topic === '') return 'required';
      return isTopic(values.topic) ? undefined : 'invalid';
    case 'message':
      return checkLength(values.message.trim(), LIMITS.message.min, LIMITS.message.max);
    case 'consent':
      return values.consent ? undefined : 'required';
  }
}

export function validate(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first invalid field in form order, to move focus to on submit. */
export function firstInvalid(errors: FieldErrors): Field | undefined {
  return FIELDS.find((f) => errors[f] !== undefined);
}
