import {describe, expect, it} from 'vitest';
import {DEFAULT_OPTIONS, validateOptions} from '../options';
import {globToRegExp} from '../node/buildIndex';

const validate = (options: unknown) => validateOptions({options: options as never, validate: (() => undefined) as never});

describe('validateOptions', () => {
  it('fills every default', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(validate({missingResultsUrl: '/contact'})).toEqual({...DEFAULT_OPTIONS, missingResultsUrl: '/contact'});
  });

  it('names the option and what is wrong with it', () => {
    expect(() => validate({hitsPerPage: 0})).toThrow(/option "hitsPerPage"/);
    expect(() => validate({indexFileName: 'a/b'})).toThrow(/option "indexFileName": use letters, digits/);
    expect(() => validate({hitsPerPag: 20})).toThrow(/Unrecognized key/);
  });
});

describe('ignoreRoutes globs', () => {
  it('match within a segment with * and across segments with **', () => {
    expect(globToRegExp('blog/tags/**').test('blog/tags/safety')).toBe(true);
    expect(globToRegExp('blog').test('blog/')).toBe(true);
    expect(globToRegExp('blog').test('blog/five-minute-safety-check')).toBe(false);
    expect(globToRegExp('docs/*').test('docs/flow/125')).toBe(false);
  });
});
