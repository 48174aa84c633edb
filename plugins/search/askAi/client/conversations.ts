/**
 * The visitor's last Ask-AI conversations, kept in this browser's local
 * storage only (never sent anywhere), ten per language. What is read back
 * is checked field by field: storage that throws, is full or holds
 * anything else reads as no conversations and never breaks the modal.
 */
import type {Answer, AnswerLine, AnswerSource, NotFoundReason} from '../../shared/answer';
import {isSitePath} from '../../client/storedSearches';
import {CONVERSATIONS_KEY, readStored} from './storageKeys';

/** Conversations kept per locale; the oldest goes first. */
export const MAX_CONVERSATIONS = 10;
/** Exchanges kept per conversation, the latest. */
export const MAX_EXCHANGES = 20;
const MAX_TEXT = 8000;

/** A reply written by the configured endpoint, with the retrieved sources it cites. */
export interface Reply {
  readonly text: string;
  readonly sources: readonly AnswerSource[];
}

export type Feedback = 'like' | 'dislike';

/** What an answered question keeps. */
export interface SavedExchange {
  readonly id: string;
  readonly question: string;
  readonly answer?: Answer;
  readonly reply?: Reply;
  readonly feedback?: Feedback;
}

export interface Conversation {
  readonly id: string;
  readonly locale: string;
  /** When it was last asked in, ms since 1970. */
  readonly updated: number;
  readonly exchanges: readonly SavedExchange[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function cleanSource(value: unknown): AnswerSource | undefined {
  if (!isObject(value) || !isCount(value.n) || !isText(value.url) || !isSitePath(value.url) || !isText(value.page) || !isText(value.title)) return undefined;
  if (value.heading !== null && !isText(value.heading)) return undefined;
  return {n: value.n, url: value.url, page: value.page, title: value.title, heading: value.heading};
}

/** A list of sources numbered 1, 2, 3… as the lines cite them, or undefined. */
function cleanSources(value: unknown): AnswerSource[] | undefined {
  if (!Array.isArray(value) || value.length > 10) return undefined;
  const sources = value.map(cleanSource);
  return sources.every((s, i): s is AnswerSource => s?.n === i + 1) ? sources : undefined;
}

const REASONS: readonly NotFoundReason[] = ['no-match', 'junk', 'out-of-scope', 'advice', 'other-language'];

function cleanAnswer(value: unknown): Answer | undefined {
  if (!isObject(value)) return undefined;
  const sources = cleanSources(value.sources);
  if (!sources) return undefined;
  if (value.found === false) {
    const reason = REASONS.find((r) => r === value.reason);
    const language = typeof value.language === 'string' && /^[a-z]{2,3}$/.test(value.language) ? value.language : undefined;
    return {found: false, sources, ...(reason && {reason}), ...(language && {language})};
  }
  if (value.found !== true || !Array.isArray(value.lines) || sources.length === 0) return undefined;
  // A choice of models has no lines; an answer has some.
  if (value.choose === true) return value.lines.length === 0 ? {found: true, choose: true, lines: [], sources} : undefined;
  if (value.lines.length === 0) return undefined;
  const lines = value.lines.map((line: unknown): AnswerLine | undefined =>
    isObject(line) && isText(line.text) && isCount(line.source) && line.source <= sources.length && (line.step === undefined || isCount(line.step))
      ? {text: line.text, source: line.source, ...(line.step !== undefined && {step: line.step})}
      : undefined,
  );
  const holdsFor = Array.isArray(value.holdsFor) && value.holdsFor.length <= 200 && value.holdsFor.every((t) => isText(t, 200)) ? value.holdsFor : undefined;
  return lines.every((l): l is AnswerLine => l !== undefined) ? {found: true, lines, sources, ...(holdsFor && {holdsFor})} : undefined;
}

function cleanReply(value: unknown): Reply | undefined {
  if (!isObject(value) || !isText(value.text)) return undefined;
  const sources = cleanSources(value.sources);
  return sources ? {text: value.text, sources} : undefined;
}

function cleanExchange(value: unknown): SavedExchange | undefined {
  if (!isObject(value) || !isText(value.id, 100) || !isText(value.question, 500)) return undefined;
  const answer = value.answer === undefined ? undefined : cleanAnswer(value.answer);
  const reply = value.reply === undefined ? undefined : cleanReply(value.reply);
  if (!answer && !reply) return undefined;
  const feedback = value.feedback === 'like' || value.feedback === 'dislike' ? value.feedback : undefined;
  return {id: value.id, question: value.question, ...(answer && {answer}), ...(reply && {reply}), ...(feedback && {feedback})};
}

function cleanConversation(value: unknown): Conversation | undefined {
  if (!isObject(value) || !isText(value.id, 100) || !isText(value.locale, 20) || typeof value.updated !== 'number' || !Array.isArray(value.exchanges))
    return undefined;
  const exchanges = value.exchanges.map(cleanExchange).filter((e): e is SavedExchange => e !== undefined);
  return exchanges.length === 0 ? undefined : {id: value.id, locale: value.locale, updated: value.updated, exchanges: exchanges.slice(-MAX_EXCHANGES)};
}

/** Stored entries read at most: ten per locale, with room for a few locales a build no longer has. */
const MAX_STORED = MAX_CONVERSATIONS * 10;

/**
 * Every stored conversation that is well formed, newest first, within the
 * limits writing keeps: storage edited by hand or by another script never
 * lists more than ten per locale nor makes the modal read thousands.
 */
function readAll(): Conversation[] {
  try {
    const parsed: unknown = JSON.parse(readStored(window.localStorage, CONVERSATIONS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const perLocale = new Map<string, number>();
    return parsed
      .slice(0, MAX_STORED)
      .map(cleanConversation)
      .filter((c): c is Conversation => c !== undefined)
      .sort((a, b) => b.updated - a.updated)
      .filter((c) => {
        const count = (perLocale.get(c.locale) ?? 0) + 1;
        perLocale.set(c.locale, count);
        return count <= MAX_CONVERSATIONS;
      });
  } catch {
    return [];
  }
}

function writeAll(conversations: readonly Conversation[]): void {
  try {
    window.localStorage?.setItem(CONVERSATIONS_KEY, JSON.stringify(conversations));
  } catch {
    // Blocked or full: the conversation goes on, it is just not kept.
  }
}

/** The locale's conversations, newest first. */
export function readConversations(locale: string): Conversation[] {
  return readAll().filter((c) => c.locale === locale);
}

/** Keeps `conversation` (replacing the one of its id), and only the locale's latest ten. */
export function saveConversation(conversation: Conversation): void {
  conversation = {...conversation, exchanges: conversation.exchanges.slice(-MAX_EXCHANGES)};
  const others = readAll().filter((c) => c.id !== conversation.id);
  const sameLocale = others.filter((c) => c.locale === conversation.locale).slice(0, MAX_CONVERSATIONS - 1);
  writeAll([conversation, ...sameLocale, ...others.filter((c) => c.locale !== conversation.locale)]);
}

export function removeConversation(id: string): void {
  writeAll(readAll().filter((c) => c.id !== id));
}
