/**
 * The offline page of each locale (`/offline`, `/it/offline`…): where the
 * service worker sends a visitor who, offline, opens a page this device does
 * not hold (`?from=` names it). It lists the manuals the device holds; online,
 * it is the list of saved manuals.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {offlineSupported, storedManuals, type StoredManual} from '../../client';
import styles from './styles.module.css';

/** The page the visitor wanted, when it is a path of this site. */
function wantedPage(search: string): string | undefined {
  const from = new URLSearchParams(search).get('from');
  return from && /^\/(?![/\\])[^\s]*$/.test(from) ? from : undefined;
}

export default function OfflinePage(): ReactNode {
  const location = useLocation();
  const [manuals, setManuals] = useState<readonly StoredManual[]>();
  const [supported, setSupported] = useState(true);
  // Read after hydration: the page was rendered at build time without a query.
  const [wanted, setWanted] = useState<string>();

  useEffect(() => {
    setSupported(offlineSupported());
    setWanted(wantedPage(location.search));
    void storedManuals(location.pathname).then(setManuals, () => setManuals([]));
  }, [location.pathname, location.search]);

  const title = wanted
    ? translate({
        id: 'offline.page.notStoredTitle',
        message: 'This page is not on this device',
        description: 'Heading of the offline page when the visitor, offline, opened a page not stored',
      })
    : translate({id: 'offline.page.title', message: 'Manuals on this device', description: 'Heading of the offline page opened directly'});
  return (
    <Layout
      title={title}
      description={translate({id: 'offline.page.description', message: 'The manuals kept on this device for reading without a connection.'})}
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        {wanted && (
          <p>
            {translate(
              {
                id: 'offline.page.notStored',
                message: 'You seem to be offline, and {page} was not saved on this device. It opens again when you are back online.',
                description: 'The offline page, when a page not stored was opened offline',
              },
              {page: wanted},
            )}{' '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load, so the browser tries the network again */}
            <a href={wanted}>
              {translate({id: 'offline.page.retry', message: 'Try again', description: 'Link on the offline page that opens the wanted page again'})}
            </a>
          </p>
        )}
        {!supported ? (
          <p>{translate({id: 'offline.page.unsupported', message: 'This browser cannot keep manuals for reading without a connection.'})}</p>
        ) : manuals === undefined ? (
          <p role="status">{translate({id: 'offline.page.loading', message: 'Looking for the manuals on this device…'})}</p>
        ) : manuals.length === 0 ? (
          <p>
            {translate({
              id: 'offline.page.none',
              message: 'No manual is kept on this device yet. When you are online, open a manual and choose “Save for offline”.',
            })}
          </p>
        ) : (
          <>
            {wanted && <h2>{translate({id: 'offline.page.listHeading', message: 'Manuals you can read now'})}</h2>}
            <ul className={styles.list}>
              {manuals.map((m) => (
                <li key={m.path}>
                  <Link to={m.path}>{m.title}</Link>
                  {m.saved && (
                    <span className={styles.saved}>
                      {' '}
                      · {translate({id: 'offline.page.savedMark', message: 'saved', description: 'Marks a manual saved on purpose in the offline list'})}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </Layout>
  );
}
