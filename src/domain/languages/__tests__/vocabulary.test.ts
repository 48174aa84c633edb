import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {tokenize} from '../../text';
import {KindVocabulary} from '../../text/kinds';
import {readMessages} from '../../../../plugins/shared/codeTranslations';
import {setMessages} from '../../../../plugins/shared/translate';
import {PRODUCT_KINDS, PRODUCT_TYPES, typeFacts} from '../../catalog';
import {productTypeLabel} from '../../labels';
import {locales} from '../../locales';
import {LANGUAGES} from '..';

const root = path.resolve(__dirname, '../../../..');
afterEach(() => setMessages({}));

describe('vocabulary', () => {
  it.each(locales)('%s: the label the site shows for each type of product names one of its kinds', (locale) => {
    setMessages(readMessages(root, locale));
    const words = LANGUAGES[locale].productWords;
    const vocabulary = new KindVocabulary(Object.values(words), locale);
    const names = Object.keys(words);
    for (const type of PRODUCT_TYPES) {
      const label = productTypeLabel(type);
      const named = [...vocabulary.kindsIn(tokenize(label, locale).map((t) => t.term))].map((k) => names[k]);
      expect(named, `${locale} "${label}" (${type})`).toEqual(expect.arrayContaining([expect.toBeOneOf([...typeFacts(type).wordKinds])]));
    }
  });

  it.each(locales)('%s: every kind and task has words, and no phrase names two different tasks', (locale) => {
    expect(Object.keys(LANGUAGES[locale].productWords)).toEqual([...PRODUCT_KINDS]);
    const seen = new Map<string, string>();
    for (const [task, words] of Object.entries(LANGUAGES[locale].taskWords)) {
      expect(words.length, task).toBeGreaterThan(0);
      for (const word of words) {
        const key = tokenize(word, locale)
          .map((t) => t.term)
          .join(' ');
        expect(seen.get(key) ?? task, `${locale} "${word}"`).toBe(task);
        seen.set(key, task);
      }
    }
  });
});
