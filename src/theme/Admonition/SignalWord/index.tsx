import type {ComponentType, ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {defaultLocale, isLocale} from '@site/src/domain/locales';
import {SIGNAL_WORDS, type SignalLevel} from '@site/src/domain/signalWords';

export interface AdmonitionBoxProps {
  readonly title?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * A stock admonition box titled with its signal word in the page's language
 * (src/domain/signalWords.ts) instead of the theme's translation, which in
 * some languages named a lower hazard level. A box's own title still wins.
 */
export function withSignalWord<P extends AdmonitionBoxProps>(Box: ComponentType<P>, level: SignalLevel): ComponentType<P> {
  return function SignalWordBox(props: P): ReactNode {
    const {currentLocale} = useDocusaurusContext().i18n;
    const word = SIGNAL_WORDS[isLocale(currentLocale) ? currentLocale : defaultLocale][level];
    return <Box {...props} title={props.title ?? word} />;
  };
}
