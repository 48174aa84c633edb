/**
 * A short link's page (`/m/<short id>`), built once, in the default locale.
 * Scripts on: its inline script has already sent the visitor to the manual
 * in their language (see ../../redirect) before this renders. Scripts off:
 * the manual in every language, each link in its own language. No site
 * layout: a language switcher or search would offer pages of other locales
 * that a one-locale page does not have.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {ShortLinkPageProps} from '../../shared/types';
import styles from './styles.module.css';

export default function ShortLinkPage({title, manuals, canonical, script}: ShortLinkPageProps): ReactNode {
  const [first] = manuals;
  return (
    <>
      <Head>
        <title>{first ? `${title} – ${first.manual}` : title}</title>
        {/* Search engines index the manuals themselves. */}
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonical} />
        <script data-manuals={JSON.stringify(manuals.map((m) => [m.lang, m.url]))}>{script}</script>
      </Head>
      <main className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <ul className={styles.manuals}>
          {manuals.map((manual) => (
            <li key={manual.lang}>
              {/* A plain <a>: each is a page of another locale's build, not a route of this one. */}
              {/* eslint-disable-next-line @docusaurus/no-html-links -- the manual in another locale is another site build: a full page load */}
              <a href={manual.url} lang={manual.lang} hrefLang={manual.lang} className={styles.manual}>
                {manual.language} – {manual.manual}
              </a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
