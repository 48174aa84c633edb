/**
 * Options of the local search plugin: defaults, schema and the normalised
 * shape the plugin and its client read.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {DEFAULT_TIMEOUT_SECONDS, type AskAiEndpoint} from './askAi/options';
import type {QuestionData} from './shared/indexFormat';

export interface PluginOptions {
  /** Docusaurus's plugin instance id. @default 'default' */
  readonly id: string;
  /**
   * Routes left out of the index: globs on the path after the locale's base
   * URL, `*` within a segment, `**` across segments.
   * @default ['search', '404.html', 'blog', 'blog/page/**', 'blog/tags/**', 'blog/archive', 'blog/authors/**']
   * @example ['changelog/**']
   */
  readonly ignoreRoutes: readonly string[];
  /**
   * Pages that answer questions directly, such as the FAQ: among hits that
   * match as well, theirs come first. Globs as in `ignoreRoutes`.
   * @default ['faq']
   */
  readonly answerRoutes: readonly string[];
  /**
   * Pages that only lead to others (the home page, the manual finder): their
   * series cards repeat what the manuals and series pages say, so at equal
   * match their hits come after every other page's. Globs as in `ignoreRoutes`.
   * @default ['', 'docs']
   */
  readonly hubRoutes: readonly string[];
  /**
   * Per locale, kinds of product and the words and phrases that name each
   * (singular, plural, synonyms): a query naming a kind matches every text
   * that names it in other words. The site's manual finder reads the same words.
   * @default {}
   * @example {en: {stroller: ['stroller', 'pushchair', 'buggy']}}
   */
  readonly vocabulary: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /**
   * Per locale, other groups of words that mean the same to a visitor (verbs
   * such as "fold", "collapse", "close"): a query word of a group matches
   * every word of it. Used by the search only.
   * @default {}
   */
  readonly synonyms: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /**
   * How a locale's questions are read before search and Ask AI retrieve: what
   * a parent can ask for (intents), where the site answers each, the words
   * that ask it, what the site never says, and the units of quantities. A
   * function of the locale being built, so the words stay out of the pages'
   * JavaScript (Docusaurus puts plugin options there); its result goes into
   * that locale's index and is checked when the index is built.
   * @default null
   */
  readonly questions: ((locale: string) => QuestionData | undefined) | null;
  /**
   * Route base of the docs plugin, where product records point.
   * @default 'docs'
   */
  readonly docsRouteBasePath: string;
  /**
   * Name of the index file, written as `<name>.<hash>.json` under each locale's base URL.
   * @default 'search-index'
   */
  readonly indexFileName: string;
  /**
   * Path of the full results page, below the locale's base URL.
   * @default 'search'
   */
  readonly searchPagePath: string;
  /**
   * Link of "Let us know." on the no-results screen; `{query}` is replaced by
   * the URL-encoded query. Empty: no link. A path starts at the locale's base URL.
   * @default ''
   * @example '/contact?topic=search&q={query}'
   */
  readonly missingResultsUrl: string;
  /**
   * Hits shown in the modal and per page of the results page.
   * @default 20
   */
  readonly hitsPerPage: number;
  /**
   * Hits shown per group (series or section) in the modal.
   * @default 5
   */
  readonly maxResultsPerGroup: number;
  /**
   * An OpenAI-compatible chat-completions endpoint that writes the modal's
   * Ask-AI answers from the passages the local index retrieves (the site
   * reads it from ASK_AI_* variables, see askAi/options.ts). Null: answers are
   * composed on the device from the manuals' own sentences.
   * @default null
   */
  readonly askAiEndpoint: AskAiEndpoint | null;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  ignoreRoutes: ['search', '404.html', 'blog', 'blog/page/**', 'blog/tags/**', 'blog/archive', 'blog/authors/**'],
  answerRoutes: ['faq'],
  hubRoutes: ['', 'docs'],
  vocabulary: {},
  synonyms: {},
  questions: null,
  docsRouteBasePath: 'docs',
  indexFileName: 'search-index',
  searchPagePath: 'search',
  missingResultsUrl: '',
  hitsPerPage: 20,
  maxResultsPerGroup: 5,
  askAiEndpoint: null,
};

