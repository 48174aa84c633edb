/**
 * The navbar search: DocSearch's own button and modal (not a fork), fed by
 * the local index through an Algolia-compatible client. The modal's code and
 * the index load on hover, focus, touch, click or shortcut, never with the page.
 */
import {useEffect, useState, type ReactElement, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import translations from '../SearchTranslations';
import SearchScreenFallbacks from '../SearchScreenFallbacks';
import {prepareSearch, useLocalDocSearch, useSearchPageUrl} from '../../client/useLocalDocSearch';
import styles from './styles.module.css';

interface HitProps {
  readonly hit: {readonly url: string};
  readonly children: ReactNode;
}

function Hit({hit, children}: HitProps): ReactElement {
  return <Link to={hit.url}>{children}</Link>;
}

/**
 * The key caps DocSearch shows after mount ("Ctrl K", or "⌘ K" on Apple
 * devices), detected as DocSearch does. Its own aria-label, "Search
 * (Control+k)", leaves the visible caps out, which fails WCAG 2.5.3 (label in
 * name) for voice-control users who say what they see.
 */
function useShortcutCaps(): string | null {
  const [caps, setCaps] = useState<string | null>(null);
  useEffect(() => {
    setCaps(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘ K' : 'Ctrl K');
  }, []);
  return caps;
}

export default function SearchBar(): ReactNode {
  const search = useLocalDocSearch();
  const caps = useShortcutCaps();
  const searchPageUrl = useSearchPageUrl();
  const {Modal} = search;
  return (
    <div className={styles.searchBar}>
      <DocSearchButton
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={search.open}
        ref={search.buttonRef}
        translations={translations.button}
        aria-label={caps ? `${translations.button.buttonAriaLabel} ${caps}` : translations.button.buttonAriaLabel}
      />
      {search.isOpen && search.container && <SearchScreenFallbacks container={search.container} translations={translations.modal} />}
      {search.isOpen &&
        Modal &&
        search.container &&
        createPortal(
          <Modal
            {...search.modalProps}
            onAskAiToggle={() => {}}
            hitComponent={Hit}
            resultsFooterComponent={({state}) => (
              <Link to={searchPageUrl(state.query)} onClick={search.close}>
                <Translate id="theme.SearchBar.seeAll" values={{count: (state.context as {nbHits?: number}).nbHits ?? 0}}>
                  {'See all {count} results'}
                </Translate>
              </Link>
            )}
            placeholder={translations.placeholder}
            translations={translations.modal}
          />,
          search.container,
        )}
    </div>
  );
}
