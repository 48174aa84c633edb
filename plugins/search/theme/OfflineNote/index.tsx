/**
 * Under the modal's search field while the browser has no network: says so,
 * and that the results come from the pages this device holds (the search
 * client keeps only those, see client/searchClient.ts).
 */
import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {isOffline} from '../../client/searchClient';
import styles from './styles.module.css';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

interface Props {
  /** The element the modal is rendered into. */
  readonly container: HTMLElement;
}

export default function OfflineNote({container}: Props): ReactNode {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => setBar(container.querySelector<HTMLElement>('.DocSearch-SearchBar')), [container]);
  if (!bar || !offline) return null;
  return createPortal(
    <p className={styles.note} role="status">
      {translate({
        id: 'search.offline.note',
        message: 'You are offline: results come only from the manuals kept on this device.',
        description: 'Under the search field of the modal when the browser has no network',
      })}
    </p>,
    bar,
  );
}
