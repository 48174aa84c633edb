/**
 * schema.org JSON-LD for search engines, built from the catalog (Product)
 * and from the rendered page text (HowTo, FAQPage). Pure, so the manual
 * header (browser) and the structured-data plugin (build) share it.
 */
import type {FAQPage, HowTo, HowToSection, HowToStep, Product as ProductLd, WithContext} from 'schema-dts';
import type {Product} from '@site/src/domain/catalog';

export interface ProductLdInput {
  readonly product: Pick<Product, 'name' | 'references'>;
  readonly brand: string;
  /** Manual title with the reference, as shown in the h1. */
  readonly title: string;
  readonly description: string;
  /** Absolute URLs. */
  readonly url: string;
  readonly image: string;
}

/** The product a manual documents; model numbers become sku and mpn. */
export function productJsonLd({product, brand, title, description, url, image}: ProductLdInput): WithContext<ProductLd> {
  const [reference] = product.references;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    description,
    url,
    image,
    brand: {'@type': 'Brand', name: brand},
    model: product.name,
    // The reference printed on the box identifies the exact product.
    ...(reference !== undefined && {sku: reference, mpn: reference}),
  };
}

/** Steps of a guide; a guide with sub-headings groups its steps under them. */
export interface StepGroup {
  readonly name?: string;
  readonly steps: readonly string[];
}

export interface HowToInput {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly inLanguage: string;
  readonly groups: readonly StepGroup[];
}

export function howToJsonLd({name, description, url, inLanguage, groups}: HowToInput): WithContext<HowTo> {
  let position = 0;
  const steps = (group: StepGroup): HowToStep[] => group.steps.map((text) => ({'@type': 'HowToStep', position: ++position, text}));
  const named = groups.filter((g) => g.name !== undefined);
  const step: (HowToStep | HowToSection)[] =
    named.length === groups.length && groups.length > 1
      ? groups.map((g) => ({'@type': 'HowToSection', name: g.name!, itemListElement: steps(g)}))
      : groups.flatMap(steps);
  return {'@context': 'https://schema.org', '@type': 'HowTo', name, description, url, inLanguage, step};
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

export function faqPageJsonLd(url: string, inLanguage: string, entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage,
    mainEntity: entries.map(({question, answer}) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {'@type': 'Answer', text: answer},
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so text cannot close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
