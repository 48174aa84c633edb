/**
 * State of the /search page: the query and page number live in the URL
 * (?q=…&page=…), so results are deep-linkable and survive a reload; the
 * hits come from the same client and ranking as the modal.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {QUERY_MAX_LENGTH} from '../../../src/domain/text/limits';
import {QUESTION_MAX_LENGTH} from '../shared/constants';
import type {SearchResult} from '../shared/types';
import {createLocalSearchClient} from './searchClient';
import {useSearchData} from './useLocalDocSearch';

/** Words per result snippet on the page, where there is room for more than in the modal. */
const PAGE_SNIPPET_WORDS = 30;

/**
 * The zero-based page of `?page=`: a whole number from 1 as people count
 * pages; anything else (0, 2.5, -1, Infinity, 1e3, words) is the first page.
 */
export function pageFromParam(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) - 1 : 0;
}

export type SearchPageState =
  {readonly status: 'idle'} | {readonly status: 'loading'} | {readonly status: 'error'} | {readonly status: 'done'; readonly result: SearchResult};

export interface SearchPage {
  readonly query: string;
  /** The address's whole question (the search reads its first QUERY_MAX_LENGTH characters, the answer all of it). */
  readonly question: string;
  /** Zero-based page of results. */
  readonly page: number;
  readonly state: SearchPageState;
  readonly setQuery: (query: string) => void;
  readonly pageHref: (page: number) => string;
}

/**
 * @param fieldId id of the page's query field: what was typed into the
 * server's HTML before the scripts ran is taken over once they do.
 */
export function useSearchPage(fieldId: string): SearchPage {
  const location = useLocation();
  const history = useHistory();
  const {hitsPerPage} = useSearchData();
  const params = new URLSearchParams(location.search);
  const urlQuestion = (params.get('q') ?? '').slice(0, QUESTION_MAX_LENGTH);
  const urlQuery = urlQuestion.slice(0, QUERY_MAX_LENGTH);
  const page = pageFromParam(params.get('page'));
  // Empty on the server and at hydration, then the URL's value: reading it
  // during the first render would not match the static HTML.
  const [query, setQueryState] = useState('');
  const [question, setQuestion] = useState('');
  useEffect(() => setQueryState(urlQuery), [urlQuery]);
  useEffect(() => setQuestion(urlQuestion), [urlQuestion]);
  const pageHref = useCallback(
    (target: number) => {
      const next = new URLSearchParams({q: urlQuery});
      if (target > 0) next.set('page', String(target + 1));
      return `${location.pathname}?${next.toString()}`;
    },
    [location.pathname, urlQuery],
  );

  const [state, setState] = useState<SearchPageState>({status: 'idle'});
  const client = useMemo(() => createLocalSearchClient(), []);

  useEffect(() => {
    if (urlQuery.trim() === '') {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState({status: 'loading'});
    client
      .search({
        requests: [
          {
            indexName: 'local',
            query: urlQuery,
            page,
            hitsPerPage,
            attributesToSnippet: [`content:${PAGE_SNIPPET_WORDS}`],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            snippetEllipsisText: '…',
          },
        ],
      })
      .then(
        ({results}) => {
          if (!current) return;
          const result = results[0]!;
          // Past the last page (an old link, a typed number): show the last page instead.
          if (result.nbPages > 0 && page >= result.nbPages) history.replace(pageHref(result.nbPages - 1));
          else setState({status: 'done', result});
        },
        () => current && setState({status: 'error'}),
      );
    return () => {
      current = false;
    };
  }, [client, urlQuery, page, hitsPerPage, history, pageHref]);

  const setQuery = useCallback(
    (next: string) => {
      const value = next.slice(0, QUERY_MAX_LENGTH);
      setQueryState(value);
      const search = value.trim() === '' ? '' : `?${new URLSearchParams({q: value}).toString()}`;
      // Replace, not push, while typing: Back leaves the page.
      history.replace({...location, search});
    },
    [history, location],
  );

  // Hydration keeps what was typed into the server's HTML (which always has an
  // empty field) but the state above starts from the address: take the typed
  // query over, into the address too, as if it had been typed now.
  useEffect(() => {
    const field = document.getElementById(fieldId);
    const typed = field instanceof HTMLInputElement ? field.value : '';
    if (typed !== '' && typed !== urlQuery) setQuery(typed);
    // Once, right after hydration: later the field only holds what the state gives it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {query, question, page, state, setQuery, pageHref};
}
