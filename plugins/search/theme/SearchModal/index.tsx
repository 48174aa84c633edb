/**
 * The open search: DocSearch's own modal (not a fork) on the local index
 * through an Algolia-compatible client, with our empty/error screens and the
 * Ask-AI screen. Loaded with everything it imports on the visitor's first
 * sign of intent (see ../SearchBar), never with the page.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DocSearchModal, type DocSearchModalProps} from '@docsearch/react/modal';
// With ours below, a stylesheet that loads with the modal (node/bundle.ts); the button's is in the page.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './styles.module.css';
import translations from '../SearchTranslations';
import SearchHit from '../SearchHit';
import SearchScreenFallbacks from '../SearchScreenFallbacks';
import AskAiScreen from '../AskAiScreen';
import LongQueryNote from '../LongQueryNote';
import OfflineNote from '../OfflineNote';
import {QUERY_MAX_LENGTH} from '../../../../src/domain/text/limits';
import {createLocalSearchClient} from '../../client/searchClient';
import {getIndexStatus} from '../../client/loadIndex';
import {sanitizeStoredSearches} from '../../client/storedSearches';
import {useAccessibleModal} from '../../client/useAccessibleModal';
import {useSearchData, type SearchOpening} from '../../client/useLocalDocSearch';

/** One client per page load: it keeps the index once loaded. */
const client = createLocalSearchClient();

interface Props {
  readonly container: HTMLElement;
  readonly opening: SearchOpening;
  /** The dialog's accessible name, the button's label. */
  readonly label: string;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly onClose: () => void;
}

export default function SearchModal({container, opening, label, buttonRef, onClose}: Props): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const data = useSearchData();
  const history = useHistory();
  const {selectMessage} = usePluralForm();
  // Recent searches and favourites are per locale: their URLs are.
  const indexName = `local-${i18n.currentLocale}`;
  // Read before DocSearch reads the stored searches: entries it cannot show are dropped.
  const [personalization] = useState(() => sanitizeStoredSearches(indexName));
  const [initialScrollY] = useState(() => window.scrollY);
  // The Ask-AI screen puts its ask function here.
  const asker = useRef<((question: string) => void) | null>(null);

  // Once the page behind is no longer inert, focus can go back to the button.
  const returnFocus = useCallback(() => buttonRef.current?.focus(), [buttonRef]);
  useAccessibleModal(container, label, returnFocus);
  // DocSearch's input allows 512 characters; the spec allows 64.
  useEffect(() => {
    container.querySelector<HTMLInputElement>('input.DocSearch-Input')?.setAttribute('maxlength', String(QUERY_MAX_LENGTH));
  }, [container]);
  // Until the index arrives DocSearch lists nothing, not even its "Ask AI" entry, so Enter would do nothing:
  // the question is asked now and answered once the index is there.
  useEffect(() => {
    const input = container.querySelector<HTMLInputElement>('input.DocSearch-Input');
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Enter' || event.isComposing || getIndexStatus() === 'ready' || input?.value.trim() === '') return;
      event.preventDefault();
      event.stopPropagation();
      asker.current?.(input!.value.trim());
    };
    input?.addEventListener('keydown', onKeyDown, true);
    return () => input?.removeEventListener('keydown', onKeyDown, true);
  }, [container]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );
  const getMissingResultsUrl = useMemo(() => {
    const url = data.missingResultsUrl;
    if (!url) return undefined;
    const base = url.startsWith('/') ? siteConfig.baseUrl + url.slice(1) : url;
    return ({query}: {query: string}) => base.replaceAll('{query}', encodeURIComponent(query));
  }, [data.missingResultsUrl, siteConfig.baseUrl]);
  const searchPageUrl = (query: string) => `${siteConfig.baseUrl}${data.searchPagePath}?q=${encodeURIComponent(query)}`;

  return (
    <>
      <SearchScreenFallbacks container={container} translations={translations.modal} />
      <AskAiScreen
        container={container}
        asker={asker}
        currentPage={opening.currentPage}
        endpoint={data.askAiEndpoint ?? null}
        searchPagePath={data.searchPagePath}
      />
      <LongQueryNote container={container} onAsk={(question) => asker.current?.(question)} />
      <OfflineNote container={container} />
      {createPortal(
        <DocSearchModal
          appId="local"
          apiKey="local"
          indexName={indexName}
          initialScrollY={initialScrollY}
          initialQuery={opening.initialQuery}
          onClose={onClose}
          navigator={navigator}
          maxResultsPerGroup={data.maxResultsPerGroup}
          disableUserPersonalization={!personalization}
          getMissingResultsUrl={getMissingResultsUrl}
          transformSearchClient={() => client as unknown as ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>}
          searchParameters={{
            hitsPerPage: data.hitsPerPage,
            attributesToSnippet: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
              .map((l) => `hierarchy.${l}:${opening.snippetWords}`)
              .concat(`content:${opening.snippetWords}`),
            // Read by our local client only (SearchRequest.currentPage); Algolia is not used with this modal.
            ...({currentPage: opening.currentPage} as object),
          }}
          onAskAiToggle={() => {}}
          // DocSearch shows its "Ask AI" entry and hands each question over; the answer is ours, from the local index.
          askAi="local"
          interceptAskAiEvent={({query}) => {
            asker.current?.(query);
            return true;
          }}
          hitComponent={SearchHit}
          resultsFooterComponent={({state}) => {
            const count = client.countFor(state.query);
            return (
              <Link to={searchPageUrl(state.query)} onClick={onClose}>
                {count === undefined ? (
                  // Before the first results (the index still loading) there is no count to give.
                  <Translate id="search.seeAllResults" description="Link to the search page before the number of results is known">
                    See all results
                  </Translate>
                ) : (
                  // Not theme.SearchBar.seeAll: the theme's translations of it have no singular ("Alle 1 Ergebnisse anzeigen").
                  selectMessage(
                    count,
                    translate(
                      {
                        id: 'search.seeAllCount',
                        message: 'See {count} result|See all {count} results',
                        description: 'Link to the search page with the number of results; plural forms separated by |, as the language needs them',
                      },
                      {count},
                    ),
                  )
                )}
              </Link>
            );
          }}
          placeholder={translations.placeholder}
          translations={translations.modal}
        />,
        container,
      )}
    </>
  );
}
