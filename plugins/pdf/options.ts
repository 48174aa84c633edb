/** Options of the PDF plugin: defaults, schema and types. */
import os from 'node:os';
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface PluginOptions {
  /** Brand printed on every cover and set as the PDFs' author. */
  readonly brandName: string;
  /** The brand's website, printed on the back page. */
  readonly brandUrl: string;
  /**
   * Route of the site's contact page below each locale's base, printed on the back page.
   * @default 'contact'
   */
  readonly contactRoute: string;
  /**
   * URL folder of the PDFs below each locale's base.
   * @default 'pdf'
   * @example 'pdf' gives /it/pdf/flow/125.pdf
   */
  readonly routeBasePath: string;
  /**
   * Route of the manuals, for the web address printed in each PDF.
   * @default 'docs'
   */
  readonly docsRouteBasePath: string;
  /**
   * Folder, relative to the site, that keeps rendered PDFs between builds.
   * @default 'node_modules/.cache/manual-pdfs'
   */
  readonly cacheDir: string;
  /**
   * Worker threads rendering PDFs at once.
   * @default the number of CPU cores
   * @example 1 to render in one thread beside the build
   */
  readonly workers: number;
}

/** What a site may pass: everything but the brand and its website has a default. */
export type Options = Partial<PluginOptions> & Pick<PluginOptions, 'brandName' | 'brandUrl'>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'brandName' | 'brandUrl'> = {
  contactRoute: 'contact',
  routeBasePath: 'pdf',
  docsRouteBasePath: 'docs',
  cacheDir: 'node_modules/.cache/manual-pdfs',
  workers: os.availableParallelism(),
};

const segment = Joi.string()
  .pattern(/^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/)
  .message('{#label} must be a URL path without leading or trailing slash, e.g. "pdf"');

const schema = Joi.object<PluginOptions>({
  brandName: Joi.string().trim().min(1).required(),
  brandUrl: Joi.string().uri({scheme: ['https', 'http']}).required(),
  contactRoute: segment.default(DEFAULT_OPTIONS.contactRoute),
  routeBasePath: segment.default(DEFAULT_OPTIONS.routeBasePath),
  docsRouteBasePath: segment.default(DEFAULT_OPTIONS.docsRouteBasePath),
  cacheDir: Joi.string().min(1).default(DEFAULT_OPTIONS.cacheDir),
  workers: Joi.number().integer().min(1).max(64).default(DEFAULT_OPTIONS.workers),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
