/**
 * One search result: a real link (long-press, copy link and link preview
 * work on phones), and itself the listbox option. DocSearch renders each hit
 * inside an `<li role="option">`; an option may not contain a link (axe:
 * nested-interactive, and screen readers announce the pair twice), so the
 * option's role, id and selection move from the item to this link, and the
 * item becomes a plain list item. DocSearch keeps setting `aria-selected` on
 * the item as the selection moves: a MutationObserver carries it over.
 * A plain click opens the page in the app; with Ctrl/Cmd, Shift or the middle
 * button the browser does what it does with any link.
 */
import {useLayoutEffect, useRef, type MouseEvent, type ReactElement, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import styles from './styles.module.css';

interface Props {
  readonly hit: {readonly url: string};
  readonly children: ReactNode;
}

/** Moves the option's semantics from DocSearch's item to the link inside it. */
function adoptOption(item: HTMLElement, link: HTMLAnchorElement): void {
  const id = item.getAttribute('id');
  if (id) {
    link.id = id;
    item.removeAttribute('id');
  }
  const selected = item.getAttribute('aria-selected');
  if (selected !== null) {
    link.setAttribute('aria-selected', selected);
    item.removeAttribute('aria-selected');
  }
  if (item.getAttribute('role') !== 'none') item.setAttribute('role', 'none');
}

export default function SearchHit({hit, children}: Props): ReactElement {
  const history = useHistory();
  const ref = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    const link = ref.current;
    const item = link?.closest('li');
    if (!link || !item) return undefined;
    adoptOption(item, link);
    const observer = new MutationObserver(() => adoptOption(item, link));
    observer.observe(item, {attributes: true, attributeFilter: ['id', 'aria-selected', 'role']});
    return () => observer.disconnect();
  }, []);
  return (
    <a
      ref={ref}
      href={hit.url}
      className={styles.hit}
      role="option"
      aria-selected="false"
      onClick={(event: MouseEvent) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(hit.url);
      }}>
      {children}
    </a>
  );
}
