import type {FocusEvent, ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {productsOfSeries, productTitle, series} from '@site/src/domain/catalog';
import {useIntlLocale} from '@site/src/hooks/useFormat';
import {consentLabel, errorMessage, fieldLabel, otherProductLabel, topicLabel} from './texts';
import {RETRY_ID, SUCCESS_ID, SUMMARY_ID, errorId, fieldId, useContactForm} from './useContactForm';
import {LIMITS, OTHER_PRODUCT, TOPICS, charCount, type Field} from './validation';
import styles from './styles.module.css';

const NEEDS_SCRIPT_ID = 'contact-needs-script';

/** What a form control needs to be labelled, described and checked. */
interface ControlProps {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  readonly onBlur: (e: FocusEvent) => void;
}

interface FieldRowProps {
  readonly field: Exclude<Field, 'consent'>;
  readonly error: string | undefined;
  readonly optional?: boolean;
  /** Help text under the label, read with the control. */
  readonly hint?: ReactNode;
  /** Text under the control, read with it (e.g. the character count). */
  readonly note?: ReactNode;
  readonly onBlur: (field: Field, next: EventTarget | null) => void;
  readonly children: (control: ControlProps) => ReactNode;
}

function FieldRow({field, error, optional = false, hint, note, onBlur, children}: FieldRowProps): ReactNode {
  const id = fieldId(field);
  const described = [hint && `${id}-hint`, note && `${id}-note`, error && errorId(field)].filter(Boolean).join(' ');
  return (
    <div className={clsx(styles.field, 'margin-bottom--md')}>
      <label htmlFor={id} className={styles.label}>
        {fieldLabel(field)}
        {optional ? (
          <span className={styles.optional}>
            {' '}
            <Translate id="contact.optional" description="Marks an optional field of the contact form">
              (optional)
            </Translate>
          </span>
        ) : (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': described || undefined,
        onBlur: (e) => onBlur(field, e.relatedTarget),
      })}
      {note && (
        <p id={`${id}-note`} className={styles.hint}>
          {note}
        </p>
      )}
      {error && (
        <p id={errorId(field)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function ProductOptions(): ReactNode {
  return (
    <>
      <option value="">{translate({id: 'contact.product.placeholder', message: 'Choose a product', description: 'Empty choice'})}</option>
      {series.map((s) => (
        <optgroup key={s.id} label={s.name}>
          {productsOfSeries(s.id).map((p) => (
            <option key={p.id} value={p.id}>
              {productTitle(p)}
            </option>
          ))}
        </optgroup>
      ))}
      <option value={OTHER_PRODUCT}>{otherProductLabel()}</option>
    </>
  );
}

/** The contact form: validated inline, saved as a draft, sent as JSON or by mail. */
export default function ContactForm(): ReactNode {
  const form = useContactForm();
  const locale = useIntlLocale();
  // False in the server's HTML and until hydration: then the form is plain HTML.
  const hydrated = useIsBrowser();
  // Without an endpoint nothing but the script can send the form.
  const waitsForScript = !hydrated && form.endpoint === '';
  const {values, status} = form;
  const error = (field: Field): string | undefined => {
    const code = form.errors[field];
    return code && errorMessage(field, code, locale);
  };
  const number = new Intl.NumberFormat(locale);
  const messageLength = charCount(values.message.trim());
  // The address opens the visitor's mail app with the whole message, as the button did.
  // eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the mail app
  const supportLink = <a href={form.mailto}>{form.supportEmail}</a>;

  return (
    <div className={styles.contact}>
      {status !== 'sent' && (
        // Until the scripts run (or with them off) this is a plain HTML form: it
        // posts to the endpoint, never GET (which would put the message in the
        // address, server logs and history), with the browser checking the
        // required fields; once hydrated, the script checks and sends instead.
        <form
          ref={form.ref}
          className={styles.form}
          method="post"
          action={form.endpoint || undefined}
          noValidate={hydrated}
          aria-busy={status === 'sending'}
          onSubmit={(e) => {
            e.preventDefault();
            form.submit();
          }}
        >
          {form.summary.length > 0 && (
            <div id={SUMMARY_ID} className={clsx(styles.summary, 'margin-bottom--md')} role="alert" tabIndex={-1}>
              <p className={styles.summaryTitle}>
                <Translate id="contact.summary.title" description="Heading of the error list shown on submit">
                  Please correct the following:
                </Translate>
              </p>
              <ul>
                {form.summary.map((field) => (
                  <li key={field}>
                    {/* eslint-disable-next-line @docusaurus/no-html-links -- an anchor on this page (the field with the error) */}
                    <a
                      href={`#${fieldId(field)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        form.focusField(field);
                      }}
                    >
                      {error(field)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <p className={styles.hint}>
            <Translate id="contact.requiredNote" description="Explains the asterisk after required labels">
              Fields marked with an asterisk (*) are required.
            </Translate>
          </p>

          <FieldRow field="name" error={error('name')} onBlur={form.blur}>
            {(control) => (
              <input
                {...control}
                className={styles.control}
                type="text"
                name="name"
                autoComplete="name"
                required
                minLength={LIMITS.name.min}
                value={values.name}
                onChange={(e) => form.change('name', e.target.value)}
              />
            )}
          </FieldRow>

          <FieldRow field="email" error={error('email')} onBlur={form.blur}>
            {(control) => (
              <input
                {...control}
                className={styles.control}
                type="email"
                name="email"
                autoComplete="email"
                spellCheck={false}
                required
                value={values.email}
                onChange={(e) => form.change('email', e.target.value)}
              />
            )}
          </FieldRow>

          <FieldRow field="productId" error={error('productId')} onBlur={form.blur}>
            {(control) => (
              <select
                {...control}
                className={styles.control}
                name="productId"
                required
                value={values.productId}
                onChange={(e) => form.change('productId', e.target.value)}
              >
                <ProductOptions />
              </select>
            )}
          </FieldRow>

          <FieldRow
            field="reference"
            error={error('reference')}
            optional
            hint={translate({
              id: 'contact.reference.hint',
              message: 'Printed on the box and on the product sticker, or in your order confirmation.',
              description: 'Help under the model or order number label',
            })}
            onBlur={form.blur}
          >
            {(control) => (
              <input
                {...control}
                className={styles.control}
                type="text"
                name="reference"
                autoComplete="off"
                value={values.reference}
                onChange={(e) => form.change('reference', e.target.value)}
              />
            )}
          </FieldRow>

          <FieldRow field="topic" error={error('topic')} onBlur={form.blur}>
            {(control) => (
              <select {...control} className={styles.control} name="topic" required value={values.topic} onChange={(e) => form.change('topic', e.target.value)}>
                <option value="">{translate({id: 'contact.topic.placeholder', message: 'Choose a topic', description: 'Empty choice'})}</option>
                {TOPICS.map((t) => (
                  <option key={t} value={t}>
                    {topicLabel(t)}
                  </option>
                ))}
              </select>
            )}
          </FieldRow>

          <FieldRow
            field="message"
            error={error('message')}
            note={
              <span className={messageLength > LIMITS.message.max ? styles.over : undefined}>
                {translate(
                  {
                    id: 'contact.message.count',
                    message: '{count} of {max} characters',
                    description: 'Live character count under the message; the minimum is in the error text',
                  },
                  {count: number.format(messageLength), max: number.format(LIMITS.message.max)},
                )}
              </span>
            }
            onBlur={form.blur}
          >
            {(control) => (
              <textarea
                {...control}
                className={clsx(styles.control, styles.message)}
                name="message"
                rows={8}
                required
                minLength={LIMITS.message.min}
                value={values.message}
                onChange={(e) => form.change('message', e.target.value)}
              />
            )}
          </FieldRow>

          <div className={clsx(styles.field, 'margin-bottom--md')}>
            <div className={styles.check}>
              <input
                id={fieldId('consent')}
                className={styles.checkbox}
                type="checkbox"
                name="consent"
                required
                aria-invalid={form.errors.consent !== undefined}
                aria-describedby={form.errors.consent ? errorId('consent') : undefined}
                checked={values.consent}
                onChange={(e) => form.change('consent', e.target.checked)}
                onBlur={(e) => form.blur('consent', e.relatedTarget)}
              />
              <label htmlFor={fieldId('consent')}>
                {consentLabel()}
                <span className={styles.required} aria-hidden="true">
                  {' *'}
                </span>
              </label>
            </div>
            {error('consent') && (
              <p id={errorId('consent')} className={styles.error}>
                {error('consent')}
              </p>
            )}
          </div>

          {/* Honeypot: off-screen and out of the tab order and accessibility tree, so only bots fill it. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="contact-website">
              {translate({
                id: 'contact.honeypot.label',
                message: 'Leave this field empty',
                description: 'Label of a hidden anti-spam field that people never see',
              })}
            </label>
            <input
              id="contact-website"
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => form.change('website', e.target.value)}
            />
          </div>

          {/* Without an endpoint the button waits for the script (a disabled default
              button also keeps Enter in a field from submitting the form). */}
          <button
            type="submit"
            className={clsx('button button--primary', styles.submit)}
            disabled={status === 'sending' || waitsForScript}
            aria-describedby={waitsForScript ? NEEDS_SCRIPT_ID : undefined}
          >
            {status === 'sending'
              ? translate({id: 'contact.submit.sending', message: 'Sending…', description: 'Submit button while sending'})
              : translate({id: 'contact.submit', message: 'Send message', description: 'Submit button'})}
          </button>

          {/* In the server's HTML, gone once the script runs: what a visitor whose scripts are
              off, blocked or still loading sees. Not a <noscript>, which script blockers and
              failed downloads never show. */}
          {waitsForScript && (
            <p id={NEEDS_SCRIPT_ID} className={clsx(styles.needsScript, 'margin-top--md')}>
              <Translate
                id="contact.needsScript"
                description="Under the greyed-out Send button until the page's script runs, or always when JavaScript is off (site without contact endpoint); {email} is the support address as a link"
                // eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the mail app
                values={{email: <a href={`mailto:${form.supportEmail}`}>{form.supportEmail}</a>}}
              >
                {'Sending this form needs JavaScript. If the button stays greyed out, turn JavaScript on or write to us at {email}.'}
              </Translate>
            </p>
          )}

          {status === 'failed' && (
            <div className={clsx(styles.failed, 'margin-top--md')} role="alert">
              <p>
                <Translate id="contact.failed.text" description="Shown when the endpoint could not be reached">
                  Sorry, your message could not be sent. Everything you typed is still here.
                </Translate>
              </p>
              <div className={styles.actions}>
                <button id={RETRY_ID} type="button" className="button button--secondary" onClick={form.submit}>
                  <Translate id="contact.failed.retry" description="Button that sends the message again">
                    Try again
                  </Translate>
                </button>
                {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the mail app */}
                <a href={form.mailto}>
                  <Translate id="contact.failed.mail" description="Link that opens the message in the mail app">
                    Send it by e-mail instead
                  </Translate>
                </a>
              </div>
            </div>
          )}
        </form>
      )}

      {/* Always rendered, so screen readers announce the messages put into it. */}
      <div role="status" className={styles.statusRegion}>
        {status === 'sent' && (
          <div id={SUCCESS_ID} className={styles.success} tabIndex={-1}>
            <p className={styles.successTitle}>
              <Translate id="contact.sent.title" description="Success message after sending">
                Thank you, your message has been sent.
              </Translate>
            </p>
            <p>
              <Translate id="contact.sent.text" description="Second line of the success message">
                Our support team will answer you by e-mail within 1–2 business days.
              </Translate>
            </p>
          </div>
        )}
        {status === 'mailto' && (
          <p className="margin-top--md">
            <Translate
              id="contact.mailto.text"
              description="Shown after submit when the site has no contact endpoint; {email} is the support address"
              values={{email: supportLink}}
            >
              {'Your e-mail app should open now with your message filled in. If it does not, write to us at {email}.'}
            </Translate>
          </p>
        )}
      </div>
    </div>
  );
}
