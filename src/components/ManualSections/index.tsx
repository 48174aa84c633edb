import {useEffect, useState, type MouseEvent, type ReactNode, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import styles from './styles.module.css';

const MARK = 'data-manual-sections';

/** Set once a page's sections have been on screen in this browser: any later ones are a client-side navigation's. */
let shownBefore = false;

/**
 * Whether this render meets the sections the server already wrote into the
 * page (the first load of a built page), rather than building them (a
 * client-side navigation, or the dev server, which sends an empty page).
 */
function serverHtmlPresent(): boolean {
  return !shownBefore && typeof document !== 'undefined' && document.querySelector(`[${MARK}]`) !== null;
}

/** The page a link leads to when <Link> would route it without a page load: this site, a page rather than a file or an anchor of this page. */
function routeOf(link: HTMLAnchorElement | null): string | undefined {
  if (!link || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  // An anchor on this page: the browser's own jump, as with any hash link.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return undefined;
  return url.pathname + url.search + url.hash;
}

const linkOf = (event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null => (event.target as Element).closest('a');

interface Props {
  /** The product's shared sections, as the remark plugin of plugins/catalog expands <ManualSections />. */
  readonly children: ReactNode;
}

/**
 * The shared sections of a manual: long static text, written into the page
 * by the build. On a page's first load React keeps that HTML as it is
 * instead of walking every element of it (hydration work that grows with the
 * manual's length); a page reached by client-side navigation renders them as
 * usual. The links in kept HTML have no React handlers, so clicks
 * and hovers on them are routed and preloaded here, as <Link> would.
 */
export default function ManualSections({children}: Props): ReactNode {
  const [keepServerHtml] = useState(serverHtmlPresent);
  const history = useHistory();
  useEffect(() => {
    shownBefore = true;
  }, []);
  const props = {className: `markdown ${styles.sections}`, [MARK]: ''};
  if (!keepServerHtml) return <div {...props}>{children}</div>;
  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const route = routeOf(linkOf(event));
    if (route === undefined) return;
    event.preventDefault();
    history.push(route);
  };
  // <Link> loads a page's code when the pointer comes near it, so the click shows the page at once; here a keyboard's focus does too.
  const preload = (event: SyntheticEvent<HTMLDivElement>): void => {
    const route = routeOf(linkOf(event));
    if (route !== undefined) void window.docusaurus.preload(new URL(route, window.location.href).pathname);
  };
  // An empty innerHTML that React does not compare on hydration: the server's children stay, untouched.
  return (
    // The handlers serve the links inside, native and keyboard-reachable (Enter on a link is a click), whose events bubble here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div {...props} onClick={onClick} onMouseOver={preload} onFocus={preload} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  );
}
