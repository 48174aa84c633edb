import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Validate} from '@docusaurus/types';
import {DEFAULT_OPTIONS, validateOptions, type Options, type PluginOptions} from '../options';

// What Docusaurus passes to validateOptions.
const normalize = normalizePluginOptions as unknown as Validate<Options, PluginOptions>;
const validate = (options: Partial<Options>) => validateOptions({validate: normalize, options: options as Options});

describe('validateOptions', () => {
  it('fills every default', () => {
    expect(validate({brandName: 'Globber'})).toEqual({id: 'default', brandName: 'Globber', ...DEFAULT_OPTIONS});
  });

  it('requires the brand, printed on every cover', () => {
    expect(() => validate({})).toThrow('"brandName" is required');
  });

  it('names the field of a bad value', () => {
    expect(() => validate({brandName: 'G', routeBasePath: '/pdf/'})).toThrow('"routeBasePath" must be a URL path');
    expect(() => validate({brandName: 'G', workers: 0})).toThrow('"workers" must be greater than or equal to 1');
  });
});
