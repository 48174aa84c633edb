/**
 * The navbar search's part that every page loads: the open state, the
 * keyboard shortcuts and, on the visitor's first sign of intent, loading the
 * modal and the index. The modal is theme/SearchModal (DocSearch's modal, our
 * client, Ask AI); theme/SearchBar hands in its loader, as this layer never
 * imports the theme. What the open modal does lives in the modal's own chunk.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {QUERY_MAX_LENGTH} from '../../../src/domain/text/limits';
import {NARROW_SCREEN_QUERY, PLUGIN_NAME} from '../shared/constants';
import type {SearchGlobalData} from '../options';
import {indexUrl, loadIndex, preloadIndex} from './loadIndex';

/**
 * What starts loading the modal's code and styles, and the index: the same
 * promise every time, until a load fails.
 * @param load imports the modal's module
 */
export function modalLoader<Modal>(load: () => Promise<{default: Modal}>): () => Promise<Modal> {
  let modal: Promise<Modal> | undefined;
  return () => {
    preloadIndex();
    return (modal ??= load().then(
      (m) => m.default,
      (error: unknown) => {
        // A lost connection: the next touch of the button tries again.
        modal = undefined;
        throw error;
      },
    ));
  };
}

const OFFLINE_READY_KEY = 'search-offline-ready';

/**
 * Whether a worker controlled the page when it started loading. Read once, as
 * the page's scripts run: the offline plugin registers its worker on load and
 * the worker claims the page at once, so by the time the navbar mounts (or
 * mounts again once a phone's layout is known) a first visit looks controlled.
 */
const controlledFromStart = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * Where a service worker keeps what the site loads (offline reading), loads
 * the modal and the index once per deploy, at idle, so that the search opens
 * and searches offline too. Never on a first visit (the page loaded before
 * any worker controlled it): a visitor who reads one page pays nothing for it.
 */
function keepSearchForOffline(prepareSearch: () => Promise<unknown>): void {
  const url = indexUrl();
  if (!url || !controlledFromStart) return;
  try {
    if (window.localStorage.getItem(OFFLINE_READY_KEY) === url) return;
  } catch {
    return; // Site data blocked: no worker either.
  }
  const idle = window.requestIdleCallback?.bind(window) ?? ((run: () => void) => window.setTimeout(run, 2000));
  idle(
    () =>
      // Ready once the modal has loaded and the worker holds the index: marked earlier, a visitor who went offline at
      // once would find no index, and no later visit would fetch it again for this deploy.
      void Promise.all([prepareSearch(), loadIndex()])
        .then(async () => {
          if (await heldByWorker(url)) window.localStorage.setItem(OFFLINE_READY_KEY, url);
        })
        .catch(() => undefined),
  );
}

/** Whether the worker's caches hold `url`; the worker stores a response as it hands it on, so allow it a few seconds. */
async function heldByWorker(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if ((await caches.match(url)) !== undefined) return true;
    await new Promise((resolve) => window.setTimeout(resolve, 500));
  }
  return false;
}

export function useSearchData(): SearchGlobalData {
  return usePluginData(PLUGIN_NAME) as SearchGlobalData;
}

/** What the modal opens with, read when the visitor opens it. */
export interface SearchOpening {
  /** The text selected on the page, if any, cut to the query limit. */
  readonly initialQuery?: string;
  /** Words per snippet: 10, or 5 on narrow screens (the spec). */
  readonly snippetWords: number;
  /** The page being read: its copy of a shared section is the one shown. */
  readonly currentPage: string;
}

export interface LocalDocSearch<Modal> {
  readonly isOpen: boolean;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  /** Where the modal renders, made on first opening. */
  readonly container: HTMLElement | null;
  /** Set once the modal's code has loaded (it has before the modal opens). */
  readonly Modal: Modal | undefined;
  readonly opening: SearchOpening | undefined;
  readonly open: () => void;
  readonly close: () => void;
  /** The modal's code could not be loaded (offline before it was ever kept): the button says so. */
  readonly unavailable: boolean;
}

/** @param prepareSearch a `modalLoader`: loads the modal and the index */
export function useLocalDocSearch<Modal>(prepareSearch: () => Promise<Modal>): LocalDocSearch<Modal> {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [opening, setOpening] = useState<SearchOpening>();
  const [Modal, setModal] = useState<Modal>();
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => keepSearchForOffline(prepareSearch), [prepareSearch]);

  const open = useCallback(() => {
    if (!container) {
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      setContainer(div);
    }
    const next: SearchOpening = {
      initialQuery: window.getSelection()?.toString().trim().slice(0, QUERY_MAX_LENGTH) || undefined,
      snippetWords: window.matchMedia(NARROW_SCREEN_QUERY).matches ? 5 : 10,
      currentPage: window.location.pathname,
    };
    setUnavailable(false);
    void prepareSearch().then(
      (loaded) => {
        setModal(() => loaded);
        setOpening(next);
        setIsOpen(true);
      },
      () => setUnavailable(true),
    );
  }, [container, prepareSearch]);

  const close = useCallback(() => setIsOpen(false), []);

  // The hook's own entry point (not the package's, which would bring the modal into every page) ships no types.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call
  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, searchButtonRef: buttonRef, isAskAiActive: false, onAskAiToggle: () => {}});

  return {isOpen, buttonRef, container, Modal, opening, open, close, unavailable};
}
