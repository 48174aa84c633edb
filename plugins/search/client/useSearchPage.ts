/**
 * State of the /search page: the query and page number live in the URL
 * (?q=…&page=…), so results are deep-linkable and survive a reload; the
 * hits come from the same client and ranking as the modal.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {QUERY_MAX_LENGTH} from '../shared/constants';
import type {SearchResult} from '../shared/types';
import {createLocalSearchClient} from './searchClient';
import {useSearchData} from './useLocalDocSearch';

/** Words per result snippet on the page, where there is room for more than in the modal. */
const PAGE_SNIPPET_WORDS = 30;

export type SearchPageState =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'}
  | {readonly status: 'error'}
  | {readonly status: 'done'; readonly result: SearchResult};

export interface SearchPage {
  readonly query: string;
  /** Zero-based page of results. */
  readonly page: number;
  readonly state: SearchPageState;
  readonly setQuery: (query: string) => void;
  readonly pageHref: (page: number) => string;
}

export function useSearchPage(): SearchPage {
  const location = useLocation();
  const history = useHistory();
  const {hitsPerPage} = useSearchData();
  const params = new URLSearchParams(location.search);
  const urlQuery = (params.get('q') ?? '').slice(0, QUERY_MAX_LENGTH);
  const page = Math.max(0, (Number(params.get('page')) || 1) - 1);
  // Empty on the server and at hydration, then the URL's value: reading it
  // during the first render would not match the static HTML.
  const [query, setQueryState] = useState('');
  useEffect(() => setQueryState(urlQuery), [urlQuery]);
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
        ({results}) => current && setState({status: 'done', result: results[0]!}),
        () => current && setState({status: 'error'}),
      );
    return () => {
      current = false;
    };
  }, [client, urlQuery, page, hitsPerPage]);

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

  const pageHref = useCallback(
    (target: number) => {
      const next = new URLSearchParams({q: urlQuery});
      if (target > 0) next.set('page', String(target + 1));
      return `${location.pathname}?${next.toString()}`;
    },
    [location.pathname, urlQuery],
  );

  return {query, page, state, setQuery, pageHref};
}
