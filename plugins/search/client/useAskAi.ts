/**
 * The modal's Ask-AI conversation, answered on the local index: DocSearch
 * shows its "Ask AI" entry and hands each question over (interceptAskAiEvent),
 * this keeps the exchanges, their state and the visitor's feedback. Nothing
 * leaves the browser: feedback is kept in local storage only, and storage
 * that throws or holds junk is simply not used.
 */
import {useCallback, useRef, useState} from 'react';
import {answerQuestion, type Answer} from '../shared/answer';
import {loadIndex} from './loadIndex';

export type Feedback = 'like' | 'dislike';

export interface Exchange {
  readonly id: string;
  readonly question: string;
  readonly status: 'thinking' | 'done' | 'stopped' | 'error';
  readonly answer?: Answer;
  readonly feedback?: Feedback;
}

export interface AskAi {
  /** The conversation screen shows instead of the keyword search. */
  readonly active: boolean;
  readonly exchanges: readonly Exchange[];
  readonly thinking: boolean;
  readonly ask: (question: string) => void;
  readonly stop: () => void;
  readonly newConversation: () => void;
  /** Back to keyword search; the conversation stays for a return. */
  readonly back: () => void;
  readonly rate: (id: string, feedback: Feedback) => void;
}

const FEEDBACK_KEY = 'globber-ask-ai-feedback';

/** Feedback given so far, by answer id; empty when storage is blocked or holds something else. */
function readFeedback(): Record<string, Feedback> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage?.getItem(FEEDBACK_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, Feedback] => e[1] === 'like' || e[1] === 'dislike'));
  } catch {
    return {};
  }
}

function storeFeedback(id: string, feedback: Feedback): void {
  try {
    window.localStorage?.setItem(FEEDBACK_KEY, JSON.stringify({...readFeedback(), [id]: feedback}));
  } catch {
    // Storage blocked or full: the thanks still shows, nothing is kept.
  }
}

let lastId = 0;
const newId = (): string => `${Date.now().toString(36)}-${(lastId += 1)}`;

/** @param currentPage the page the visitor is reading, answered from first */
export function useAskAi(currentPage: string | undefined): AskAi {
  const [active, setActive] = useState(false);
  const [exchanges, setExchanges] = useState<readonly Exchange[]>([]);
  // The question being answered; stop() or a new conversation forgets it.
  const pending = useRef<string | undefined>(undefined);
  // The page of the conversation's last answer: a follow-up keeps its product.
  const lastPage = useRef<string | undefined>(undefined);

  const settle = useCallback((id: string, change: Partial<Exchange>) => {
    setExchanges((list) => list.map((e) => (e.id === id ? {...e, ...change} : e)));
  }, []);

  const ask = useCallback(
    (raw: string) => {
      const question = raw.trim();
      if (question === '') return;
      setActive(true);
      const id = newId();
      pending.current = id;
      setExchanges((list) => [...list, {id, question, status: 'thinking'}]);
      loadIndex().then(
        (index) => {
          if (pending.current !== id) return;
          pending.current = undefined;
          const answer = answerQuestion(index, question, {currentPage, previousPage: lastPage.current});
          if (answer.found) lastPage.current = answer.sources[0]?.page;
          settle(id, {status: 'done', answer});
        },
        () => {
          if (pending.current !== id) return;
          pending.current = undefined;
          settle(id, {status: 'error'});
        },
      );
    },
    [currentPage, settle],
  );

  const stop = useCallback(() => {
    const id = pending.current;
    if (id === undefined) return;
    pending.current = undefined;
    settle(id, {status: 'stopped'});
  }, [settle]);

  const newConversation = useCallback(() => {
    pending.current = undefined;
    lastPage.current = undefined;
    setExchanges([]);
  }, []);

  const rate = useCallback(
    (id: string, feedback: Feedback) => {
      storeFeedback(id, feedback);
      settle(id, {feedback});
    },
    [settle],
  );

  return {
    active,
    exchanges,
    thinking: exchanges.some((e) => e.status === 'thinking'),
    ask,
    stop,
    newConversation,
    back: useCallback(() => setActive(false), []),
    rate,
  };
}
