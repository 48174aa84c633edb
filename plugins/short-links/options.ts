/** Options of the short-links plugin: defaults, schema and types. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface PluginOptions {
  /**
   * Route of the manuals below each locale's base, where a short link leads.
   * @default 'docs'
   */
  readonly docsRouteBasePath: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  docsRouteBasePath: 'docs',
};

const schema = Joi.object<PluginOptions>({
  docsRouteBasePath: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/)
    .message('{#label} must be a URL path without leading or trailing slash, e.g. "docs"')
    .default(DEFAULT_OPTIONS.docsRouteBasePath),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
