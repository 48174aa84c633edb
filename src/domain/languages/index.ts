/**
 * The language packs, one per locale (`<locale>.ts`, see `types.ts`): how
 * the text matching reads its words, its words for kinds of product and
 * tasks, and how its parents ask. This table of every pack is for the build
 * (the config, the benchmarks, the tests): a page's JavaScript never imports
 * it, and takes from the packs only what it uses by name (`grammar.ts`).
 */
import {INTENT_IDS, INTENTS} from '../intents';
import {isLocale, type Locale} from '../locales';
import type {LanguagePack} from './types';
import * as en from './en';
import * as de from './de';
import * as es from './es';
import * as it from './it';
import * as fr from './fr';
import * as nl from './nl';
import * as zhHant from './zh-Hant';

export type {Grammar, KindWords, LanguagePack, QuestionWords, Task, TaskWords} from './types';

export const LANGUAGES: Readonly<Record<Locale, LanguagePack>> = {en, de, es, it, fr, nl, 'zh-Hant': zhHant};

/**
 * Other makers of scooters, bikes, helmets and strollers, in every language:
 * a question about one of them ("is the Xiaomi ok for a 12-year-old") is not
 * one the brand's manuals answer. Folded, as questions are compared.
 */
export const OTHER_BRANDS: readonly string[] = [
  'micro',
  'hudora',
  'oxelo',
  'btwin',
  'decathlon',
  'razor',
  'xiaomi',
  'segway',
  'ninebot',
  'chicco',
  'joie',
  'maxi cosi',
  'bugaboo',
  'cybex',
  'puky',
  'woom',
  'strider',
  'kinderkraft',
  'smoby',
  'ikea',
  'kettler',
  'scoot and ride',
  'yvolution',
  'mini micro',
  'stokke',
  'britax',
  // As Chinese writes them.
  '小米',
  '米家',
  '迪卡儂',
  '賽格威',
  '九號',
  '宜家',
  '奇哥',
];

/** How one locale's questions are read: the search plugin's `questions` option gives it for the locale being built. */
export interface QuestionData {
  /** Per intent, where the site answers it (`src/domain/intents.ts`), whether the answer is one figure or a medium, and the words that ask it. */
  readonly intents: Readonly<
    Record<
      string,
      {readonly sections: readonly string[]; readonly figure?: boolean; readonly medium?: boolean; readonly part?: boolean; readonly words: readonly string[]}
    >
  >;
  /** Words and phrases that ask what the site never says, other brands included. */
  readonly outOfScope: readonly string[];
  /** Words after a number that make it a quantity. */
  readonly units: readonly string[];
}

/** A locale's intents, with where the site answers each and the words that ask it, as the search plugin reads them. */
export function questionData(locale: string): QuestionData | undefined {
  if (!isLocale(locale)) return undefined;
  const words = LANGUAGES[locale].questionWords;
  const intents = Object.fromEntries(
    INTENT_IDS.map((id) => {
      const intent: {readonly sections: readonly string[]; readonly figure?: boolean; readonly medium?: boolean; readonly part?: boolean} = INTENTS[id];
      return [
        id,
        {
          sections: [...intent.sections],
          ...(intent.figure && {figure: true}),
          ...(intent.medium && {medium: true}),
          ...(intent.part && {part: true}),
          words: [...words.intents[id]],
        },
      ];
    }),
  );
  return {intents, outOfScope: [...words.outOfScope, ...OTHER_BRANDS], units: [...words.units]};
}
