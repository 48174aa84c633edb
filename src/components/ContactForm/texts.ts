/**
 * Translated texts the form shares between its markup and the e-mail it
 * builds. Every translate() call is static so that `docusaurus
 * write-translations` extracts each id into code.json.
 */
import {translate} from '@docusaurus/Translate';
import type {Field, FieldError, Topic} from './validation';
import {LIMITS} from './validation';

export function fieldLabel(field: Exclude<Field, 'consent'>): string {
  switch (field) {
    case 'name':
      return translate({id: 'contact.field.name', message: 'Your name', description: 'Contact form label'});
    case 'email':
      return translate({id: 'contact.field.email', message: 'E-mail address', description: 'Contact form label'});
    case 'productId':
      return translate({id: 'contact.field.product', message: 'Product', description: 'Contact form label'});
    case 'reference':
      return translate({
        id: 'contact.field.reference',
        message: 'Model or order number',
        description: 'Contact form label of the optional reference field',
      });
    case 'topic':
      return translate({id: 'contact.field.topic', message: 'Topic', description: 'Contact form label'});
    case 'message':
      return translate({id: 'contact.field.message', message: 'Your message', description: 'Contact form label'});
  }
}

export function consentLabel(): string {
  return translate({
    id: 'contact.field.consent',
    message: 'I agree that my data is used to answer my request.',
    description: 'Label of the required consent checkbox of the contact form',
  });
}

export function topicLabel(topic: Topic): string {
  switch (topic) {
    case 'assembly':
      return translate({id: 'contact.topic.assembly', message: 'Assembly', description: 'Contact form topic'});
    case 'spare-parts':
      return translate({id: 'contact.topic.spareParts', message: 'Spare parts', description: 'Contact form topic'});
    case 'warranty':
      return translate({id: 'contact.topic.warranty', message: 'Warranty', description: 'Contact form topic'});
    case 'order':
      return translate({id: 'contact.topic.order', message: 'Order or delivery', description: 'Contact form topic'});
    case 'other':
      return translate({id: 'contact.topic.other', message: 'Other', description: 'Contact form topic'});
  }
}

export function otherProductLabel(): string {
  return translate({
    id: 'contact.product.other',
    message: 'Other / not listed',
    description: 'Last option of the product list, for products without a manual here',
  });
}

/** The inline and summary text of an error; it names the field, so it reads alone. */
export function errorMessage(field: Field, error: FieldError, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  switch (field) {
    case 'name':
      if (error === 'required') return translate({id: 'contact.error.name.required', message: 'Enter your name.'});
      if (error === 'tooShort') {
        return translate({id: 'contact.error.name.tooShort', message: 'Your name must have at least {min} characters.'}, {min: number.format(LIMITS.name.min)});
      }
      return translate({id: 'contact.error.name.tooLong', message: 'Your name can have at most {max} characters.'}, {max: number.format(LIMITS.name.max)});
    case 'email':
      if (error === 'required') {
        return translate({id: 'contact.error.email.required', message: 'Enter your e-mail address.'});
      }
      return translate({
        id: 'contact.error.email.invalid',
        message: 'Enter an e-mail address in the form name@example.com.',
      });
    case 'productId':
      return translate({
        id: 'contact.error.product.required',
        message: 'Choose the product your question is about, or “Other / not listed”.',
        description: 'The quoted option must match contact.product.other',
      });
    case 'reference':
      return translate(
        {id: 'contact.error.reference.tooLong', message: 'The model or order number can have at most {max} characters.'},
        {max: number.format(LIMITS.reference.max)},
      );
    case 'topic':
      return translate({id: 'contact.error.topic.required', message: 'Choose a topic.'});
    case 'message':
      if (error === 'required') {
        return translate({id: 'contact.error.message.required', message: 'Enter your message.'});
      }
      if (error === 'tooShort') {
        return translate(
          {
            id: 'contact.error.message.tooShort',
            message: 'Your message must have at least {min} characters, so that we can help you.',
          },
          {min: number.format(LIMITS.message.min)},
        );
      }
      return translate(
        {id: 'contact.error.message.tooLong', message: 'Your message can have at most {max} characters.'},
        {max: number.format(LIMITS.message.max)},
      );
    case 'consent':
      return translate({
        id: 'contact.error.consent.required',
        message: 'Tick the box to agree, so that we may use your data to answer you.',
      });
  }
}

/** Subject of the mailto: fallback; a product outside the catalog adds nothing useful. */
export function mailSubject(topic: string, product: string | undefined): string {
  if (product === undefined) return topic;
  return translate(
    {
      id: 'contact.mail.subject',
      message: '{topic}: {product}',
      description: 'Subject of the e-mail the contact form opens, e.g. "Spare parts: FLOW 125"',
    },
    {topic, product},
  );
}
