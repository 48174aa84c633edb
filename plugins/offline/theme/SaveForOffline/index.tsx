/**
 * "Save for offline" on a manual: keeps its page, PDF and drawings on this
 * device (../../client). Hidden, with its space kept, until the page has
 * hydrated and where the browser cannot keep pages, so nothing moves.
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {offlineSupported} from '../../client/support';
import {SAVED_CACHE} from '../../shared/config';
import styles from './styles.module.css';

interface Props {
  /** The manual's PDF in this locale, kept with it; undefined where none was built. */
  readonly pdf: string | undefined;
  readonly className?: string;
}

type State = 'unknown' | 'unsupported' | 'idle' | 'saving' | 'saved' | 'failed';

/** Drawings the manual shows: kept with the page so its steps read the same offline. */
function drawingsOnPage(): string[] {
  return [...document.querySelectorAll<HTMLImageElement>('article img[src$=".svg"], .theme-doc-markdown img[src$=".svg"]')].map((img) => img.src);
}

/** What saving does loads when the visitor saves, not with the page. */
const client = (): Promise<typeof import('../../client')> => import('../../client');

export default function SaveForOffline({pdf, className}: Props): ReactNode {
  const [state, setState] = useState<State>('unknown');

  useEffect(() => {
    if (!offlineSupported()) {
      setState('unsupported');
      return;
    }
    let current = true;
    // Whether it is saved: one look in the cache, without the saving code.
    void caches
      .open(SAVED_CACHE)
      .then((saved) => saved.match(window.location.pathname))
      .then(
        (page) => current && setState(page ? 'saved' : 'idle'),
        () => current && setState('unsupported'),
      );
    return () => {
      current = false;
    };
  }, []);

  const save = async (): Promise<void> => {
    setState('saving');
    try {
      const {keepPage} = await client();
      await keepPage(window.location.pathname, {saved: true, files: [...(pdf ? [new URL(pdf, window.location.href).href] : []), ...drawingsOnPage()]});
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  const remove = async (): Promise<void> => {
    const {removeSaved} = await client();
    await removeSaved(window.location.pathname, pdf && new URL(pdf, window.location.href).href);
    setState('idle');
  };

  const hidden = state === 'unknown' || state === 'unsupported';
  return (
    <div className={clsx(styles.saveForOffline, hidden && styles.hidden, className)} aria-hidden={hidden || undefined}>
      {state === 'saved' ? (
        <>
          <span className={styles.saved} role="status">
            {translate({
              id: 'offline.saved',
              message: 'Saved on this device for offline reading',
              description: 'Status beside the PDF button once a manual is saved for offline reading',
            })}
          </span>
          <button type="button" className={clsx('button button--link', styles.remove)} onClick={() => void remove()}>
            {translate({id: 'offline.remove', message: 'Remove from this device', description: 'Removes a manual saved for offline reading'})}
          </button>
        </>
      ) : (
        <button type="button" className="button button--secondary" disabled={hidden || state === 'saving'} onClick={() => void save()}>
          {state === 'saving'
            ? translate({id: 'offline.saving', message: 'Saving…', description: 'The Save for offline button while saving'})
            : translate({
                id: 'offline.save',
                message: 'Save for offline',
                description: 'Button on each manual: keeps the page, PDF and drawings on this device',
              })}
        </button>
      )}
      {state === 'failed' && (
        <p className={styles.failed} role="alert">
          {translate({
            id: 'offline.saveFailed',
            message: 'The manual could not be saved. Check your connection and try again.',
            description: 'Shown when saving a manual for offline reading fails',
          })}
        </p>
      )}
    </div>
  );
}
