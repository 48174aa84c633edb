/** Options of the offline plugin: defaults, schema and types. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface PluginOptions {
  /**
   * Route of the manuals below each locale's base: their pages are the ones kept.
   * @default 'docs'
   */
  readonly docsRouteBasePath: string;
  /**
   * Route of the page an offline visitor lands on for a page not stored.
   * @default 'offline'
   */
  readonly offlineRoute: string;
  /**
   * Manual pages opened (not saved) kept at most; the oldest goes first.
   * @default 30
   */
  readonly maxOpenedPages: number;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  docsRouteBasePath: 'docs',
  offlineRoute: 'offline',
  maxOpenedPages: 30,
};

const segment = Joi.string()
  .pattern(/^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/)
  .message('{#label} must be a URL path without leading or trailing slash, e.g. "docs"');

const schema = Joi.object<PluginOptions>({
  docsRouteBasePath: segment.default(DEFAULT_OPTIONS.docsRouteBasePath),
  offlineRoute: segment.default(DEFAULT_OPTIONS.offlineRoute),
  maxOpenedPages: Joi.number().integer().min(1).max(500).default(DEFAULT_OPTIONS.maxOpenedPages),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
