/**
 * The modal's Ask-AI conversation, in DocSearch's own markup and classes
 * (DocSearch-AskAiScreen-*), inside its modal: DocSearch 4.7.1 hands each
 * question to us (interceptAskAiEvent) and renders no conversation of its
 * own, so this takes the place of its search bar, results and footer while
 * the conversation shows; on the modal's start screen it lists the last
 * conversations. Answers are announced politely, each line once, as it
 * completes. It loads with the modal, never with the page.
 */
import {useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {replyLines} from '../../askAi/client/askEndpoint';
import {useAskAi, type AskAi, type Exchange} from '../../askAi/client/useAskAi';
import type {AskAiEndpoint} from '../../askAi/options';
import RecentConversations from '../RecentConversations';
import AnswerText from '../AnswerText';
import AnswerRefusal from '../AnswerRefusal';
import {QUESTION_MAX_LENGTH} from '../../shared/constants';
import {askAiTranslations as t} from './translations';
import styles from './styles.module.css';

interface Props {
  /** The element the modal is rendered into. */
  readonly container: HTMLElement;
  /** Where the modal's interceptAskAiEvent finds the function that asks. */
  readonly asker: RefObject<((question: string) => void) | null>;
  /** The page the visitor is reading: its manual answers first. */
  readonly currentPage: string;
  /** The endpoint that writes the answers (the plugin's `askAiEndpoint`), or null: answers from the device. */
  readonly endpoint: AskAiEndpoint | null;
  /** Path of the search page below the locale's base URL: a question in another language links to that language's. */
  readonly searchPagePath: string;
}

interface ModalParts {
  readonly modal: HTMLElement | null;
  /** The panel under the search box while the query is empty: the start screen. */
  readonly startScreen: HTMLElement | null;
}

/** DocSearch's modal, once it is in the page, and its start screen while it shows. */
function useModal(container: HTMLElement): ModalParts {
  const [parts, setParts] = useState<ModalParts>({modal: null, startScreen: null});
  useEffect(() => {
    const update = (): void => {
      const modal = container.querySelector<HTMLElement>('.DocSearch-Modal');
      const empty = modal?.querySelector<HTMLInputElement>('input.DocSearch-Input')?.value === '';
      const startScreen = empty ? (modal?.querySelector<HTMLElement>(':scope > .DocSearch-Dropdown') ?? null) : null;
      setParts((old) => (old.modal === modal && old.startScreen === startScreen ? old : {modal, startScreen}));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', update);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', update);
    };
  }, [container]);
  return parts;
}

const sourceTitle = (s: {title: string; heading: string | null}): string => (s.heading ? `${s.title} › ${s.heading}` : s.title);

/** The answer as plain text with its sources, for the copy button. */
function answerText(exchange: Exchange): string {
  const sources = exchange.reply?.sources ?? (exchange.answer?.found ? exchange.answer.sources : []);
  const lines = exchange.reply
    ? replyLines(exchange.reply.text, sources.length).map((l) => `${l.text}${l.cites.map((n) => ` [${n}]`).join('')}`)
    : exchange.answer?.found
      ? exchange.answer.choose
        ? [t.chooseText]
        : exchange.answer.lines.map((l) => `${l.step === undefined ? '' : `${l.step}. `}${l.text} [${l.source}]`)
      : [];
  return [...lines, '', ...sources.map((s) => `[${s.n}] ${sourceTitle(s)}: ${new URL(s.url, window.location.href).href}`)].join('\n');
}

/**
 * What the live region says of an exchange: each line once it is complete,
 * and what became of it. (The consent needs no announcement: it takes the focus.)
 */
