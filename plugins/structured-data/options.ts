import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** Options as written in docusaurus.config.ts. */
export interface Options {
  /**
   * Id of the h2 whose numbered steps become each manual's HowTo.
   * @default 'assembly'
   */
  readonly guideSectionId?: string;
  /**
   * Route (below the locale's base URL) of the page whose h2 questions and
   * answers become FAQPage data.
   * @default '/faq'
   * @example '/help/faq'
   */
  readonly faqPath?: string;
}

export interface PluginOptions extends Required<Options> {
  /** Docusaurus's plugin instance id. */
  readonly id: string;
}

export const DEFAULT_OPTIONS: Required<Options> = {guideSectionId: 'assembly', faqPath: '/faq'};

const schema = Joi.object<PluginOptions>({
  guideSectionId: Joi.string().min(1).default(DEFAULT_OPTIONS.guideSectionId),
  faqPath: Joi.string().pattern(/^\//).message('{#label} must start with "/"').default(DEFAULT_OPTIONS.faqPath),
});

/** Docusaurus's option hook: its Joi validation names the option and what is wrong. */
export function validateOptions({validate, options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(schema, options ?? {});
}
