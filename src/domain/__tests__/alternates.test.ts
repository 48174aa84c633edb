import {describe, expect, it} from 'vitest';
import {alternateLinks, splitLocale} from '../alternates';

describe('splitLocale', () => {
  it('reads the locale prefix, and the default locale when there is none', () => {
    expect(splitLocale('/zh-Hant/docs/flow/125')).toEqual({locale: 'zh-Hant', path: '/docs/flow/125'});
    expect(splitLocale('/it/')).toEqual({locale: 'it', path: '/'});
    expect(splitLocale('/it')).toEqual({locale: 'it', path: '/'});
    expect(splitLocale('/docs/')).toEqual({locale: 'en', path: '/docs/'});
    expect(splitLocale('/item')).toEqual({locale: 'en', path: '/item'});
  });
});

describe('alternateLinks', () => {
  it('gives the page in all seven locales plus x-default, from any locale', () => {
    const links = alternateLinks('https://m.example.com/it/faq');
    expect(links).toEqual([
      {lang: 'en', url: 'https://m.example.com/faq'},
      {lang: 'de', url: 'https://m.example.com/de/faq'},
      {lang: 'es', url: 'https://m.example.com/es/faq'},
      {lang: 'it', url: 'https://m.example.com/it/faq'},
      {lang: 'fr', url: 'https://m.example.com/fr/faq'},
      {lang: 'nl', url: 'https://m.example.com/nl/faq'},
      {lang: 'zh-Hant', url: 'https://m.example.com/zh-Hant/faq'},
      {lang: 'x-default', url: 'https://m.example.com/faq'},
    ]);
    expect(alternateLinks('https://m.example.com/')).toContainEqual({lang: 'zh-Hant', url: 'https://m.example.com/zh-Hant/'});
  });
});