function spoken(exchange: Exchange): {key: string; text: string}[] {
  const said: {key: string; text: string}[] = [];
  if (exchange.fallback) {
    const reason = t.fallback[exchange.fallback.failure].replace('{status}', String(exchange.fallback.status ?? ''));
    said.push({key: 'fallback', text: `${reason} ${t.fallbackDevice}`});
  }
  const text = exchange.reply?.text ?? exchange.text;
  if (text !== undefined) {
    const complete = exchange.status === 'done' ? text : text.slice(0, text.lastIndexOf('\n') + 1);
    replyLines(complete, 10).forEach((line, i) => said.push({key: `line-${i}`, text: line.text}));
  } else if (exchange.answer?.found) {
    if (exchange.answer.choose) said.push({key: 'choose', text: `${t.chooseText} ${exchange.answer.sources.map((s) => s.title).join(', ')}`});
    exchange.answer.lines.forEach((line, i) => said.push({key: `answer-${i}`, text: line.step === undefined ? line.text : `${line.step}. ${line.text}`}));
  } else if (exchange.answer) {
    said.push({key: 'not-found', text: t.notFoundText});
  }
  if (exchange.status === 'stopped') said.push({key: 'stopped', text: t.stoppedText});
  if (exchange.status === 'error') said.push({key: 'error', text: t.errorText});
  return said;
}

function AnswerActions({exchange, askAi}: {readonly exchange: Exchange; readonly askAi: AskAi}): ReactNode {
  const [copied, setCopied] = useState(false);
  return (
    <div className="DocSearch-AskAiScreen-Answer-Footer">
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          title={t.copyButtonTitle}
          onClick={() => {
            void navigator.clipboard?.writeText(answerText(exchange)).then(
              () => setCopied(true),
              () => undefined,
            );
          }}
        >
          {copied ? t.copyButtonCopiedText : t.copyButtonText}
        </button>
        {exchange.feedback === undefined ? (
          <>
            <button type="button" className={styles.action} onClick={() => askAi.rate(exchange.id, 'like')}>
              {t.likeButtonTitle}
            </button>
            <button type="button" className={styles.action} onClick={() => askAi.rate(exchange.id, 'dislike')}>
              {t.dislikeButtonTitle}
            </button>
          </>
        ) : (
          <p className={styles.thanks}>{t.thanksForFeedbackText}</p>
        )}
      </div>
    </div>
  );
}

function Citation({n, url}: {readonly n: number; readonly url: string}): ReactNode {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- an anchor on this page (the numbered source below)
    <a href={url} className={styles.cite} aria-label={t.sourceNumber.replace('{number}', String(n))}>
      [{n}]
    </a>
  );
}

