/**
 * A step drawing must show the part its step is about, on the kind of
 * product the manual is for. Each drawing declares both on its root <svg>
 * (`data-part`, `data-types`); the product's type and features say which
 * parts it has (src/domain/catalog/productTypes.ts); the English step (its
 * drawing's text alternative and the text of its section) must name the part.
 * Used on the sources by `check:manuals` and on the built pages by tests/manuals.
 */
import type {Root} from 'mdast';
import {PART_NAMES, partsOf, type Part, type Product} from '../../src/domain/catalog/index.ts';
import {stepDrawing} from '../../src/domain/drawings.ts';

export interface DrawingUse {
  /** e.g. `steps/fold` */
  readonly name: string;
  readonly svg: string;
  readonly alt: string;
  /** The text of the section (from its heading to the next) the drawing stands in. */
  readonly stepText: string;
}

const names = (part: Part): readonly string[] => PART_NAMES[part];
const mentions = (text: string, part: Part): boolean => names(part).some((n) => text.toLowerCase().includes(n.toLowerCase()));

/** What is wrong with this drawing in this product's manual (English text). */
export function drawingProblems(product: Pick<Product, 'id' | 'type' | 'features' | 'maybe'>, use: DrawingUse): string[] {
  const declared = stepDrawing(use.svg);
  if (!declared) return [`${use.name}.svg declares no data-part and data-types on its <svg>`];
  const part = declared.part as Part;
  if (!(part in PART_NAMES)) return [`${use.name}.svg: data-part="${part}" is not a part of src/domain/catalog/productTypes.ts`];
  const problems: string[] = [];
  if (!declared.types.includes('any') && !declared.types.includes(product.type)) {
    problems.push(`${use.name} shows a part of a ${declared.types.join(' or ')}, but ${product.id} is a ${product.type}`);
  }
  if (!partsOf(product).includes(part)) problems.push(`${use.name} shows the ${part}, which ${product.id} neither has nor may have`);
  if (!mentions(use.alt, part)) problems.push(`${use.name} shows the ${part}, but its text alternative names no ${names(part).join(' / ')}: "${use.alt}"`);
  if (!mentions(use.stepText, part)) problems.push(`${use.name} shows the ${part}, but its step never names it (${names(part).join(' / ')})`);
  return problems;
}

/** The fields of a syntax-tree node that the walk reads. */
interface TreeNode {
  readonly type: string;
  readonly value?: unknown;
  readonly depth?: number;
  readonly name?: string | null;
  readonly children?: readonly TreeNode[];
  readonly attributes?: readonly {type: string; name?: string; value?: unknown}[];
  readonly position?: {readonly start: {readonly line: number}};
  readonly data?: {readonly sourceFile?: string};
}

export interface DrawingInTree {
  readonly name: string;
  readonly alt: string;
  readonly stepText: string;
  /** `file:line` of the <Illustration>. */
  readonly where: string;
}

/** The step drawings of a manual's tree (partials inlined, <IfProduct> applied), each with the text of its section (an h2 or h3 to the next heading). */
export function drawingsInTree(tree: Root): DrawingInTree[] {
  const sections: string[] = [''];
  const found: {name: string; alt: string; where: string; section: number}[] = [];
  const prop = (node: TreeNode, name: string) => node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  const walk = (node: TreeNode): void => {
    if (node.type === 'heading' && (node.depth ?? 9) <= 3) sections.push('');
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Illustration') {
      const name = prop(node, 'name');
      const alt = prop(node, 'alt');
      const where = `${node.data?.sourceFile ?? '?'}:${node.position?.start.line ?? '?'}`;
      if (typeof name === 'string' && name.startsWith('steps/'))
        found.push({name, alt: typeof alt === 'string' ? alt : '', where, section: sections.length - 1});
      return;
    }
    if (typeof node.value === 'string' && node.type !== 'mdxjsEsm' && node.type !== 'yaml') sections[sections.length - 1] += ` ${node.value}`;
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as TreeNode);
  return found.map(({section, ...f}) => ({...f, stepText: sections[section]!}));
}