/** Per locale, named groups of words and phrases. */
const wordGroups = Joi.object()
  .pattern(Joi.string(), Joi.object().pattern(Joi.string(), Joi.array().items(Joi.string().trim().min(1)).min(1)))
  .default({});

const routeGlobs = Joi.array().items(Joi.string().allow(''));

const patterns = Joi.array().items(Joi.string().trim().min(1));

/** What the `questions` option returns for a locale. */
export const questionDataSchema = Joi.object<QuestionData>({
  intents: Joi.object()
    .pattern(
      Joi.string(),
      Joi.object({
        sections: Joi.array().items(Joi.string().min(1)).min(1).required(),
        figure: Joi.boolean(),
        medium: Joi.boolean(),
        narrows: Joi.string(),
        on: Joi.string(),
        yieldsTo: Joi.array().items(Joi.string()),
        wordy: Joi.boolean(),
        part: Joi.boolean(),
        words: patterns.min(1).required(),
      }),
    )
    .required(),
  nameWords: Joi.object().pattern(Joi.string().min(1), Joi.array().items(Joi.string().min(1)).min(1)),
  outOfScope: patterns.required(),
  advice: patterns,
  units: patterns.required(),
  audiences: Joi.object({children: patterns.required(), adults: patterns.required()}),
});

/** The `questions` option's data for a locale, checked: a bad entry fails the build naming the locale and the field. */
export function questionsOf(options: Pick<PluginOptions, 'questions'>, locale: string): QuestionData | undefined {
  const data = options.questions?.(locale);
  if (data === undefined) return undefined;
  const {error, value} = questionDataSchema.validate(data, {abortEarly: true}) as {error?: Error; value: QuestionData};
  if (error) throw new Error(`Search plugin option "questions" for locale ${locale}: ${error.message}`);
  return value;
}

const schema = Joi.object<PluginOptions>({
  ignoreRoutes: routeGlobs.default(DEFAULT_OPTIONS.ignoreRoutes),
  answerRoutes: routeGlobs.default(DEFAULT_OPTIONS.answerRoutes),
  hubRoutes: routeGlobs.default(DEFAULT_OPTIONS.hubRoutes),
  vocabulary: wordGroups,
  synonyms: wordGroups,
  questions: Joi.function().maxArity(1).allow(null).default(DEFAULT_OPTIONS.questions),
  docsRouteBasePath: Joi.string().default(DEFAULT_OPTIONS.docsRouteBasePath),
  indexFileName: Joi.string()
    .pattern(/^[\w-]+$/)
    .message('{#label} must use letters, digits, "-" and "_" only')
    .default(DEFAULT_OPTIONS.indexFileName),
  searchPagePath: Joi.string().min(1).default(DEFAULT_OPTIONS.searchPagePath),
  missingResultsUrl: Joi.string().allow('').default(DEFAULT_OPTIONS.missingResultsUrl),
  hitsPerPage: Joi.number().integer().min(1).max(100).default(DEFAULT_OPTIONS.hitsPerPage),
  maxResultsPerGroup: Joi.number().integer().min(1).max(20).default(DEFAULT_OPTIONS.maxResultsPerGroup),
  askAiEndpoint: Joi.object({
    url: Joi.string()
      .uri({scheme: ['https', 'http']})
      .required(),
    model: Joi.string().min(1).required(),
    headers: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
    timeoutSeconds: Joi.number().positive().max(300).default(DEFAULT_TIMEOUT_SECONDS),
  })
    .allow(null)
    .default(DEFAULT_OPTIONS.askAiEndpoint),
});

/** Docusaurus's option hook: its Joi validation names the option and what is wrong. */
export function validateOptions({validate, options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(schema, options ?? {});
}

/** What the browser needs, passed as the plugin's global data. */
export interface SearchGlobalData {
  readonly searchPagePath: string;
  readonly missingResultsUrl: string;
  readonly hitsPerPage: number;
  readonly maxResultsPerGroup: number;
  readonly askAiEndpoint?: AskAiEndpoint;
}