function Sources({sources}: {readonly sources: NonNullable<Exchange['reply']>['sources']}): ReactNode {
  return (
    <div className="DocSearch-AskAiScreen-RelatedSources">
      <p className="DocSearch-AskAiScreen-RelatedSources-Title">{t.relatedSourcesText}</p>
      <ol className={`DocSearch-AskAiScreen-RelatedSources-List ${styles.sources}`}>
        {sources.map((source) => (
          <li key={source.url}>
            <Link to={source.url} className="DocSearch-AskAiScreen-RelatedSources-Item-Link">
              {source.n}. {sourceTitle(source)}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The endpoint's reply, as it streams and once done: its lines with the citations of retrieved sources only. */
function ReplyText({text, sources}: {readonly text: string; readonly sources: NonNullable<Exchange['reply']>['sources']}): ReactNode {
  return (
    <ul className={styles.lines}>
      {replyLines(text, sources.length).map((line, i) => (
        <li key={i}>
          {line.text}
          {line.cites.map((n) => (
            <span key={n}>
              {' '}
              <Citation n={n} url={sources[n - 1]!.url} />
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

function Consent({askAi, host}: {readonly askAi: AskAi; readonly host: string}): ReactNode {
  const send = useRef<HTMLButtonElement>(null);
  // The choice is the next thing to do: keyboard users land on it.
  useEffect(() => send.current?.focus(), []);
  return (
    <div className={styles.consent} role="group" aria-labelledby="ask-ai-consent">
      <p id="ask-ai-consent">{t.consentText.replace('{host}', host)}</p>
      <div className={styles.actions}>
        <button ref={send} type="button" className="button button--primary button--sm" onClick={() => askAi.choose('endpoint')}>
          {t.consentSend.replace('{host}', host)}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => askAi.choose('device')}>
          {t.consentDevice}
        </button>
      </div>
    </div>
  );
}

function ExchangeView({
  exchange,
  askAi,
  faqUrl,
  contactUrl,
  searchPagePath,
}: {
  readonly exchange: Exchange;
  readonly askAi: AskAi;
  readonly faqUrl: string;
  readonly contactUrl: string;
  readonly searchPagePath: string;
}): ReactNode {
  const {answer, reply, fallback} = exchange;
  const streaming = exchange.status === 'streaming' || (exchange.status === 'stopped' && exchange.text);
  return (
    <article className={`DocSearch-AskAiScreen-Response-Container ${styles.exchange}`}>
      <div className="DocSearch-AskAiScreen-Message DocSearch-AskAiScreen-Message--user">
        <p className={`DocSearch-AskAiScreen-Query ${styles.question}`}>
          <span className={styles.visuallyHidden}>{t.questionLabel} </span>
          {exchange.question}
        </p>
      </div>
      <div className="DocSearch-AskAiScreen-Message DocSearch-AskAiScreen-Message--assistant" aria-busy={exchange.status === 'streaming'}>
        {exchange.status === 'consent' && askAi.endpointHost && <Consent askAi={askAi} host={askAi.endpointHost} />}
        {(exchange.status === 'thinking' || (exchange.status === 'streaming' && !exchange.text)) && <p className={styles.status}>{t.thinkingText}</p>}
        {streaming && exchange.text && <ReplyText text={exchange.text} sources={exchange.retrieved ?? []} />}
        {exchange.status === 'stopped' && <p className={styles.status}>{t.stoppedText}</p>}
        {exchange.status === 'error' && <p className={`DocSearch-AskAiScreen-Error ${styles.status}`}>{t.errorText}</p>}
        {fallback && (
          <p className={styles.fallback} role="note">
            {t.fallback[fallback.failure].replace('{status}', String(fallback.status ?? ''))} {t.fallbackDevice}
          </p>
        )}
        {answer && !answer.found && (
          <div className="DocSearch-AskAiScreen-MessageContent">
            {answer.reason && answer.reason !== 'no-match' ? (
              <AnswerRefusal reason={answer.reason} language={answer.language} question={exchange.question} searchPagePath={searchPagePath} />
            ) : (
              <p>{t.notFoundText}</p>
            )}
            <p>
              <Link to={faqUrl}>{t.faqLinkText}</Link> · <Link to={contactUrl}>{t.contactLinkText}</Link>
            </p>
          </div>
        )}
        {reply && (
          <>
            <div className="DocSearch-AskAiScreen-MessageContent">
              <ReplyText text={reply.text} sources={reply.sources} />
            </div>
            <AnswerActions exchange={exchange} askAi={askAi} />
            <Sources sources={reply.sources} />
          </>
        )}
        {!reply && answer?.found && (
          <>
            <div className="DocSearch-AskAiScreen-MessageContent">
              <AnswerText answer={answer} cite={(n) => <Citation n={n} url={answer.sources[n - 1]!.url} />} />
            </div>
            <AnswerActions exchange={exchange} askAi={askAi} />
            {!answer.choose && <Sources sources={answer.sources} />}
          </>
        )}
      </div>
    </article>
  );
}

/** Who writes the answers, when an endpoint is configured and the visitor chose: said, and changeable. */
function Writer({askAi}: {readonly askAi: AskAi}): ReactNode {
  const host = askAi.endpointHost;
  if (!host || !askAi.writer) return null;
  const byEndpoint = askAi.writer === 'endpoint';
  return (
    <p className={styles.writer}>
      {byEndpoint ? t.writtenByEndpoint.replace('{host}', host) : t.writtenOnDevice}{' '}
      <button type="button" className={styles.link} onClick={() => askAi.choose(byEndpoint ? 'device' : 'endpoint')}>
        {byEndpoint ? t.switchToDevice : t.switchToEndpoint.replace('{host}', host)}
      </button>
    </p>
  );
}

export default function AskAiScreen({container, asker, currentPage, endpoint, searchPagePath}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {label, htmlLang} = i18n.localeConfigs[i18n.currentLocale] ?? {label: i18n.currentLocale, htmlLang: i18n.currentLocale};
  const askAi = useAskAi({currentPage, locale: i18n.currentLocale, language: `${label} (${htmlLang})`, endpoint});
  const faqUrl = useBaseUrl('/faq');
  const contactUrl = useBaseUrl('/contact');
  const {modal, startScreen} = useModal(container);
  const {ask} = askAi;
  useEffect(() => {
    asker.current = ask;
    return () => {
      asker.current = null;
    };
  }, [asker, ask]);
  const input = useRef<HTMLInputElement>(null);
  const [question, setQuestion] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const {active, exchanges} = askAi;
  const current = useRef(exchanges);
  current.current = exchanges;
  // The newest exchange comes into view as it is asked.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({block: 'start'});
  }, [exchanges.length]);
  useEffect(() => {
    if (!modal) return undefined;
    modal.toggleAttribute('data-ask-ai', active);
    // A question waiting for the visitor's consent keeps the focus on that choice.
    if (active && !current.current.some((e) => e.status === 'consent')) input.current?.focus();
    else modal.querySelector<HTMLInputElement>('input.DocSearch-Input')?.focus();
    return () => modal.removeAttribute('data-ask-ai');
  }, [modal, active]);
  const recent = (
    <RecentConversations
      conversations={askAi.saved}
      title={t.recentConversationsTitle}
      removeLabel={t.removeConversation}
      onOpen={askAi.open}
      onRemove={askAi.remove}
    />
  );
  if (!modal) return null;
  if (!active) return startScreen ? createPortal(recent, startScreen) : null;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (askAi.thinking) return;
    askAi.ask(question);
    setQuestion('');
  };
  return createPortal(
    <div className={styles.screen}>
      <header className="DocSearch-SearchBar">
        <form className="DocSearch-Form" onSubmit={submit}>
          <button type="button" className={`DocSearch-AskAi-Return ${styles.back}`} onClick={askAi.back} aria-label={t.backText} title={t.backText}>
            <span aria-hidden="true">←</span>
          </button>
          <input
            ref={input}
            className="DocSearch-Input"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={askAi.thinking ? t.placeholderStreaming : t.placeholder}
            aria-label={t.inputLabel}
            enterKeyHint="send"
            maxLength={QUESTION_MAX_LENGTH}
          />
          {askAi.thinking ? (
            <button type="button" className={styles.textButton} onClick={askAi.stop}>
              {t.stopText}
            </button>
          ) : (
            <button type="button" className={styles.textButton} onClick={askAi.newConversation} disabled={askAi.exchanges.length === 0}>
              {t.newConversationText}
            </button>
          )}
        </form>
      </header>
      <div className="DocSearch-Dropdown">
        <div className="DocSearch-AskAiScreen DocSearch-AskAiScreen-Container">
          <p className="DocSearch-AskAiScreen-Disclaimer">{t.disclaimerText}</p>
          <Writer askAi={askAi} />
          {exchanges.length === 0 && recent}
          <div ref={list} className="DocSearch-AskAiScreen-ExchangesList">
            {exchanges.map((exchange) => (
              <ExchangeView key={exchange.id} exchange={exchange} askAi={askAi} faqUrl={faqUrl} contactUrl={contactUrl} searchPagePath={searchPagePath} />
            ))}
          </div>
          <div className={styles.visuallyHidden} aria-live="polite" aria-relevant="additions" data-testid="ask-ai-live">
            {exchanges.flatMap((exchange) => spoken(exchange).map((said) => <p key={`${exchange.id}-${said.key}`}>{said.text}</p>))}
          </div>
        </div>
      </div>
    </div>,
    modal,
  );
}
