import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Validate} from '@docusaurus/types';
import {DEFAULT_OPTIONS, defaultCacheDir, validateOptions, type Options, type PluginOptions} from '../options';

// What Docusaurus passes to validateOptions.
const normalize = normalizePluginOptions as unknown as Validate<Options, PluginOptions>;
const validate = (options: Partial<Options>) => validateOptions({validate: normalize, options: options as Options});

describe('validateOptions', () => {
  it('fills every default', () => {
    expect(validate({brandName: 'Globber', brandUrl: 'https://www.globber.com'})).toEqual({
      id: 'default',
      brandName: 'Globber',
      brandUrl: 'https://www.globber.com',
      ...DEFAULT_OPTIONS,
    });
  });

  it('requires the brand and its website, printed on every cover and back page', () => {
    expect(() => validate({brandUrl: 'https://www.globber.com'})).toThrow('"brandName" is required');
    expect(() => validate({brandName: 'G'})).toThrow('"brandUrl" is required');
    expect(() => validate({brandName: 'G', brandUrl: 'www.globber.com'})).toThrow('"brandUrl" must be a valid uri');
  });

  it('names the field of a bad value', () => {
    expect(() => validate({brandName: 'G', brandUrl: 'https://g.example', routeBasePath: '/pdf/'})).toThrow('"routeBasePath" must be a URL path');
    expect(() => validate({brandName: 'G', brandUrl: 'https://g.example', workers: 0})).toThrow('"workers" must be greater than or equal to 1');
  });

  it('keeps the PDF cache outside node_modules, in the folder PDF_CACHE_DIR names when set', () => {
    expect(defaultCacheDir({})).toBe('.cache/manual-pdfs');
    expect(defaultCacheDir({PDF_CACHE_DIR: ' '})).toBe('.cache/manual-pdfs');
    expect(defaultCacheDir({PDF_CACHE_DIR: '/ci/pdfs'})).toBe('/ci/pdfs');
  });
});
