/**
 * Everything the SearchBar needs to run DocSearch's own modal on the local
 * index: lazy loading on intent, keyboard shortcuts, the spec's limits
 * (query and selection cut to 64, snippets of 10 words or 5 on narrow
 * screens) and the links to the search page and the missing-results form.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModalProps} from '@docsearch/react/modal';
import {NARROW_SCREEN_QUERY, PLUGIN_NAME, QUERY_MAX_LENGTH} from '../shared/constants';
import type {SearchGlobalData} from '../options';
import type {LocalSearchClient} from './searchClient';
import {preloadIndex} from './loadIndex';
import type {sanitizeStoredSearches} from './storedSearches';
import {useAccessibleModal} from './useAccessibleModal';
import type SearchScreenFallbacks from '../theme/SearchScreenFallbacks';
import type AskAiScreen from '../theme/AskAiScreen';

/** What the open modal needs, loaded on intent rather than with every page. */
interface ModalCode {
  readonly Modal: ComponentType<DocSearchModalProps>;
  readonly Fallbacks: typeof SearchScreenFallbacks;
  readonly AskAiScreen: typeof AskAiScreen;
  readonly client: LocalSearchClient;
  readonly sanitizeStoredSearches: typeof sanitizeStoredSearches;
}
let modalCode: ModalCode | undefined;

/** Loads the modal's code and styles and the search client, and starts loading the index. */
export function prepareSearch(): Promise<ModalCode> {
  preloadIndex();
  if (modalCode) return Promise.resolve(modalCode);
  return Promise.all([
    import('@docsearch/react/modal'),
    import('../theme/SearchScreenFallbacks'),
    import('../theme/AskAiScreen'),
    import('./searchClient'),
    import('./storedSearches'),
    // Its stylesheet of its own (node/bundle.ts); the button's is in the page.
    import('@docsearch/css/dist/modal.css'),
  ]).then(([modal, fallbacks, askAi, client, stored]) => {
    modalCode = {
      Modal: modal.DocSearchModal as ComponentType<DocSearchModalProps>,
      Fallbacks: fallbacks.default,
      AskAiScreen: askAi.default,
      client: client.createLocalSearchClient(),
      sanitizeStoredSearches: stored.sanitizeStoredSearches,
    };
    return modalCode;
  });
}

export function useSearchData(): SearchGlobalData {
  return usePluginData(PLUGIN_NAME) as SearchGlobalData;
}

/** `/search?q=…` in the current locale. */
export function useSearchPageUrl(): (query: string) => string {
  const {siteConfig} = useDocusaurusContext();
  const {searchPagePath} = useSearchData();
  return useCallback(
    (query: string) => `${siteConfig.baseUrl}${searchPagePath}?q=${encodeURIComponent(query)}`,
    [siteConfig.baseUrl, searchPagePath],
  );
}

export interface LocalDocSearch {
  readonly isOpen: boolean;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly container: HTMLElement | null;
  /** Set once the modal's code has loaded (it has before the modal opens). */
  readonly Modal: ComponentType<DocSearchModalProps> | undefined;
  readonly Fallbacks: typeof SearchScreenFallbacks | undefined;
  readonly AskAiScreen: typeof AskAiScreen | undefined;
  readonly modalProps: Omit<DocSearchModalProps, 'hitComponent' | 'resultsFooterComponent' | 'translations' | 'placeholder' | 'onAskAiToggle'>;
  readonly open: () => void;
  readonly close: () => void;
  /** Results of the query shown in the modal, as the search page counts them. */
  readonly resultCount: (query: string) => number;
}

/** @param dialogLabel The open modal's accessible name, e.g. "Search". */
export function useLocalDocSearch(dialogLabel: string): LocalDocSearch {
  const {i18n, siteConfig} = useDocusaurusContext();
  const data = useSearchData();
  const history = useHistory();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [opening, setOpening] = useState<{initialQuery?: string; snippetWords: number; personalization: boolean; currentPage?: string}>({
    snippetWords: 10,
    personalization: true,
  });
  // Recent searches and favourites are per locale: their URLs are.
  const indexName = `local-${i18n.currentLocale}`;

  const open = useCallback(() => {
    if (!container) {
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      setContainer(div);
    }
    const selection = window.getSelection()?.toString().trim().slice(0, QUERY_MAX_LENGTH);
    const snippetWords = window.matchMedia(NARROW_SCREEN_QUERY).matches ? 5 : 10;
    void prepareSearch().then((code) => {
      const personalization = code.sanitizeStoredSearches(indexName);
      // The manual being read: its copy of a shared section is the one shown.
      setOpening({initialQuery: selection || undefined, snippetWords, personalization, currentPage: window.location.pathname});
      setIsOpen(true);
    });
  }, [container, indexName]);

  const close = useCallback(() => setIsOpen(false), []);
  // Once the page behind is no longer inert, focus can go back to the button.
  const returnFocus = useCallback(() => buttonRef.current?.focus(), []);
  useAccessibleModal(container, isOpen, dialogLabel, returnFocus);

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, searchButtonRef: buttonRef, isAskAiActive: false, onAskAiToggle: () => {}});

  // DocSearch's input allows 512 characters; the spec allows 64.
  useEffect(() => {
    if (isOpen) container?.querySelector<HTMLInputElement>('input.DocSearch-Input')?.setAttribute('maxlength', String(QUERY_MAX_LENGTH));
  }, [isOpen, container]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );
  const missingResultsUrl = data.missingResultsUrl;
  const getMissingResultsUrl = useMemo(() => {
    if (!missingResultsUrl) return undefined;
    const base = missingResultsUrl.startsWith('/') ? siteConfig.baseUrl + missingResultsUrl.slice(1) : missingResultsUrl;
    return ({query}: {query: string}) => base.replaceAll('{query}', encodeURIComponent(query));
  }, [missingResultsUrl, siteConfig.baseUrl]);

  return {
    isOpen,
    buttonRef,
    container,
    Modal: modalCode?.Modal,
    Fallbacks: modalCode?.Fallbacks,
    AskAiScreen: modalCode?.AskAiScreen,
    open,
    close,
    resultCount: (query) => modalCode?.client.countFor(query) ?? 0,
    modalProps: {
      appId: 'local',
      apiKey: 'local',
      indexName,
      initialScrollY: typeof window === 'undefined' ? 0 : window.scrollY,
      initialQuery: opening.initialQuery,
      onClose: close,
      navigator,
      maxResultsPerGroup: data.maxResultsPerGroup,
      disableUserPersonalization: !opening.personalization,
      getMissingResultsUrl,
      transformSearchClient: () => modalCode?.client as unknown as ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>,
      searchParameters: {
        hitsPerPage: data.hitsPerPage,
        attributesToSnippet: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}:${opening.snippetWords}`).concat(`content:${opening.snippetWords}`),
        // Read by our local client only (SearchRequest.currentPage); Algolia is not used with this modal.
        ...(opening.currentPage !== undefined && ({currentPage: opening.currentPage} as object)),
      },
    },
  };
}
