/**
 * Where react-pdf may break a line inside a "word" (text between spaces).
 * Chinese has no spaces: a line may break between any two ideographs, but not
 * before closing punctuation such as ，。」 nor after opening punctuation such
 * as 「（. Latin words are hyphenated with the page language's patterns.
 *
 * react-pdf draws a hyphen at a break between two parts; an empty part
 * between two parts marks a break without hyphen.
 */
import {syllables as de} from '@react-pdf/hyphenate/de';
import {syllables as en} from '@react-pdf/hyphenate/en-us';
import {syllables as es} from '@react-pdf/hyphenate/es';
import {syllables as fr} from '@react-pdf/hyphenate/fr';
import {syllables as it} from '@react-pdf/hyphenate/it';
import {syllables as nl} from '@react-pdf/hyphenate/nl';

const HYPHENATORS: Readonly<Record<string, (word: string) => string[]>> = {de, en, es, fr, it, nl};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const NO_BREAK_BEFORE = new Set([...'，。、．：；！？）」』】〉》〕｝…‥ー々〜・％,.:;!?)]}%']);
const NO_BREAK_AFTER = new Set([...'（「『【〈《〔｛([{']);
/** Words with these are names, numbers or addresses: never hyphenated. */
const NO_HYPHENATION = /[\d/@:._]/;

const breakable = (before: string, after: string): boolean =>
  (CJK.test(before) || CJK.test(after)) && !NO_BREAK_BEFORE.has(after) && !NO_BREAK_AFTER.has(before);

export type HyphenationCallback = (word: string) => string[];

/** The hyphenation callback for a locale (e.g. `de`, `zh-Hant`). */
export function lineBreaker(locale: string): HyphenationCallback {
  const hyphenate = HYPHENATORS[locale.split('-')[0]!];
  const latin = (run: string): string[] =>
    hyphenate && !NO_HYPHENATION.test(run) && run.length > 5 ? hyphenate(run) : [run];
  // The same words come back in every layout pass and every manual.
  const memo = new Map<string, string[]>();
  return (word) => {
    let parts = memo.get(word);
    if (!parts) memo.set(word, (parts = split(word)));
    return parts;
  };

  function split(word: string): string[] {
    const chars = Array.from(word);
    if (!chars.some((c) => CJK.test(c))) return latin(word);
    const parts: string[] = [];
    let run = chars[0]!;
    for (let i = 1; i < chars.length; i += 1) {
      const c = chars[i]!;
      if (breakable(chars[i - 1]!, c)) {
        parts.push(...latin(run), '');
        run = c;
      } else {
        run += c;
      }
    }
    parts.push(...latin(run));
    return parts;
  }
}
