/**
 * The modal's Ask-AI conversation: DocSearch shows its "Ask AI" entry and
 * hands each question over (interceptAskAiEvent); this keeps the exchanges,
 * their state, the visitor's feedback and the last conversations.
 * Answers are composed on the device from the local index. With an
 * endpoint configured, and once the visitor agreed to send the question
 * there, the endpoint writes the answer from the passages retrieved here;
 * when it fails, the answer from the device shows, with the reason.
 * Feedback and conversations stay in local storage; storage that throws or
 * holds junk is simply not used.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {AskAiEndpoint} from '../options';
import {answerQuestion, sectionLines, type Answer, type AnswerSource} from '../../shared/answer';
import type {LocalSearchIndex} from '../../shared/engine/query';
import {chatMessages, EndpointError, replyLines, streamReply, type EndpointFailure, type Turn} from './askEndpoint';
import {readConversations, removeConversation, saveConversation, type Conversation, type Feedback, type SavedExchange} from './conversations';
import {loadIndex} from '../../client/loadIndex';
import {readStored, WRITER_KEY} from './storageKeys';

export interface Exchange extends SavedExchange {
  /** consent: waiting for the visitor to allow sending the question to the endpoint. */
  readonly status: 'consent' | 'thinking' | 'streaming' | 'done' | 'stopped' | 'error';
  /** The endpoint's reply so far, while it streams (and when stopped), and the sources it was sent. */
  readonly text?: string;
  readonly retrieved?: readonly AnswerSource[];
  /** Why the endpoint's answer was replaced by the device's. */
  readonly fallback?: {readonly failure: EndpointFailure; readonly status?: number};
}

/** Who writes the answers, as the visitor chose: undefined until asked (endpoint mode only). */
export type Writer = 'endpoint' | 'device';

export interface AskAi {
  /** The conversation screen shows instead of the keyword search. */
  readonly active: boolean;
  readonly exchanges: readonly Exchange[];
  readonly thinking: boolean;
  /** The configured endpoint's host, when there is one. */
  readonly endpointHost: string | undefined;
  readonly writer: Writer | undefined;
  /** This locale's last conversations, newest first. */
  readonly saved: readonly Conversation[];
  readonly ask: (question: string) => void;
  readonly choose: (writer: Writer) => void;
  readonly stop: () => void;
  readonly newConversation: () => void;
  readonly open: (id: string) => void;
  readonly remove: (id: string) => void;
  /** Back to keyword search; the conversation stays for a return. */
  readonly back: () => void;
  readonly rate: (id: string, feedback: Feedback) => void;
}

function readWriter(): Writer | undefined {
  try {
    const value = readStored(window.localStorage, WRITER_KEY);
    return value === 'endpoint' || value === 'device' ? value : undefined;
  } catch {
    return undefined;
  }
}

function storeWriter(writer: Writer): void {
  try {
    window.localStorage?.setItem(WRITER_KEY, writer);
  } catch {
    // Blocked: the choice holds until the page is left.
  }
}

let lastId = 0;
const newId = (): string => `${Date.now().toString(36)}-${(lastId += 1)}`;

/** What an answer said, as an earlier turn for the endpoint. */
function turnOf(exchange: Exchange): Turn | undefined {
  const answer = exchange.reply?.text ?? (exchange.answer?.found ? exchange.answer.lines.map((l) => l.text).join('\n') : undefined);
  return answer ? {question: exchange.question, answer} : undefined;
}

/** The retrieved sections that have text, numbered again 1, 2, 3. */
function retrieved(index: LocalSearchIndex, sources: readonly AnswerSource[]): {source: AnswerSource; text: string}[] {
  return sources
    .map((source) => ({source, text: sectionLines(index, source.url).join('\n')}))
    .filter((p) => p.text !== '')
    .map((p, i) => ({source: {...p.source, n: i + 1}, text: p.text}));
}

interface Options {
  /** The page the visitor is reading, answered from first. */
  readonly currentPage: string | undefined;
  readonly locale: string;
  /** The locale's language as the site names it, e.g. "Deutsch (de)": the endpoint writes in it. */
  readonly language: string;
  readonly endpoint: AskAiEndpoint | null;
}

