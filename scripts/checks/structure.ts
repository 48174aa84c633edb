/**
 * A translation keeps the structure of its English file: the same
 * <IfProduct> conditions, drawings, facts, warning boxes (of the same level)
 * and heading ids, in the same order. A condition lost or changed in
 * translation would show or hide a passage for the wrong products; a warning
 * box lost or moved to another level would weaken it.
 */
import type {Root} from 'mdast';
import {headingIdComment} from '../../plugins/pdf/mdx.ts';

/** One thing a translation must keep, as text, with its line. */
interface Mark {
  readonly text: string;
  readonly line?: number;
}

type TreeNode = {
  readonly type: string;
  readonly name?: string | null;
  readonly value?: unknown;
  readonly children?: readonly TreeNode[];
  readonly attributes?: readonly {readonly type: string; readonly name?: string; readonly value?: unknown}[];
  readonly position?: {readonly start: {readonly line: number}};
};

const KEPT_PROPS: Readonly<Record<string, readonly string[]>> = {
  IfProduct: ['has', 'may', 'unsure', 'lacks', 'not', 'type', 'audience', 'fact'],
  Illustration: ['name'],
  ProductFact: ['name'],
};

function propText(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  const expression = (value as {value?: string} | null)?.value;
  return `{${(expression ?? '').replace(/\s+/g, '')}}`;
}

/** The marks of a manual source, in reading order. */
export function structureOf(tree: Root): Mark[] {
  const marks: Mark[] = [];
  const walk = (node: TreeNode): void => {
    const line = node.position?.start.line;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && KEPT_PROPS[node.name]) {
      const props = (node.attributes ?? [])
        .filter((a) => a.type === 'mdxJsxAttribute' && KEPT_PROPS[node.name!]!.includes(a.name ?? ''))
        .map((a) => `${a.name}=${propText(a.value)}`)
        .sort();
      marks.push({text: `<${node.name} ${props.join(' ')}>`, line});
    }
    if (node.type === 'containerDirective') marks.push({text: `:::${node.name}`, line});
    if (node.type === 'heading') {
      const comment = node.children?.find((c) => c.type === 'mdxTextExpression' && typeof c.value === 'string');
      const id = comment && headingIdComment(String(comment.value));
      if (id) marks.push({text: `heading #${id}`, line});
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as TreeNode);
  return marks;
}

/** Where a translation's structure first departs from its English file's, or undefined. */
export function structureProblem(english: Root, translated: Root, englishFile: string): string | undefined {
  const want = structureOf(english);
  const have = structureOf(translated);
  for (let i = 0; i < Math.max(want.length, have.length); i += 1) {
    const w = want[i];
    const h = have[i];
    if (w?.text === h?.text) continue;
    const at = h?.line ?? have.at(-1)?.line;
    return `${at === undefined ? '' : `line ${at}: `}${h ? `has ${h.text}` : 'ends'} where ${englishFile}${w?.line === undefined ? '' : `:${w.line}`} has ${w ? w.text : 'nothing more'}: keep the conditions, drawings, facts, warning boxes and heading ids of the English file, in its order`;
  }
  return undefined;
}
