import {afterEach, describe, expect, it, vi} from 'vitest';
import {MAX_CONVERSATIONS, MAX_EXCHANGES, readConversations, removeConversation, saveConversation, type Conversation} from '../client/conversations';

const KEY = 'ask-ai-conversations';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

function conversation(id: string, locale = 'en', updated = 1): Conversation {
  const source = {n: 1, url: '/docs/strollers/city#folding', page: '/docs/strollers/city', title: 'City stroller', heading: 'Folding'};
  return {
    id,
    locale,
    updated,
    exchanges: [{id: `${id}-1`, question: 'How do I fold it?', answer: {found: true, lines: [{text: 'Pull both handles.', source: 1}], sources: [source]}}],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('saved conversations', () => {
  it('keeps the latest ten per language, newest first, and removes one on request', () => {
    vi.stubGlobal('window', {localStorage: memoryStorage()});
    for (let i = 1; i <= 12; i++) saveConversation(conversation(`c${i}`, 'en', i));
    saveConversation(conversation('d1', 'de', 100));
    const english = readConversations('en');
    expect(english).toHaveLength(MAX_CONVERSATIONS);
    expect(english[0]!.id).toBe('c12');
    expect(english.at(-1)!.id).toBe('c3');
    expect(readConversations('de').map((c) => c.id)).toEqual(['d1']);
    removeConversation('c12');
    expect(readConversations('en')[0]!.id).toBe('c11');
  });

  it('keeps the latest twenty exchanges of a conversation when writing and when reading', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', {localStorage: storage});
    const one = conversation('long');
    const exchanges = Array.from({length: 101}, (_, i) => ({...one.exchanges[0]!, id: `e${i}`}));
    saveConversation({...one, exchanges});
    const stored = JSON.parse(storage.getItem(KEY)!) as Conversation[];
    expect(stored[0]!.exchanges).toHaveLength(MAX_EXCHANGES);
    expect(stored[0]!.exchanges.at(-1)!.id).toBe('e100');
    vi.stubGlobal('window', {localStorage: memoryStorage({[KEY]: JSON.stringify([{...one, exchanges}])})});
    expect(readConversations('en')[0]!.exchanges).toHaveLength(MAX_EXCHANGES);
  });

  it('lists at most ten conversations per language from storage written by someone else', () => {
    const tampered = Array.from({length: 3000}, (_, i) => conversation(`t${i}`, 'en', i));
    vi.stubGlobal('window', {localStorage: memoryStorage({[KEY]: JSON.stringify(tampered)})});
    const listed = readConversations('en');
    expect(listed).toHaveLength(MAX_CONVERSATIONS);
    saveConversation(conversation('mine', 'en', 5000));
    expect(readConversations('en')).toHaveLength(MAX_CONVERSATIONS);
    expect(readConversations('en')[0]!.id).toBe('mine');
  });

  it('reads junk as nothing and keeps only the well-formed entries', () => {
    const good = conversation('ok');
    const unsafe = {
      ...conversation('x'),
      exchanges: [
        {
          ...good.exchanges[0],
          answer: {found: true, lines: [{text: 'a', source: 1}], sources: [{...(good.exchanges[0]!.answer!.sources[0] as object), url: 'javascript:alert(1)'}]},
        },
      ],
    };
    const badLine = {
      ...conversation('y'),
      exchanges: [{...good.exchanges[0], answer: {found: true, lines: [{text: 'a', source: 3}], sources: good.exchanges[0]!.answer!.sources}}],
    };
    vi.stubGlobal('window', {localStorage: memoryStorage({[KEY]: JSON.stringify([good, unsafe, badLine, 42, null, {id: 'z'}])})});
    expect(readConversations('en').map((c) => c.id)).toEqual(['ok']);
    for (const junk of ['{', '"text"', '{"a": 1}', 'null']) {
      vi.stubGlobal('window', {localStorage: memoryStorage({[KEY]: junk})});
      expect(readConversations('en')).toEqual([]);
      saveConversation(good);
      expect(readConversations('en').map((c) => c.id)).toEqual(['ok']);
    }
  });

  it('does nothing, and throws nothing, where storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('window', {localStorage: throwing});
    expect(() => saveConversation(conversation('a'))).not.toThrow();
    expect(readConversations('en')).toEqual([]);
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readConversations('en')).toEqual([]);
    expect(() => removeConversation('a')).not.toThrow();
  });
});

describe('a conversation kept under the former, branded key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves to the new key the first time it is read, and is not lost', () => {
    const kept = [conversation('old')];
    const storage = memoryStorage({'globber-ask-ai-conversations': JSON.stringify(kept)});
    vi.stubGlobal('window', {localStorage: storage});
    expect(readConversations('en').map((c) => c.id)).toEqual(['old']);
    expect(storage.getItem('globber-ask-ai-conversations')).toBeNull();
    expect(storage.getItem(KEY)).not.toBeNull();
  });
});
