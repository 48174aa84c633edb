/**
 * A small schema check for the JSON-LD we publish: the fields schema.org
 * and Google's structured-data guidelines expect for each type. Property
 * names are typed against schema-dts, so a misspelt field does not compile.
 */
import type {
  AnswerLeaf,
  BrandLeaf,
  BreadcrumbListLeaf,
  FAQPageLeaf,
  HowToLeaf,
  HowToSectionLeaf,
  HowToStepLeaf,
  ListItemLeaf,
  ProductLeaf,
  QuestionLeaf,
} from 'schema-dts';

type Rule =
  | {readonly kind: 'text'}
  | {readonly kind: 'url'}
  | {readonly kind: 'integer'}
  /** A nested object of one of these types. */
  | {readonly kind: 'object'; readonly types: readonly string[]}
  /** A non-empty array of objects of these types. */
  | {readonly kind: 'list'; readonly types: readonly string[]};

const text: Rule = {kind: 'text'};
const url: Rule = {kind: 'url'};
const integer: Rule = {kind: 'integer'};
const object = (...types: string[]): Rule => ({kind: 'object', types});
const list = (...types: string[]): Rule => ({kind: 'list', types});

type Fields<T> = Partial<Record<Exclude<keyof T, '@type'>, Rule>>;

/**
 * Required fields per type. HowTo, FAQPage and BreadcrumbList follow
 * Google's required properties; Product has no price or review on a manual
 * site (so no rich result), and we require what identifies it: name, brand,
 * description, image and url (sku/mpn are checked against the catalog).
 */
export const REQUIRED = {
  HowTo: {name: text, step: list('HowToStep', 'HowToSection'), url, inLanguage: text} satisfies Fields<HowToLeaf>,
  HowToSection: {name: text, itemListElement: list('HowToStep')} satisfies Fields<HowToSectionLeaf>,
  HowToStep: {text, position: integer} satisfies Fields<HowToStepLeaf>,
  Product: {name: text, brand: object('Brand'), description: text, image: url, url} satisfies Fields<ProductLeaf>,
  Brand: {name: text} satisfies Fields<BrandLeaf>,
  FAQPage: {mainEntity: list('Question'), inLanguage: text} satisfies Fields<FAQPageLeaf>,
  Question: {name: text, acceptedAnswer: object('Answer')} satisfies Fields<QuestionLeaf>,
  Answer: {text} satisfies Fields<AnswerLeaf>,
  BreadcrumbList: {itemListElement: list('ListItem')} satisfies Fields<BreadcrumbListLeaf>,
  ListItem: {position: integer, name: text} satisfies Fields<ListItemLeaf>,
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkValue(value: unknown, rule: Rule, where: string): string[] {
  switch (rule.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? [] : [`${where}: expected non-empty text`];
    case 'url':
      return typeof value === 'string' && /^https?:\/\/[^/]+/.test(value) ? [] : [`${where}: expected an absolute URL`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${where}: expected an integer`];
    case 'object':
      return checkNode(value, rule.types, where);
    case 'list':
      if (!Array.isArray(value) || value.length === 0) return [`${where}: expected a non-empty list`];
      return value.flatMap((item, i) => checkNode(item, rule.types, `${where}[${i}]`));
  }
}

function checkNode(node: unknown, types: readonly string[], where: string): string[] {
  if (!isRecord(node)) return [`${where}: expected an object`];
  const type = node['@type'];
  if (typeof type !== 'string' || !types.includes(type)) {
    return [`${where}: @type is ${JSON.stringify(type)}, expected ${types.join(' or ')}`];
  }
  const fields: Record<string, Rule> = (REQUIRED as Record<string, Record<string, Rule>>)[type] ?? {};
  return Object.entries(fields).flatMap(([field, rule]) =>
    node[field] === undefined ? [`${where}.${field}: missing`] : checkValue(node[field], rule, `${where}.${field}`),
  );
}

/** Problems of one top-level JSON-LD block (empty when valid); types without a rule pass. */
export function checkJsonLd(block: unknown): string[] {
  if (block instanceof Error) return [`not JSON: ${block.message}`];
  if (!isRecord(block)) return ['expected a JSON object'];
  const problems: string[] = [];
  if (block['@context'] !== 'https://schema.org' && block['@context'] !== 'http://schema.org') {
    problems.push(`@context is ${JSON.stringify(block['@context'])}, expected "https://schema.org"`);
  }
  const type = String(block['@type']);
  return type in REQUIRED ? [...problems, ...checkNode(block, [type], type)] : problems;
}

/** The JSON-LD blocks of a page with this @type. */
export function blocksOfType(blocks: readonly unknown[], type: string): Record<string, unknown>[] {
  return blocks.filter((b): b is Record<string, unknown> => isRecord(b) && b['@type'] === type);
}
