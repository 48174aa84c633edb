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
 *
 * DocSearch shows a line of text or a subheading with only the page's title
 * under it ("Flow 125"); the section it is in follows that title here
 * ("Flow 125 › Specifications"), so a hit says where it leads.
 */
import {Children, cloneElement, isValidElement, useLayoutEffect, useRef, type MouseEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {unescapeHtml} from '../../shared/highlight';
import styles from './styles.module.css';

interface Props {
  /** A hit of the search, or a recent search or favourite (stored without highlights); hierarchy values are escaped HTML. */
  readonly hit: {readonly url: string; readonly type?: string; readonly hierarchy?: {readonly lvl2?: string | null; readonly lvl3?: string | null}};
  readonly children: ReactNode;
}

/**
 * The headings of the section a hit is in, below the page title: a line's
 * section and subsection, a subheading's section. A section's own heading
 * hit is titled with it already, and a page title has none.
 */
function sectionOf(hit: Props['hit']): string[] {
  const {lvl2, lvl3} = hit.hierarchy ?? {};
  const headings = hit.type === 'content' ? [lvl2, lvl3] : hit.type === 'lvl3' ? [lvl2] : [];
  return headings.filter((h): h is string => typeof h === 'string' && h !== '').map(unescapeHtml);
}

/** DocSearch's hit content with the section after its page title (DocSearch's `DocSearch-Hit-path`). */
function withSection(node: ReactNode, section: readonly string[]): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<{className?: unknown; children?: ReactNode}>(child)) return child;
    if (child.props.className === 'DocSearch-Hit-path') {
      return (
        <span className={styles.pathLine}>
          {child}
          {section.map((heading) => (
            // Text, never markup: a stored search may have been tampered with.
            <span key={heading} className={clsx('DocSearch-Hit-path', styles.section)}>
              {heading}
            </span>
          ))}
        </span>
      );
    }
    return child.props.children === undefined ? child : cloneElement(child, undefined, withSection(child.props.children, section));
  });
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
  const section = sectionOf(hit);
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
    // eslint-disable-next-line @docusaurus/no-html-links -- DocSearch's option element: it routes with history.push itself (onClick)
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
      }}
    >
      {section.length > 0 ? withSection(children, section) : children}
    </a>
  );
}
