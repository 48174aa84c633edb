import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {wordsOfPath} from '@site/src/lib/missingPage';
import styles from './styles.module.css';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

/** On the not-found page: the site search and the manual finder, both already given the words of the address. */
export default function MissingPageHelp(): ReactNode {
  // In a locale's build the base URL already ends with the locale: `/it/`.
  const localeBase = useDocusaurusContext().siteConfig.baseUrl;
  // The address is known only in the browser: the page is the same HTML for every missing URL.
  const [words, setWords] = useState('');
  useEffect(() => setWords(wordsOfPath(window.location.pathname, localeBase)), [localeBase]);
  const search = useBaseUrl('/search');
  const finder = `${useManualsPath()}/`;
  if (words === '') return null;
  const query = `?q=${encodeURIComponent(words)}`;
  return (
    <section className={`container ${styles.help}`} aria-labelledby="missing-page-help">
      <h2 id="missing-page-help">{translate({id: 'notFound.help.title', message: 'Looking for a manual?'})}</h2>
      <ul>
        <li>
          <Link to={`${search}${query}`}>{translate({id: 'notFound.help.search', message: 'Search all manuals for “{words}”'}, {words})}</Link>
        </li>
        <li>
          <Link to={`${finder}${query}`}>{translate({id: 'notFound.help.finder', message: 'Find the manual for “{words}”'}, {words})}</Link>
        </li>
      </ul>
    </section>
  );
}
