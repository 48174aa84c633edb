/**
 * The modal's Ask-AI conversation, in DocSearch's own markup and classes
 * (DocSearch-AskAiScreen-*), inside its modal: DocSearch 4.7.1 hands each
 * question to us (interceptAskAiEvent) and renders no conversation of its
 * own, so this takes the place of its search bar, results and footer while
 * the conversation shows. New answers are announced politely, one at a time.
 * It loads with the modal, never with the page.
 */
import {useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useAskAi, type AskAi, type Exchange} from '../../client/useAskAi';
import {askAiTranslations as t, type AskAiTranslations} from './translations';
import styles from './styles.module.css';

interface Props {
  /** The element the modal is rendered into. */
  readonly container: HTMLElement;
  /** Where the modal's interceptAskAiEvent finds the function that asks. */
  readonly asker: RefObject<((question: string) => void) | null>;
  /** The page the visitor is reading: its manual answers first. */
  readonly currentPage: string;
}

/** DocSearch's modal, once it is in the page. */
function useModal(container: HTMLElement): HTMLElement | null {
  const [modal, setModal] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const update = (): void => setModal(container.querySelector<HTMLElement>('.DocSearch-Modal'));
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container]);
  return modal;
}

/** The answer as plain text with its sources, for the copy button. */
function answerText(exchange: Exchange): string {
  const answer = exchange.answer;
  if (!answer?.found) return '';
  const lines = answer.lines.map((l) => `${l.text} [${l.source}]`);
  const sources = answer.sources.map((s) => `[${s.n}] ${s.heading ? `${s.title} › ${s.heading}` : s.title}: ${new URL(s.url, window.location.href).href}`);
  return [...lines, '', ...sources].join('\n');
}

function AnswerActions({exchange, askAi, t}: {readonly exchange: Exchange; readonly askAi: AskAi; readonly t: AskAiTranslations}): ReactNode {
  const [copied, setCopied] = useState(false);
  return (
    <div className="DocSearch-AskAiScreen-Answer-Footer">
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          title={t.copyButtonTitle}
          onClick={() => {
            void navigator.clipboard?.writeText(answerText(exchange)).then(() => setCopied(true), () => undefined);
          }}>
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

function ExchangeView({exchange, askAi, t, faqUrl, contactUrl}: {readonly exchange: Exchange; readonly askAi: AskAi; readonly t: AskAiTranslations; readonly faqUrl: string; readonly contactUrl: string}): ReactNode {
  const answer = exchange.answer;
  return (
    <article className={`DocSearch-AskAiScreen-Response-Container ${styles.exchange}`}>
      <div className="DocSearch-AskAiScreen-Message DocSearch-AskAiScreen-Message--user">
        <p className={`DocSearch-AskAiScreen-Query ${styles.question}`}>
          <span className={styles.visuallyHidden}>{t.questionLabel} </span>
          {exchange.question}
        </p>
      </div>
      <div className="DocSearch-AskAiScreen-Message DocSearch-AskAiScreen-Message--assistant">
        {exchange.status === 'thinking' && <p className={styles.status}>{t.thinkingText}</p>}
        {exchange.status === 'stopped' && <p className={styles.status}>{t.stoppedText}</p>}
        {exchange.status === 'error' && <p className={`DocSearch-AskAiScreen-Error ${styles.status}`}>{t.errorText}</p>}
        {answer && !answer.found && (
          <div className="DocSearch-AskAiScreen-MessageContent">
            <p>{t.notFoundText}</p>
            <p>
              <Link to={faqUrl}>{t.faqLinkText}</Link> · <Link to={contactUrl}>{t.contactLinkText}</Link>
            </p>
          </div>
        )}
        {answer?.found && (
          <>
            <div className="DocSearch-AskAiScreen-MessageContent">
              <ul className={styles.lines}>
                {answer.lines.map((line) => (
                  <li key={line.text}>
                    {line.text}{' '}
                    <a href={answer.sources[line.source - 1]!.url} className={styles.cite} aria-label={t.sourceNumber.replace('{number}', String(line.source))}>
                      [{line.source}]
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <AnswerActions exchange={exchange} askAi={askAi} t={t} />
            <div className="DocSearch-AskAiScreen-RelatedSources">
              <p className="DocSearch-AskAiScreen-RelatedSources-Title">{t.relatedSourcesText}</p>
              <ol className={`DocSearch-AskAiScreen-RelatedSources-List ${styles.sources}`}>
                {answer.sources.map((source) => (
                  <li key={source.url}>
                    <Link to={source.url} className="DocSearch-AskAiScreen-RelatedSources-Item-Link">
                      {source.n}. {source.heading ? `${source.title} › ${source.heading}` : source.title}
                    </Link>
                  </li>
                ))}
              </ol>
            </div>
          </>
        )}
      </div>
    </article>
  );
}

export default function AskAiScreen({container, asker, currentPage}: Props): ReactNode {
  const askAi = useAskAi(currentPage);
  const faqUrl = useBaseUrl('/faq');
  const contactUrl = useBaseUrl('/contact');
  const modal = useModal(container);
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
  // The newest exchange comes into view as it is asked.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({block: 'start'});
  }, [exchanges.length]);
  useEffect(() => {
    if (!modal) return undefined;
    modal.toggleAttribute('data-ask-ai', active);
    if (active) input.current?.focus();
    else modal.querySelector<HTMLInputElement>('input.DocSearch-Input')?.focus();
    return () => modal.removeAttribute('data-ask-ai');
  }, [modal, active]);
  if (!modal || !active) return null;
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
            maxLength={200}
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
          <div ref={list} className="DocSearch-AskAiScreen-ExchangesList" aria-live="polite" aria-relevant="additions text">
            {askAi.exchanges.map((exchange) => (
              <ExchangeView key={exchange.id} exchange={exchange} askAi={askAi} t={t} faqUrl={faqUrl} contactUrl={contactUrl} />
            ))}
          </div>
        </div>
      </div>
    </div>,
    modal,
  );
}
