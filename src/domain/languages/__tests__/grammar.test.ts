import {describe, expect, it} from 'vitest';
import {grammarOf} from '../../text';
import {locales} from '../../locales';
import {LANGUAGES} from '..';

describe('grammar', () => {
  it.each(locales)('%s: the text matching reads the grammar of the locale’s pack', (locale) => {
    expect(grammarOf(locale)).toBe(LANGUAGES[locale].grammar);
  });
});
