import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import SearchQueryField from '@theme/SearchQueryField';
import {useSearchPage} from '../../client/useSearchPage';
import {useAnswer} from '../../client/useAnswer';
import type {SearchHit} from '../../shared/types';
import AnswerCard from '../AnswerCard';
import AnswerRefusal from '../AnswerRefusal';
import {QUERY_MAX_LENGTH} from '../../../../src/domain/text/limits';
import {useSearchData} from '../../client/useLocalDocSearch';
import styles from './styles.module.css';

/** Markup the search engine built from escaped text; only its <mark> tags are HTML. */
function Marked({html, className}: {readonly html: string; readonly className?: string}): ReactNode {
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function Result({hit}: {readonly hit: SearchHit}): ReactNode {
  const h = hit._highlightResult.hierarchy;
  const heading = [h.lvl1, h.lvl2, h.lvl3].filter((v) => v !== undefined);
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <Link to={hit.url} className={styles.title}>
        {heading.map((v, i) => (
          <Marked key={i} html={v.value} className={i > 0 ? styles.subtitle : undefined} />
        ))}
      </Link>
      <Marked html={hit._highlightResult.hierarchy.lvl0?.value ?? ''} className={styles.section} />
      {snippet && (
        <p className={styles.snippet}>
          <Marked html={snippet} />
        </p>
      )}
    </li>
  );
}

/** /search?q=: the query in a field, the matching pages below, 20 per page. */
export default function SearchResults(): ReactNode {
  const inputId = useId();
  const {query, question, page, state, setQuery, pageHref} = useSearchPage(inputId);
  const {searchPagePath} = useSearchData();
  const {selectMessage} = usePluralForm();
  const trimmed = query.trim();
  const result = state.status === 'done' ? state.result : undefined;
  // The answer reads the address's whole question; the field and the hits its first 64 characters.
  const whole = question.startsWith(query) ? question.trim() : trimmed;
  const answer = useAnswer(page === 0 ? whole : '');
  // A whole question the site cannot answer (a price, another language) finds nothing, though its first 64 characters would.
  const refused = answer !== undefined && !answer.found && answer.reason !== undefined && answer.reason !== 'no-match';
  const hits = refused ? [] : (result?.hits ?? []);
  return (
    <main className={clsx('container margin-vert--lg', styles.page)}>
      <Heading as="h1">
        {trimmed === ''
          ? translate({id: 'search.page.title', message: 'Search the manuals'})
          : translate({id: 'search.page.titleWithQuery', message: 'Search results for “{query}”'}, {query: trimmed})}
      </Heading>
      {/* Before the scripts run (or without them) Enter loads this page with ?q=, which the script then reads. */}
      <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.form}>
        <SearchQueryField id={inputId} name="q" label={translate({id: 'search.page.label', message: 'Search'})} value={query} onChange={setQuery} />
      </form>
      <p role="status" aria-live="polite" className={styles.status}>
        {state.status === 'loading' &&
          translate({id: 'search.page.loading', message: 'Searching the manuals…', description: 'Status on the search page until the results are there'})}
        {state.status === 'error' &&
          translate({id: 'search.page.error', message: 'The search index could not be loaded. Check your connection and try again.'})}
        {result &&
          (result.nbHits > 0 && !refused
            ? selectMessage(result.nbHits, translate({id: 'search.page.count', message: 'One result|{count} results'}, {count: result.nbHits}))
            : translate({id: 'search.page.none', message: 'No results found for “{query}”'}, {query: result.query}))}
      </p>
      {result && whole.length > QUERY_MAX_LENGTH && answer?.found && (
        <p className={styles.status}>
          {translate(
            {id: 'search.page.longQuestion', message: 'The results match the first {count} characters; the answer reads your whole question.'},
            {count: QUERY_MAX_LENGTH},
          )}
        </p>
      )}
      {result && answer?.found && <AnswerCard answer={answer} />}
      {result && refused && <AnswerRefusal reason={answer.reason} language={answer.language} question={whole} searchPagePath={searchPagePath} />}
      {hits.length > 0 && (
        <ol className={styles.results} aria-label={translate({id: 'search.page.results', message: 'Search results'})}>
          {hits.map((hit) => (
            <Result key={hit.objectID} hit={hit} />
          ))}
        </ol>
      )}
      {result && !refused && result.nbPages > 1 && (
        <nav className="pagination-nav" aria-label={translate({id: 'search.page.pagination', message: 'Search result pages'})}>
          {page > 0 ? (
            <Link className="pagination-nav__link pagination-nav__link--prev" to={pageHref(page - 1)}>
              {translate({id: 'search.page.previous', message: 'Previous results'})}
            </Link>
          ) : (
            <span />
          )}
          {page + 1 < result.nbPages && (
            <Link className="pagination-nav__link pagination-nav__link--next" to={pageHref(page + 1)}>
              {translate({id: 'search.page.next', message: 'More results'})}
            </Link>
          )}
        </nav>
      )}
      {result && !refused && result.nbPages > 1 && (
        <p className={styles.pageOf}>{translate({id: 'search.page.pageOf', message: 'Page {page} of {pages}'}, {page: page + 1, pages: result.nbPages})}</p>
      )}
    </main>
  );
}
