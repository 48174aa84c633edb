/**
 * The navbar search: a button with DocSearch's markup (see SearchButton) and
 * its keyboard shortcuts. The modal (SearchModal), its code and the index
 * load on hover, focus, touch, click or shortcut, never with the page.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SearchButton from '../SearchButton';
import {modalLoader, useLocalDocSearch} from '../../client/useLocalDocSearch';
import styles from './styles.module.css';

/** Loads the modal with its code and styles, and the index. */
const prepareSearch = modalLoader(() => import('../SearchModal'));

export default function SearchBar(): ReactNode {
  const search = useLocalDocSearch(prepareSearch);
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  const {Modal, container, opening} = search;
  return (
    <div className={styles.searchBar}>
      <SearchButton
        label={label}
        onTouchStart={() => void prepareSearch()}
        onFocus={() => void prepareSearch()}
        onMouseOver={() => void prepareSearch()}
        onClick={search.open}
        ref={search.buttonRef}
      />
      {search.unavailable && (
        <p className={styles.unavailable} role="alert">
          {translate({
            id: 'search.unavailable',
            message: 'Search could not load: this device seems to be offline. Try again once you are connected.',
            description: 'Under the search button when the search cannot load (no network)',
          })}
        </p>
      )}
      {search.isOpen && Modal && container && opening && (
        <Modal container={container} opening={opening} label={label} buttonRef={search.buttonRef} onClose={search.close} />
      )}
    </div>
  );
}
