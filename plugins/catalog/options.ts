import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** Options as written in docusaurus.config.ts. */
export interface Options {
  /**
   * Route of the manuals below each locale's base URL (the docs plugin's `routeBasePath`).
   * @default 'docs'
   */
  readonly docsRouteBasePath?: string;
  /** The page of a kind of product (`/docs/kind/<kind>`), as an import path; it gets the prop `kind`. */
  readonly kindPageComponent: string;
  /** The page that forwards `/docs/category/<series>-series` to the series page; it gets the props `to` and `name`. */
  readonly seriesRedirectComponent: string;
}

export type PluginOptions = Required<Options> & {readonly id: string};

const schema = Joi.object<PluginOptions>({
  docsRouteBasePath: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/)
    .message('{#label} must be a URL path without leading or trailing slash, e.g. "docs"')
    .default('docs'),
  kindPageComponent: Joi.string().min(1).required(),
  seriesRedirectComponent: Joi.string().min(1).required(),
});

/** Docusaurus's option hook: its Joi validation names the option and what is wrong. */
export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
