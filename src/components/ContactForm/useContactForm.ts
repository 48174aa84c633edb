/**
 * State of the contact form: values, shown errors, the draft in localStorage
 * and sending. The component only renders what this returns.
 */
import {useEffect, useRef, useState, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {getProduct, productTitle} from '@site/src/domain/catalog';
import {browserStorage, clearDraft, initialValues, readDraft, typedValues, writeDraft} from './draft';
import {fieldLabel, mailSubject, otherProductLabel, topicLabel} from './texts';
import {buildMailBody, buildMailto, buildPayload, sendContact} from './submission';
import {
  EMPTY_VALUES,
  FIELDS,
  OTHER_PRODUCT,
  TEXT_LIMITS,
  limitEdit,
  firstInvalid,
  isTextField,
  isTopic,
  validate,
  validateField,
  type ContactValues,
  type Field,
  type FieldErrors,
} from './validation';

/** Where the form is: `mailto` means the visitor's mail app was asked to open. */
export type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'mailto';

const SAVE_DELAY_MS = 300;

export const fieldId = (field: Field): string => `contact-${field}`;
export const errorId = (field: Field): string => `contact-${field}-error`;
export const SUMMARY_ID = 'contact-summary';
export const SUCCESS_ID = 'contact-success';
export const RETRY_ID = 'contact-retry';

function recheck(errors: FieldErrors, field: Field, values: ContactValues): FieldErrors {
  const {[field]: _old, ...rest} = errors;
  const error = validateField(field, values);
  return error ? {...rest, [field]: error} : rest;
}

function productName(productId: string): string {
  return productId === OTHER_PRODUCT ? otherProductLabel() : (getProduct(productId)?.name ?? '');
}

function catalogLabel(productId: string): string | undefined {
  const product = getProduct(productId);
  return product && productTitle(product);
}

export interface ContactForm {
  /** The <form> element, whose controls are read once the scripts run. */
  readonly ref: RefObject<HTMLFormElement | null>;
  /**
   * Where the form posts without JavaScript (before hydration, or with it
   * off): the configured endpoint, or '' when there is none and the form
   * cannot be sent without JavaScript.
   */
  readonly endpoint: string;
  readonly values: ContactValues;
  /** Errors shown under their fields. */
  readonly errors: FieldErrors;
  /** Fields of the last failed submit that are still invalid, for the summary. */
  readonly summary: readonly Field[];
  readonly status: Status;
  readonly supportEmail: string;
  /** The whole message as a mailto: link, for the mail app fallback. */
  readonly mailto: string;
  readonly change: <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => void;
  /** `next`: the element focus moves to (the event's relatedTarget), if any. */
  readonly blur: (field: Field, next: EventTarget | null) => void;
  readonly submit: () => void;
  readonly focusField: (field: Field) => void;
}

export function useContactForm(): ContactForm {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {contactEndpoint, supportEmail: email} = siteConfig.customFields ?? {};
  const endpoint = typeof contactEndpoint === 'string' ? contactEndpoint.trim() : '';
  const supportEmail = typeof email === 'string' ? email : '';
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summaryFields, setSummaryFields] = useState<readonly Field[]>([]);
  const [status, setStatus] = useState<Status>('editing');
  const [restored, setRestored] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  // Focus moves after the render that shows the target and its error state.
  const [focusRequest, setFocusRequest] = useState<{readonly id: string}>();

  // Storage and the query string exist only in the browser: read them after
  // hydration so the server HTML and the first client render match. So do the
  // controls: hydration leaves what was typed into the server's HTML in them,
  // and setting the values from the draft alone would wipe it.
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get('product');
    const typed = ref.current ? typedValues(new FormData(ref.current)) : {};
    setValues(initialValues(readDraft(browserStorage()), linked, typed));
    setRestored(true);
  }, []);

  // The element the pointer last went down on: Safari gives a pressed button
  // no focus, so a blur's relatedTarget does not say that Send was pressed.
  const pressed = useRef<EventTarget | null>(null);
  useEffect(() => {
    const note = (e: PointerEvent): void => {
      pressed.current = e.target;
    };
    document.addEventListener('pointerdown', note, true);
    return () => document.removeEventListener('pointerdown', note, true);
  }, []);

  const unsaved = useRef<ContactValues | undefined>(undefined);
  const flush = (): void => {
    if (unsaved.current) writeDraft(browserStorage(), unsaved.current);
    unsaved.current = undefined;
  };

  useEffect(() => {
    if (!restored) return undefined;
    unsaved.current = values;
    const timer = setTimeout(flush, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, restored]);

  // Words typed just before a reload, a closed tab or a click on a link are
  // saved at once instead of waiting for the debounce.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const topic = isTopic(values.topic) ? topicLabel(values.topic) : '';
  const product = catalogLabel(values.productId);
  const mailto = buildMailto(
    supportEmail,
    mailSubject(topic, product),
    buildMailBody(
      [
        {label: fieldLabel('name'), value: values.name},
        {label: fieldLabel('email'), value: values.email},
        {label: fieldLabel('productId'), value: product ?? productName(values.productId)},
        {label: fieldLabel('reference'), value: values.reference},
        {label: fieldLabel('topic'), value: topic},
      ],
      values.message,
    ),
  );

  const change: ContactForm['change'] = (field, value) => {
    // The form keeps what its limit allows, so the counter, the draft and what is sent agree.
    const kept = isTextField(field) && typeof value === 'string' ? limitEdit(values[field], value, TEXT_LIMITS[field]) : value;
    const next = {...values, [field]: kept};
    setValues(next);
    // Re-check only fields already showing an error, so it disappears once fixed.
    if (field in errors) setErrors((prev) => recheck(prev, field as Field, next));
  };

  const blur = (field: Field, next: EventTarget | null): void => {
    // Leaving a field for Send (or Try again) shows no error under it: the
    // error would push the button down between the press and the release, the
    // release would land beside it and the click would be lost. The press
    // then checks every field at once and shows the summary, so nothing is
    // missed; reserving room under every field instead would space out the
    // whole form for errors most visitors never see.
    const towards = next ?? pressed.current;
    if (towards instanceof Element && towards.closest('button') && ref.current?.contains(towards)) return;
    setErrors((prev) => recheck(prev, field, values));
  };

  const send = async (): Promise<void> => {
    setStatus('sending');
    const payload = buildPayload(values, {
      productName: productName(values.productId),
      locale: i18n.currentLocale,
      page: window.location.href,
    });
    if ((await sendContact(endpoint, payload)) === 'sent') {
      clearDraft(browserStorage());
      // Emptying the values also cancels a pending draft save.
      setValues(EMPTY_VALUES);
      setStatus('sent');
      setFocusRequest({id: SUCCESS_ID});
    } else {
      setStatus('failed');
      setFocusRequest({id: RETRY_ID});
    }
  };

  const submit = (): void => {
    if (status === 'sending') return;
    const found = validate(values);
    setErrors(found);
    const invalid = firstInvalid(found);
    if (invalid) {
      setSummaryFields(FIELDS.filter((f) => found[f] !== undefined));
      // The summary lists every error, each a link to its field.
      setFocusRequest({id: SUMMARY_ID});
      return;
    }
    setSummaryFields([]);
    if (values.website.trim() !== '') {
      // A bot filled the honeypot: pretend success and send nothing.
      setValues(EMPTY_VALUES);
      setStatus('sent');
      setFocusRequest({id: SUCCESS_ID});
    } else if (endpoint === '') {
      window.location.href = mailto;
      setStatus('mailto');
    } else {
      void send();
    }
  };

  return {
    ref,
    endpoint,
    values,
    errors,
    summary: summaryFields.filter((f) => errors[f] !== undefined),
    status,
    supportEmail,
    mailto,
    change,
    blur,
    submit,
    focusField: (field) => setFocusRequest({id: fieldId(field)}),
  };
}