export function useAskAi({currentPage, locale, language, endpoint}: Options): AskAi {
  const [active, setActive] = useState(false);
  const [exchanges, setExchanges] = useState<readonly Exchange[]>([]);
  const [writer, setWriter] = useState<Writer | undefined>(undefined);
  const [saved, setSaved] = useState<readonly Conversation[]>([]);
  useEffect(() => {
    setWriter(readWriter());
    setSaved(readConversations(locale));
  }, [locale]);
  // The question being answered and how to stop it; stop() or a new conversation forgets it.
  const pending = useRef<{id: string; controller: AbortController} | undefined>(undefined);
  // The page of the conversation's last answer: a follow-up keeps its product.
  const lastPage = useRef<string | undefined>(undefined);
  const conversationId = useRef(newId());
  // The latest exchanges, for the answerer's history without re-creating ask().
  const current = useRef(exchanges);
  current.current = exchanges;

  const settle = useCallback((id: string, change: Partial<Exchange>) => {
    setExchanges((list) => list.map((e) => (e.id === id ? {...e, ...change} : e)));
  }, []);

  // Each answered exchange is kept with its conversation.
  useEffect(() => {
    if (exchanges.some((e) => e.status === 'thinking' || e.status === 'streaming' || e.status === 'consent')) return;
    const done = exchanges.filter((e) => e.status === 'done' && (e.answer || e.reply));
    if (done.length === 0) return;
    saveConversation({
      id: conversationId.current,
      locale,
      updated: Date.now(),
      exchanges: done.map(({id, question, answer, reply, feedback}) => ({
        id,
        question,
        ...(answer && {answer}),
        ...(reply && {reply}),
        ...(feedback && {feedback}),
      })),
    });
    setSaved(readConversations(locale));
  }, [exchanges, locale]);

  const answer = useCallback(
    (id: string, question: string, written: boolean) => {
      const controller = new AbortController();
      pending.current = {id, controller};
      const history = current.current
        .filter((e) => e.id !== id && e.status === 'done')
        .map(turnOf)
        .filter((t): t is Turn => t !== undefined);
      const finish = (change: Partial<Exchange>, local?: Answer): void => {
        if (pending.current?.id !== id) return;
        pending.current = undefined;
        // A choice names no one manual: the next question still needs its model.
        if (local?.found && !local.choose) lastPage.current = local.sources[0]?.page;
        settle(id, change);
      };
      loadIndex().then(
        (index) => {
          if (pending.current?.id !== id) return;
          const local = answerQuestion(index, question, {currentPage, previousPage: lastPage.current});
          // Nothing retrieved answers it: no endpoint could answer truthfully either.
          if (!written || !endpoint || !local.found || local.choose) {
            finish({status: 'done', answer: local}, local);
            return;
          }
          const passages = retrieved(index, local.sources);
          const sources = passages.map((p) => p.source);
          const messages = chatMessages(
            question,
            passages.map(({source, text}) => ({n: source.n, title: source.title, heading: source.heading, text})),
            history,
            language,
          );
          settle(id, {status: 'streaming', text: '', retrieved: sources});
          streamReply({endpoint, messages, signal: controller.signal, onText: (text) => pending.current?.id === id && settle(id, {text})}).then(
            (text) => {
              // A reply with nothing left once unknown citations are dropped says nothing: the device answers.
              if (replyLines(text, sources.length).length === 0) finish({status: 'done', answer: local, fallback: {failure: 'malformed'}}, local);
              else finish({status: 'done', reply: {text, sources}, text: undefined}, local);
            },
            (error: unknown) => {
              if (controller.signal.aborted && !(error instanceof EndpointError)) return;
              const failure = error instanceof EndpointError ? {failure: error.failure, status: error.status} : {failure: 'network' as const};
              finish({status: 'done', answer: local, text: undefined, fallback: failure}, local);
            },
          );
        },
        () => finish({status: 'error'}),
      );
    },
    [currentPage, endpoint, language, settle],
  );

  const ask = useCallback(
    (raw: string) => {
      const question = raw.trim();
      // One question waits for the visitor's choice at a time.
      if (question === '' || current.current.some((e) => e.status === 'consent')) return;
      setActive(true);
      const id = newId();
      // Until the visitor chose, nothing is sent: the question waits on the device.
      const waiting = endpoint !== null && writer === undefined;
      setExchanges((list) => [...list, {id, question, status: waiting ? 'consent' : 'thinking'}]);
      if (!waiting) answer(id, question, writer === 'endpoint');
    },
    [answer, endpoint, writer],
  );

  const choose = useCallback(
    (choice: Writer) => {
      setWriter(choice);
      storeWriter(choice);
      const waiting = current.current.find((e) => e.status === 'consent');
      if (!waiting) return;
      settle(waiting.id, {status: 'thinking'});
      answer(waiting.id, waiting.question, choice === 'endpoint');
    },
    [answer, settle],
  );

  const stop = useCallback(() => {
    const running = pending.current;
    if (!running) return;
    pending.current = undefined;
    running.controller.abort('stopped');
    settle(running.id, {status: 'stopped'});
  }, [settle]);

  const newConversation = useCallback(() => {
    pending.current?.controller.abort('stopped');
    pending.current = undefined;
    lastPage.current = undefined;
    conversationId.current = newId();
    setExchanges([]);
  }, []);

  const open = useCallback(
    (id: string) => {
      const conversation = readConversations(locale).find((c) => c.id === id);
      if (!conversation) return;
      pending.current?.controller.abort('stopped');
      pending.current = undefined;
      conversationId.current = conversation.id;
      const answered = conversation.exchanges.filter((e) => e.answer?.found || e.reply);
      lastPage.current = (answered.at(-1)?.reply?.sources ?? answered.at(-1)?.answer?.sources)?.[0]?.page;
      setExchanges(conversation.exchanges.map((e) => ({...e, status: 'done'})));
      setActive(true);
    },
    [locale],
  );

  const remove = useCallback(
    (id: string) => {
      removeConversation(id);
      setSaved(readConversations(locale));
    },
    [locale],
  );

  const rate = useCallback((id: string, feedback: Feedback) => settle(id, {feedback}), [settle]);

  return {
    active,
    exchanges,
    thinking: exchanges.some((e) => e.status === 'thinking' || e.status === 'streaming'),
    endpointHost: endpoint ? new URL(endpoint.url).host : undefined,
    writer,
    saved,
    ask,
    choose,
    stop,
    newConversation,
    open,
    remove,
    back: useCallback(() => setActive(false), []),
    rate,
  };
}
