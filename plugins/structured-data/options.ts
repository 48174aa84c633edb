import {z} from 'zod';

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

export type NormalizedOptions = Required<Options>;

export const DEFAULT_OPTIONS: NormalizedOptions = {guideSectionId: 'assembly', faqPath: '/faq'};

const schema = z
  .object({
    guideSectionId: z.string().min(1).default(DEFAULT_OPTIONS.guideSectionId),
    faqPath: z.string().startsWith('/').default(DEFAULT_OPTIONS.faqPath),
    // Docusaurus adds the plugin instance id.
    id: z.string().optional(),
  })
  .strict();

/** Validates the options written in the config (unknown until checked). */
export function normalizeOptions(options: unknown): NormalizedOptions {
  const result = schema.safeParse(options ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`);
    throw new Error(`structured-data plugin in docusaurus.config.ts: ${problems.join('; ')}`);
  }
  const {id: _id, ...normalized} = result.data;
  return normalized;
}
