/**
 * Keeps the passages of a manual that apply to one product: `<IfProduct>`
 * elements are unwrapped when their condition holds (the same function as the
 * web component) and dropped otherwise.
 */
import type {Expression} from 'estree';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {AUDIENCES, FEATURES, PRODUCT_TYPES, type Product} from '../../src/domain/catalog';
import {FACT_NAMES, type FactName} from '../../src/domain/formatFacts';
import {CONDITION_PROPS, matchesProduct, type ProductCondition} from '../../src/domain/productCondition';
import {ManualSourceError} from './mdx';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Value = string | number | boolean | readonly Value[];

function evaluate(expression: Expression | undefined, fail: () => never): Value {
  if (
    expression?.type === 'Literal' &&
    (typeof expression.value === 'string' || typeof expression.value === 'number' || typeof expression.value === 'boolean')
  ) {
    return expression.value;
  }
  if (expression?.type === 'ArrayExpression') {
    return expression.elements.map((e) => (e && e.type !== 'SpreadElement' ? evaluate(e, fail) : fail()));
  }
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis.map((q) => q.value.cooked ?? '').join('');
  }
  return fail();
}

/** JSX attributes of a manual component as plain values: strings, numbers or lists of them. */
export function attributesOf(node: Jsx): Record<string, Value> {
  const file = node.data?.sourceFile ?? '(unknown file)';
  const line = node.position?.start.line;
  const values: Record<string, Value> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      throw new ManualSourceError(file, line, `<${node.name}>: spread attributes are not supported`);
    }
    const {name, value} = attribute;
    if (value === null || value === undefined) values[name] = true;
    else if (typeof value === 'string') values[name] = value;
    else {
      const statement = value.data?.estree?.body[0];
      const fail = (): never => {
        throw new ManualSourceError(file, line, `<${node.name} ${name}={${value.value}}>: only strings, numbers and lists of them are supported`);
      };
      values[name] = evaluate(statement?.type === 'ExpressionStatement' ? statement.expression : undefined, fail);
    }
  }
  return values;
}

const isStrings = (v: Value | undefined): v is string | readonly string[] =>
  typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

/** The condition of an <IfProduct>, checked so that a typo fails the build instead of hiding text. */
export function conditionOf(node: Jsx): ProductCondition {
  const file = node.data?.sourceFile ?? '(unknown file)';
  const fail = (message: string): never => {
    throw new ManualSourceError(file, node.position?.start.line, `<IfProduct>: ${message}`);
  };
  const attributes = attributesOf(node);
  const unknown = Object.keys(attributes).filter((name) => !(CONDITION_PROPS as readonly string[]).includes(name));
  if (unknown.length > 0) fail(`unknown attribute "${unknown[0]}"; use ${CONDITION_PROPS.join(', ')}`);
  const {fact, type, audience, ...features} = attributes;
  const known = (name: string, value: Value | undefined, allowed: readonly string[], what: string) => {
    if (value === undefined) return;
    if (!isStrings(value)) return fail(`attribute "${name}" must be a string or a list of strings`);
    for (const v of typeof value === 'string' ? [value] : value) {
      if (!allowed.includes(v)) fail(`${name}="${v}" is not a ${what}; use one of ${allowed.join(', ')}`);
    }
  };
  for (const [name, value] of Object.entries(features)) known(name, value, FEATURES, 'catalog feature');
  known('type', type, PRODUCT_TYPES, 'product type');
  known('audience', audience, AUDIENCES, 'audience');
  if (fact !== undefined && !(FACT_NAMES as readonly unknown[]).includes(fact)) {
    fail(`fact="${String(fact)}" is not a catalog fact; use one of ${FACT_NAMES.join(', ')}`);
  }
  return attributes;
}

export function selectForProduct(tree: Root, product: Product, hasFact: (name: FactName) => boolean): Root {
  const select = (nodes: readonly RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'IfProduct') {
        return matchesProduct(product, conditionOf(node), hasFact) ? select(node.children) : [];
      }
      return 'children' in node ? [{...node, children: select(node.children)} as RootContent] : [node];
    });
  return {...tree, children: select(tree.children)};
}
