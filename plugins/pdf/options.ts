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
   * Folder, relative to the site (or absolute), that keeps rendered PDFs
   * between builds. Outside node_modules so that CI can restore and save it
   * (an `npm ci` empties node_modules) and several builds can share it.
   * Entries are keyed by their content (cacheKey.ts), so a cache from another
   * machine or branch is safe to use.
   * @default the `PDF_CACHE_DIR` environment variable, else '.cache/manual-pdfs'
   * @example PDF_CACHE_DIR=/var/cache/manual-pdfs npm run build
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

/** The cache folder when the site's config names none: `PDF_CACHE_DIR` lets CI and scripts point builds at a shared one. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PDF_CACHE_DIR?.trim() || '.cache/manual-pdfs';
}

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'brandName' | 'brandUrl'> = {
  contactRoute: 'contact',
  routeBasePath: 'pdf',
  docsRouteBasePath: 'docs',
  cacheDir: defaultCacheDir(),
  workers: os.availableParallelism(),
};

const segment = Joi.string()
  .pattern(/^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/)
  .message('{#label} must be a URL path without leading or trailing slash, e.g. "pdf"');

const schema = Joi.object<PluginOptions>({
  brandName: Joi.string().trim().min(1).required(),
  brandUrl: Joi.string()
    .uri({scheme: ['https', 'http']})
    .required(),
  contactRoute: segment.default(DEFAULT_OPTIONS.contactRoute),
  routeBasePath: segment.default(DEFAULT_OPTIONS.routeBasePath),
  docsRouteBasePath: segment.default(DEFAULT_OPTIONS.docsRouteBasePath),
  cacheDir: Joi.string().min(1).default(DEFAULT_OPTIONS.cacheDir),
  workers: Joi.number().integer().min(1).max(64).default(DEFAULT_OPTIONS.workers),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
