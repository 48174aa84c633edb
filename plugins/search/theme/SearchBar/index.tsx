/**
 * The navbar search: DocSearch's own modal (not a fork), fed by the local
 * index through an Algolia-compatible client, behind a button with
 * DocSearch's markup (see SearchButton). The modal's code and the index load
 * on hover, focus, touch, click or shortcut, never with the page.
 */
import {useRef, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import translations from '../SearchTranslations';
import SearchButton from '../SearchButton';
import SearchHit from '../SearchHit';
import {prepareSearch, useLocalDocSearch, useSearchPageUrl} from '../../client/useLocalDocSearch';
import styles from './styles.module.css';

export default function SearchBar(): ReactNode {
  const search = useLocalDocSearch(translations.button.buttonText);
  const searchPageUrl = useSearchPageUrl();
  // The Ask-AI screen (loaded with the modal) puts its ask function here.
  const asker = useRef<((question: string) => void) | null>(null);
  const {Modal, Fallbacks, AskAiScreen} = search;
  return (
    <div className={styles.searchBar}>
      <SearchButton
        label={translations.button.buttonText}
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={search.open}
        ref={search.buttonRef}
      />
      {search.isOpen && Fallbacks && search.container && <Fallbacks container={search.container} translations={translations.modal} />}
      {search.isOpen && AskAiScreen && search.container && (
        <AskAiScreen container={search.container} asker={asker} currentPage={window.location.pathname} />
      )}
      {search.isOpen &&
        Modal &&
        search.container &&
        createPortal(
          <Modal
            {...search.modalProps}
            onAskAiToggle={() => {}}
            // DocSearch shows its "Ask AI" entry and hands each question over; the answer is ours, from the local index.
            askAi="local"
            interceptAskAiEvent={({query}) => {
              asker.current?.(query);
              return true;
            }}
            hitComponent={SearchHit}
            resultsFooterComponent={({state}) => (
              <Link to={searchPageUrl(state.query)} onClick={search.close}>
                <Translate id="theme.SearchBar.seeAll" values={{count: search.resultCount(state.query)}}>
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
