import {describe, expect, it} from 'vitest';
import {products} from '@site/src/domain/catalog';
import {EMPTY_VALUES, OTHER_PRODUCT, charCount, firstInvalid, isEmail, limitEdit, validate, validateField, type ContactValues} from '../validation';

const valid: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  productId: products[0]!.id,
  reference: '',
  topic: 'spare-parts',
  message: 'The front wheel of my scooter wobbles.',
  consent: true,
  website: '',
};

const check = (patch: Partial<ContactValues>, field: Parameters<typeof validateField>[0]) => validateField(field, {...valid, ...patch});

describe('validate', () => {
  it('accepts a complete form', () => {
    expect(validate(valid)).toEqual({});
  });

  it('reports every required field of an empty form, in form order', () => {
    const errors = validate(EMPTY_VALUES);
    expect(errors).toEqual({
      name: 'required',
      email: 'required',
      productId: 'required',
      topic: 'required',
      message: 'required',
      consent: 'required',
    });
    expect(firstInvalid(errors)).toBe('name');
    expect(firstInvalid({message: 'tooShort', email: 'invalid'})).toBe('email');
    expect(firstInvalid({})).toBeUndefined();
  });
});

describe('name', () => {
  it('needs 2 to 100 characters, ignoring surrounding spaces', () => {
    expect(check({name: '   '}, 'name')).toBe('required');
    expect(check({name: ' A '}, 'name')).toBe('tooShort');
    expect(check({name: 'Al'}, 'name')).toBeUndefined();
    expect(check({name: 'x'.repeat(100)}, 'name')).toBeUndefined();
    expect(check({name: 'x'.repeat(101)}, 'name')).toBe('tooLong');
  });
});

describe('email', () => {
  it('is required', () => {
    expect(check({email: ' '}, 'email')).toBe('required');
  });

  it.each(['ada@example.com', 'a-b@my-mail.example.com', 'first.last+tag@mail.example.co.uk', 'müller@beispiel.de', ' ada@example.com '])(
    'accepts %s',
    (email) => expect(check({email}, 'email')).toBeUndefined(),
  );

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada @example.com',
    'ada@@example.com',
    'ada@example..com',
    '.ada@example.com',
    'ada.@example.com',
    'ada@.example.com',
    'Ada <ada@example.com>',
    'a@-example.com',
    'a@example-.com',
    'a@mail.-example.com',
  ])('rejects %s', (email) => expect(check({email}, 'email')).toBe('invalid'));

  it('rejects addresses longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(false);
  });
});

describe('product and topic', () => {
  it('accept catalog ids and the "other" choice only', () => {
    expect(check({productId: ''}, 'productId')).toBe('required');
    expect(check({productId: OTHER_PRODUCT}, 'productId')).toBeUndefined();
    expect(check({productId: 'flow/125'}, 'productId')).toBeUndefined();
    expect(check({productId: 'no/such-product'}, 'productId')).toBe('invalid');
  });

  it('accept the five topics only', () => {
    for (const topic of ['assembly', 'spare-parts', 'warranty', 'order', 'other']) {
      expect(check({topic}, 'topic')).toBeUndefined();
    }
    expect(check({topic: ''}, 'topic')).toBe('required');
    expect(check({topic: 'refund'}, 'topic')).toBe('invalid');
  });
});

describe('reference', () => {
  it('is optional with at most 40 characters', () => {
    expect(check({reference: ''}, 'reference')).toBeUndefined();
    expect(check({reference: 'x'.repeat(40)}, 'reference')).toBeUndefined();
    expect(check({reference: 'x'.repeat(41)}, 'reference')).toBe('tooLong');
  });
});

describe('message', () => {
  it('needs 20 to 2000 characters after trimming', () => {
    expect(check({message: '\n \n'}, 'message')).toBe('required');
    expect(check({message: `  ${'x'.repeat(19)}  `}, 'message')).toBe('tooShort');
    expect(check({message: 'x'.repeat(20)}, 'message')).toBeUndefined();
    expect(check({message: 'x'.repeat(2000)}, 'message')).toBeUndefined();
    expect(check({message: 'x'.repeat(2001)}, 'message')).toBe('tooLong');
  });

  it('counts an emoji as one character', () => {
    expect(charCount('🛴🛴')).toBe(2);
    expect(check({message: '🛴'.repeat(2000)}, 'message')).toBeUndefined();
  });
});

describe('consent', () => {
  it('must be given', () => {
    expect(check({consent: false}, 'consent')).toBe('required');
  });
});

describe('honeypot', () => {
  it('is not a validation error, so a bot sees the normal success', () => {
    expect(validate({...valid, website: 'http://spam.example'})).toEqual({});
  });
});

describe('limitEdit', () => {
  it('takes an edit that fits', () => {
    expect(limitEdit('abc', 'abcd', 5)).toBe('abcd');
    expect(limitEdit('abcde', 'abde', 5)).toBe('abde');
  });

  it('inserts only what fits of a paste, keeping all that was there', () => {
    expect(limitEdit('abc', 'abcXYZ', 5)).toBe('abcXY');
    // Typed in the middle: the end of the text is never pushed out.
    expect(limitEdit('abcde', 'abXcde', 5)).toBe('abcde');
    expect(limitEdit('abcd', 'abXYZcd', 5)).toBe('abXcd');
  });

  it('replaces a selection with as much of the paste as fits', () => {
    expect(limitEdit('abcde', 'aXYZWVe', 5)).toBe('aXYZe');
  });

  it('counts and cuts as charCount does, never inside an emoji', () => {
    expect(limitEdit('🛴🛴', '🛴🛴🛴🛴', 3)).toBe('🛴🛴🛴');
    expect(charCount(limitEdit('', '🛴'.repeat(3000), 2000))).toBe(2000);
  });
});
