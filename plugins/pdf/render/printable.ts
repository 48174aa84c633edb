/**
 * Characters no font of ours has, replaced by ones that mean the same. Intl
 * writes French numbers and units with a narrow no-break space ("100 kg"),
 * which Noto Sans lacks: react-pdf would fall back to a Helvetica it cannot
 * embed. A plain no-break space keeps number and unit together just as well.
 */
import {cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';

const REPLACEMENTS: readonly (readonly [RegExp, string])[] = [[/\u202f/g, '\u00a0']];

export function printable(text: string): string {
  return REPLACEMENTS.reduce((out, [from, to]) => out.replace(from, to), text);
}

/** The same tree with every text child made printable. */
export function printableTree(node: ReactNode): ReactNode {
  if (typeof node === 'string') return printable(node);
  if (Array.isArray(node)) return node.map(printableTree);
  if (!isValidElement(node)) return node;
  const {children} = node.props as {children?: ReactNode};
  return children === undefined ? node : cloneElement(node as ReactElement<{children?: ReactNode}>, {children: printableTree(children)});
}
