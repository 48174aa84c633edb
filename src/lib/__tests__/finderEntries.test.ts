import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {readMessages} from '../../../plugins/shared/codeTranslations';
import {readSeriesLabels} from '../../../plugins/catalog';
import {setMessages} from '../../../plugins/shared/translate';
import {LANGUAGES} from '../../domain/languages';
import type {Locale} from '../../domain/locales';
import {matchManuals} from '../finderEntries';

const root = path.resolve(__dirname, '../../..');

/** The finder as a page of `locale` runs it: that locale's UI strings, series names and words for kinds of product. */
function finder(locale: Locale): (query: string) => string[] {
  setMessages(readMessages(root, locale));
  const names = new Map(readSeriesLabels(root, locale).map((s) => [s.id, s]));
  return (query) => matchManuals(query, 20, {locale, seriesNames: names, productWords: LANGUAGES[locale].productWords}).map((m) => m.entry.id);
}

afterEach(() => setMessages({}));

describe('the finder in the visitor’s language', () => {
  it('finds a kind of product by the words a parent uses for it', () => {
    const it_ = finder('it');
    expect(it_('casco').length).toBe(5);
    expect(it_('casco').every((id) => id.startsWith('helmets/'))).toBe(true);
    expect(it_('passeggino')).toEqual(['stroller/stroll-lite']);
    expect(it_('primo pieghevole')[0]).toMatch(/^primo\/foldable/);
    expect(finder('de')('Laufrad')).toContain('go-bike/index');
    expect(finder('zh-Hant')('安全帽').every((id) => id.startsWith('helmets/'))).toBe(true);
    expect(finder('zh-Hant')('安全帽').length).toBe(5);
  });

  it('knows the plurals and synonyms of the vocabulary, phrases included', () => {
    const helmets = finder('it')('casco');
    expect(finder('it')('caschi')).toEqual(helmets);
    expect(finder('it')('ginocchiere').every((id) => id.startsWith('protectives/'))).toBe(true);
    expect(finder('it')('ginocchiere').length).toBeGreaterThan(0);
    expect(finder('de')('Kinderwagen')).toEqual(['stroller/stroll-lite']);
    expect(finder('es')('silla de paseo')).toEqual(['stroller/stroll-lite']);
    expect(finder('en')('pushchair')).toEqual(['stroller/stroll-lite']);
    const balance = finder('zh-Hant')('滑步車');
    expect(balance.length).toBeGreaterThan(0);
    expect(finder('zh-Hant')('平衡車')).toEqual(balance);
  });

  it('lists the names as typed before names one typo away', () => {
    const primo = finder('it')('primo');
    expect(primo.length).toBeGreaterThan(0);
    expect(primo.every((id) => id.startsWith('primo/'))).toBe(true);
  });

  it('still finds by name and number without them', () => {
    expect(matchManuals('634', 5).map((m) => m.entry.id)).toEqual(['explorer-trike/4-in-1-634']);
  });
});
