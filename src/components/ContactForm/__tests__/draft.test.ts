import {describe, expect, it, vi} from 'vitest';
import {DRAFT_KEY, clearDraft, initialValues, parseDraft, readDraft, typedValues, writeDraft, type DraftStorage} from '../draft';
import {EMPTY_VALUES, type ContactValues} from '../validation';

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & {data: Record<string, string>} {
  const data = {...initial};
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const throwing: DraftStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

const typed: ContactValues = {
  name: 'Ada',
  email: 'ada@example.com',
  productId: 'flow/125',
  reference: '770',
  topic: 'warranty',
  message: 'Hello',
  consent: true,
  website: 'spam',
};

describe('parseDraft', () => {
  it.each([null, '', 'not json', '{', 'null', '42', '"text"', '[]', '[{"name":"Ada"}]', 'true'])('gives an empty draft for %j', (raw) =>
    expect(parseDraft(raw)).toEqual({}),
  );

  it('keeps only string fields it knows', () => {
    const raw = JSON.stringify({name: 'Ada', email: 42, message: null, topic: ['x'], consent: true, website: 'x', __proto__x: 1});
    expect(parseDraft(raw)).toEqual({name: 'Ada'});
  });

  it('keeps an overlong text as much as the form holds, never dropping it', () => {
    expect(parseDraft(JSON.stringify({name: 'Ada', message: 'x'.repeat(20_000)}))).toEqual({name: 'Ada', message: 'x'.repeat(2000)});
    expect(parseDraft(JSON.stringify({message: 'y'.repeat(2000)}))).toEqual({message: 'y'.repeat(2000)});
  });

  it('drops a choice no form offers', () => {
    expect(parseDraft(JSON.stringify({name: 'Ada', topic: 'x'.repeat(1000)}))).toEqual({name: 'Ada'});
  });
});

describe('readDraft', () => {
  it('reads what writeDraft stored, without consent and honeypot', () => {
    const storage = memoryStorage();
    writeDraft(storage, typed);
    expect(JSON.parse(storage.data[DRAFT_KEY]!)).not.toHaveProperty('consent');
    expect(JSON.parse(storage.data[DRAFT_KEY]!)).not.toHaveProperty('website');
    expect(readDraft(storage)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      productId: 'flow/125',
      reference: '770',
      topic: 'warranty',
      message: 'Hello',
    });
  });

  it('gives an empty draft when storage is missing or throws', () => {
    expect(readDraft(undefined)).toEqual({});
    expect(readDraft(throwing)).toEqual({});
  });
});

describe('writeDraft and clearDraft', () => {
  it('remove the entry when nothing was typed', () => {
    const storage = memoryStorage({[DRAFT_KEY]: '{"name":"Ada"}'});
    writeDraft(storage, {...EMPTY_VALUES, consent: true, website: 'spam', name: '  '});
    expect(storage.data).toEqual({});
  });

  it('never throw', () => {
    expect(() => writeDraft(throwing, typed)).not.toThrow();
    expect(() => writeDraft(throwing, EMPTY_VALUES)).not.toThrow();
    expect(() => clearDraft(throwing)).not.toThrow();
    expect(() => writeDraft(undefined, typed)).not.toThrow();
  });

  it('clearDraft removes the draft', () => {
    const storage = memoryStorage({[DRAFT_KEY]: '{"name":"Ada"}', other: 'kept'});
    const remove = vi.spyOn(storage, 'removeItem');
    clearDraft(storage);
    expect(remove).toHaveBeenCalledWith(DRAFT_KEY);
    expect(storage.data).toEqual({other: 'kept'});
  });
});

describe('initialValues', () => {
  it('starts empty without a draft or link', () => {
    expect(initialValues({}, null)).toEqual(EMPTY_VALUES);
  });

  it('restores the draft with consent unticked', () => {
    expect(initialValues({name: 'Ada', message: 'Hello'}, null)).toEqual({...EMPTY_VALUES, name: 'Ada', message: 'Hello'});
  });

  it('pre-selects a valid linked product, even over the draft', () => {
    expect(initialValues({}, 'flow/125').productId).toBe('flow/125');
    expect(initialValues({productId: 'go-bike/index'}, 'flow/125').productId).toBe('flow/125');
  });

  it('ignores an unknown linked product and keeps the draft one', () => {
    expect(initialValues({productId: 'go-bike/index'}, 'nope').productId).toBe('go-bike/index');
    expect(initialValues({}, '<script>').productId).toBe('');
  });

  it('drops choices the form no longer offers', () => {
    const values = initialValues({productId: 'gone/product', topic: 'refund'}, null);
    expect(values.productId).toBe('');
    expect(values.topic).toBe('');
  });
});

describe('typedValues', () => {
  const entries = (pairs: Record<string, string>): FormData => {
    const data = new FormData();
    for (const [k, v] of Object.entries(pairs)) data.append(k, v);
    return data;
  };

  it('reads what the controls hold, by their names', () => {
    const data = entries({
      name: 'Ada',
      email: 'ada@example.com',
      productId: 'flow/125',
      reference: '',
      topic: 'warranty',
      message: 'Hello',
      consent: 'on',
      website: '',
    });
    expect(typedValues(data)).toEqual({name: 'Ada', email: 'ada@example.com', productId: 'flow/125', topic: 'warranty', message: 'Hello', consent: true});
  });

  it('says nothing of empty controls or an unticked box', () => {
    expect(typedValues(entries({name: '', message: '', productId: ''}))).toEqual({});
  });

  it('keeps a bot’s honeypot, and cuts text to what the form holds', () => {
    expect(typedValues(entries({website: 'spam', message: 'x'.repeat(5000)}))).toEqual({website: 'spam', message: 'x'.repeat(2000)});
  });
});

describe('initialValues with what was typed before the scripts ran', () => {
  it('fills the fields left empty from the draft, and keeps what was typed over it', () => {
    const values = initialValues({name: 'Ada', message: 'Old draft'}, null, {message: 'Typed before hydration', consent: true});
    expect(values).toEqual({...EMPTY_VALUES, name: 'Ada', message: 'Typed before hydration', consent: true});
  });

  it('keeps the product chosen before the scripts ran over the link and the draft', () => {
    expect(initialValues({productId: 'go-bike/index'}, 'flow/125', {productId: 'flow/125-770'}).productId).toBe('flow/125-770');
    expect(initialValues({productId: 'go-bike/index'}, 'flow/125', {}).productId).toBe('flow/125');
  });
});
