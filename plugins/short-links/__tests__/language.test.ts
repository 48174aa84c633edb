import {describe, expect, it} from 'vitest';
import {localeConfigs, locales} from '@site/src/domain/locales';
import {chooseLocale} from '../shared/language';

const TAGS = locales.map((l) => localeConfigs[l].htmlLang);

describe('chooseLocale', () => {
  it('takes the first preferred language the site has, in the visitor’s order', () => {
    expect(chooseLocale(['it-IT', 'it', 'en-US'], TAGS)).toBe('it');
    expect(chooseLocale(['pt-BR', 'nl-BE', 'de'], TAGS)).toBe('nl');
    expect(chooseLocale(['en-GB', 'de'], TAGS)).toBe('en');
  });

  it('reads a regional variant as its language', () => {
    expect(chooseLocale(['de-AT'], TAGS)).toBe('de');
    expect(chooseLocale(['fr-CA'], TAGS)).toBe('fr');
    expect(chooseLocale(['es-419'], TAGS)).toBe('es');
    expect(chooseLocale(['DE-ch'], TAGS)).toBe('de');
  });

  it('gives Traditional Chinese to readers of Traditional or of Chinese at large, not to readers of Simplified', () => {
    for (const tag of ['zh-Hant', 'zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant-HK', 'zh']) expect(chooseLocale([tag], TAGS), tag).toBe('zh-Hant');
    for (const tag of ['zh-CN', 'zh-Hans', 'zh-SG', 'zh-Hans-CN']) expect(chooseLocale([tag], TAGS), tag).toBeUndefined();
    // A Simplified reader who also accepts Chinese at large gets it before English.
    expect(chooseLocale(['zh-CN', 'zh', 'en'], TAGS)).toBe('zh-Hant');
    expect(chooseLocale(['zh-CN', 'en'], TAGS)).toBe('en');
  });

  it('finds nothing for languages the site does not have, or none at all', () => {
    expect(chooseLocale(['pt-BR', 'ja'], TAGS)).toBeUndefined();
    expect(chooseLocale([], TAGS)).toBeUndefined();
    expect(chooseLocale(['', '*'], TAGS)).toBeUndefined();
  });
});
