/**
 * How search and Ask AI do on the two question sets, as the issue reports
 * them per locale: the page and the section of the first result or source,
 * answerable questions refused, and unanswerable or junk ones answered with
 * confidence. Set "tuned" (bench/questions.ts) is the one the engine is tuned
 * on; set "untuned" (bench/questions-untuned.ts) was written without reading
 * the site and is never tuned on.
 */
import {QUESTIONS, UNANSWERABLE} from './questions';
import {UNTUNED_QUESTIONS} from './questions-untuned';

export interface SetQuestion {
  readonly q: string;
  /** The page and section that answer it, or none when the site cannot. */
  readonly answer: RegExp | 'none';
  readonly kind: string;
}

export const SETS = {
  tuned: (locale: string): SetQuestion[] => [
    ...(QUESTIONS[locale] ?? []).map((q) => ({...q, kind: 'tuned'})),
    ...(UNANSWERABLE[locale] ?? []).map((q) => ({q, answer: 'none' as const, kind: 'unanswerable'})),
  ],
  untuned: (locale: string): SetQuestion[] => [...(UNTUNED_QUESTIONS[locale as keyof typeof UNTUNED_QUESTIONS] ?? [])],
} as const;

export type SetName = keyof typeof SETS;

/**
 * The sets whose misses a run lists: the tuned one only, so that nobody
 * tunes on the untuned questions by reading them; `--show-untuned` lists
 * both (to review a result, not to tune).
 */
export function shownSets(argv: readonly string[] = process.argv): SetName[] {
  return argv.includes('--show-untuned') ? ['tuned', 'untuned'] : ['tuned'];
}

/** What one question got: the first result or cited source (a site path `/docs/…#anchor`), or a refusal. */
export interface Outcome {
  readonly first?: string;
  readonly refused: boolean;
}

export interface Score {
  answerable: number;
  rightPage: number;
  rightSection: number;
  refused: number;
  unanswerable: number;
  confident: number;
  misses: string[];
}

/**
 * @param anchorsOf the section addresses of a page (`/docs/x#a`, …): a first
 * result is on the right page when one of its page's sections answers.
 */
export function score(questions: readonly SetQuestion[], ask: (q: string) => Outcome, anchorsOf: (page: string) => readonly string[]): Score {
  const s: Score = {answerable: 0, rightPage: 0, rightSection: 0, refused: 0, unanswerable: 0, confident: 0, misses: []};
  for (const {q, answer} of questions) {
    const outcome = ask(q);
    if (answer === 'none') {
      s.unanswerable++;
      if (!outcome.refused) {
        s.confident++;
        s.misses.push(`"${q}" → answered ${outcome.first ?? ''}, should say not found`);
      }
      continue;
    }
    s.answerable++;
    if (outcome.refused || outcome.first === undefined) {
      s.refused++;
      s.misses.push(`"${q}" → not found`);
      continue;
    }
    const page = outcome.first.split('#')[0]!;
    const section = answer.test(outcome.first);
    if (section) s.rightSection++;
    if (section || answer.test(page) || anchorsOf(page).some((url) => answer.test(url))) s.rightPage++;
    if (!section) s.misses.push(`"${q}" → ${outcome.first}`);
  }
  return s;
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${Math.round((100 * n) / d)} %`);

/** One table row: locale, set, then the figures. */
export function row(locale: string, set: SetName, s: Score): string {
  return `| ${locale} | ${set} | ${s.answerable} + ${s.unanswerable} | ${pct(s.rightPage, s.answerable)} | ${pct(s.rightSection, s.answerable)} | ${s.refused} (${pct(s.refused, s.answerable)}) | ${s.confident} |`;
}

export const HEADER =
  '| locale | set | answerable + unanswerable | right page first | right section first | answerable refused | unanswerable answered |\n|---|---|---|---|---|---|---|';
