/**
 * Browser stand-in for prism-react-renderer (see ../index.ts): the same
 * `Highlight` render-prop API, one plain token per line, no grammar.
 */
import clsx from 'clsx';
import type {ReactNode} from 'react';
import type {HighlightProps, LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

/** The theme registers `additionalLanguages` here; we configure none. */
export const Prism = {languages: {}};

export function Highlight({code, children}: HighlightProps): ReactNode {
  const tokens: Token[][] = code
    .replace(/\n$/, '')
    .split('\n')
    .map((content) => [{types: ['plain'], content}]);
  return children({
    className: 'prism-code',
    style: {},
    tokens,
    getLineProps: ({className, line: _line, ...rest}: LineInputProps): LineOutputProps => ({...rest, className: clsx('token-line', className)}),
    getTokenProps: ({className, token, ...rest}: TokenInputProps): TokenOutputProps => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
    }),
  });
}
