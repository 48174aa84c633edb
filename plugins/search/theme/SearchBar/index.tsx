/**
 * The navbar search: DocSearch's own modal (not a fork), fed by the local
 * index through an Algolia-compatible client, behind a button with
 * DocSearch's markup (see SearchButton). The modal's code and the index load
 * on hover, focus, touch, click or shortcut, never with the page.
 */
import type {ReactNode} from 'react';
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
  const {Modal, Fallbacks} = search;
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
      {search.isOpen &&
        Modal &&
        search.container &&
        createPortal(
          <Modal
            {...search.modalProps}
            onAskAiToggle={() => {}}
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
