/**
 * One search result inside DocSearch's role="option" item. An option may not
 * contain a link (axe: nested-interactive; screen readers announce the pair
 * twice), so the hit is an anchor without href, and clicks do what the link
 * did: open the page, or a new tab with Ctrl/Cmd, a new window with Shift,
 * a new tab with the middle button. Keyboard selection (Enter, Ctrl/Cmd+Enter,
 * Shift+Enter) is DocSearch's and goes through its navigator.
 */
import type {MouseEvent, ReactElement, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

interface Props {
  readonly hit: {readonly url: string};
  readonly children: ReactNode;
}

export default function SearchHit({hit, children}: Props): ReactElement {
  const history = useHistory();
  const openElsewhere = (event: MouseEvent, features: string): void => {
    event.preventDefault();
    window.open(hit.url, '_blank', features);
  };
  return (
    <a
      onClick={(event) => {
        if (event.shiftKey) openElsewhere(event, 'noopener,popup');
        else if (event.ctrlKey || event.metaKey) openElsewhere(event, 'noopener');
        else history.push(hit.url);
      }}
      onAuxClick={(event) => {
        if (event.button === 1) openElsewhere(event, 'noopener');
      }}>
      {children}
    </a>
  );
}
