/**
 * The language packs, one per locale (`<locale>.ts`, see `types.ts`): how
 * the text matching reads its words, its words for kinds of product and
 * tasks, and how its parents ask. This table of every pack is for the build
 * (the config, the benchmarks, the tests): a page's JavaScript never imports
 * it, and takes from the packs only what it uses by name (`grammar.ts`).
 */
import {INTENT_IDS, INTENTS, type IntentDefinition} from '../intents';
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
  // Toys whose instructions parents look for too.
  'lego',
  'playmobil',
  // Motorbike makers: a "125 scooter" can be a motorbike.
  'honda',
  'yamaha',
  'vespa',
  'piaggio',
  'kymco',
  // As Chinese writes them.
  '小米',
  '米家',
  '迪卡儂',
  '賽格威',
  '九號',
  '宜家',
  '奇哥',
];

/**
 * How one locale's questions are read: its intents, with where the site
 * answers each and the words that ask it, and what the site never says. The
 * shape is the search plugin's `questions` option (its `QuestionData`); the
 * config checks that this fits it.
 */
export function questionData(locale: string) {
  if (!isLocale(locale)) return undefined;
  const words = LANGUAGES[locale].questionWords;
  const intents = Object.fromEntries(
    INTENT_IDS.map((id) => {
      const intent: IntentDefinition = INTENTS[id];
      return [
        id,
        {
          sections: [...intent.sections],
          ...(intent.figure && {figure: true}),
          ...(intent.medium && {medium: true}),
          ...(intent.part && {part: true}),
          ...(intent.narrows && {narrows: intent.narrows}),
          ...(intent.on && {on: intent.on}),
          ...(intent.yieldsTo && {yieldsTo: [...intent.yieldsTo]}),
          ...(intent.wordy && {wordy: true}),
          words: [...words.intents[id]],
        },
      ];
    }),
  );
  return {
    intents,
    outOfScope: [...words.outOfScope, ...OTHER_BRANDS],
    advice: [...words.advice],
    units: [...words.units],
    nameWords: words.nameWords,
    audiences: {children: [...words.audiences.children], adults: [...words.audiences.adults]},
  };
}
