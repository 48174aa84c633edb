/**
 * The navbar search's part that every page loads: the open state, the
 * keyboard shortcuts and, on the visitor's first sign of intent, loading the
 * modal (theme/SearchModal: DocSearch's modal, our client, Ask AI) and the
 * index. What the open modal does lives in the modal's own chunk.
 */
import {useCallback, useRef, useState, type RefObject} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {NARROW_SCREEN_QUERY, PLUGIN_NAME, QUERY_MAX_LENGTH} from '../shared/constants';
import type {SearchGlobalData} from '../options';
import {preloadIndex} from './loadIndex';
import type SearchModal from '../theme/SearchModal';

let modal: Promise<typeof SearchModal> | undefined;

/** Starts loading the modal's code and styles and the index; the same promise every time, until a load fails. */
export function prepareSearch(): Promise<typeof SearchModal> {
  preloadIndex();
  return (modal ??= import('../theme/SearchModal').then(
    (m) => m.default,
    (error: unknown) => {
      // A lost connection: the next touch of the button tries again.
      modal = undefined;
      throw error;
    },
  ));
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

export interface LocalDocSearch {
  readonly isOpen: boolean;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  /** Where the modal renders, made on first opening. */
  readonly container: HTMLElement | null;
  /** Set once the modal's code has loaded (it has before the modal opens). */
  readonly Modal: typeof SearchModal | undefined;
  readonly opening: SearchOpening | undefined;
  readonly open: () => void;
  readonly close: () => void;
}

export function useLocalDocSearch(): LocalDocSearch {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [opening, setOpening] = useState<SearchOpening>();
  const [Modal, setModal] = useState<typeof SearchModal>();

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
    void prepareSearch().then((loaded) => {
      setModal(() => loaded);
      setOpening(next);
      setIsOpen(true);
    });
  }, [container]);

  const close = useCallback(() => setIsOpen(false), []);

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, searchButtonRef: buttonRef, isAskAiActive: false, onAskAiToggle: () => {}});

  return {isOpen, buttonRef, container, Modal, opening, open, close};
}
