/**
 * The words of each locale's parents for what they ask (see `types.ts`):
 * search and Ask AI read them through the search plugin's `questionWords`
 * option, one locale per build.
 */
import type {QuestionData} from '../../../plugins/search';
import {INTENT_IDS, INTENTS} from '../intents';
import {isLocale, type Locale} from '../locales';
import type {QuestionWords} from './types';
import {en} from './en';
import {de} from './de';
import {es} from './es';
import {it} from './it';
import {fr} from './fr';
import {nl} from './nl';
import {zhHant} from './zh-Hant';

export type {QuestionWords} from './types';

export const QUESTION_WORDS: Readonly<Record<Locale, QuestionWords>> = {en, de, es, it, fr, nl, 'zh-Hant': zhHant};

/**
 * Other makers of scooters, bikes, helmets and strollers, in every language:
 * a question about one of them ("is the Xiaomi ok for a 12-year-old") is not
 * one the brand's manuals answer. Folded, as questions are compared.
 */
export const OTHER_BRANDS: readonly string[] = [
  'micro', 'hudora', 'oxelo', 'btwin', 'decathlon', 'razor', 'xiaomi', 'segway', 'ninebot', 'chicco', 'joie', 'maxi cosi', 'bugaboo', 'cybex',
  'puky', 'woom', 'strider', 'kinderkraft', 'smoby', 'ikea', 'kettler', 'scoot and ride', 'yvolution', 'mini micro', 'stokke', 'britax',
];

/** A locale's intents, with where the site answers each and the words that ask it, as the search plugin reads them. */
export function questionData(locale: string): QuestionData | undefined {
  if (!isLocale(locale)) return undefined;
  const words = QUESTION_WORDS[locale];
  const intents = Object.fromEntries(
    INTENT_IDS.map((id) => {
      const intent: {readonly sections: readonly string[]; readonly figure?: boolean; readonly medium?: boolean} = INTENTS[id];
      return [id, {sections: [...intent.sections], ...(intent.figure && {figure: true}), ...(intent.medium && {medium: true}), words: [...words.intents[id]]}];
    }),
  );
  return {intents, outOfScope: [...words.outOfScope, ...OTHER_BRANDS], units: [...words.units]};
}
