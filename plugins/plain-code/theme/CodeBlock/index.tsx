/**
 * Stand-in for the theme's @theme/CodeBlock: the code as plain, preformatted
 * text with the theme's classes. No highlighter, no copy or wrap buttons.
 */
import clsx from 'clsx';
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

export default function CodeBlock({children, className, title}: Props): ReactNode {
  return (
    <div className={clsx('theme-code-block', className)}>
      {title && <div className="codeBlockTitle">{title}</div>}
      {/* A block that may scroll sideways: keyboard users reach it to scroll (axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
