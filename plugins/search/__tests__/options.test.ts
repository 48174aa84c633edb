import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions} from '../options';
import {routeMatcher} from '../node/buildIndex';

// Docusaurus's own validator, as the build calls it.
const validate = (options: unknown) => validateOptions({options: options as never, validate: normalizePluginOptions});

describe('validateOptions', () => {
  it('fills every default', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(validate({missingResultsUrl: '/contact'})).toEqual({...DEFAULT_OPTIONS, missingResultsUrl: '/contact'});
    expect(validate({askAiEndpoint: {url: 'https://llm.example.com/v1/chat/completions', model: 'm'}}).askAiEndpoint).toEqual({
      url: 'https://llm.example.com/v1/chat/completions',
      model: 'm',
      headers: {},
      timeoutSeconds: 20,
    });
  });

  it('names the option and what is wrong with it', () => {
    expect(() => validate({hitsPerPage: 0})).toThrow(/"hitsPerPage" must be greater than or equal to 1/);
    expect(() => validate({indexFileName: 'a/b'})).toThrow(/"indexFileName" must use letters, digits/);
    expect(() => validate({hitsPerPag: 20})).toThrow(/"hitsPerPag" is not allowed/);
    expect(() => validate({askAiEndpoint: {url: 'ftp://x.example', model: 'm'}})).toThrow(/"askAiEndpoint.url" must be a valid uri/);
  });
});

describe('ignoreRoutes globs', () => {
  it('match within a segment with * and across segments with **', () => {
    expect(routeMatcher(['blog/tags/**'])('blog/tags/safety')).toBe(true);
    // The list of tags itself too (the hand-made matcher let /blog/tags through: eight records of tag names a locale).
    expect(routeMatcher(['blog/tags/**'])('blog/tags')).toBe(true);
    expect(routeMatcher(['blog'])('blog/')).toBe(true);
    expect(routeMatcher(['/blog'])('blog')).toBe(true);
    expect(routeMatcher(['blog'])('blog/five-minute-safety-check')).toBe(false);
    expect(routeMatcher(['docs/*'])('docs/flow/125')).toBe(false);
    expect(routeMatcher(['docs/kind/**'])('docs/kind/helmets')).toBe(true);
  });

  it('the empty glob is the home page only', () => {
    expect(routeMatcher(['', 'docs'])('')).toBe(true);
    expect(routeMatcher(['', 'docs'])('docs/')).toBe(true);
    expect(routeMatcher(['', 'docs'])('docs/flow/125')).toBe(false);
    expect(routeMatcher(['docs'])('')).toBe(false);
  });
});
