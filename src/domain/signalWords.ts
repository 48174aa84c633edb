/**
 * The signal words of warning boxes, one table per locale, by ISO 3864-2 and
 * ANSI Z535 usage: DANGER (a hazard that will cause death or serious injury
 * if not avoided), WARNING (could cause death or serious injury), CAUTION
 * (could cause minor or moderate injury). Each language's words are its
 * standard equivalents, so a box keeps its level in translation: the pages'
 * boxes (src/theme/Admonition/Type) and the PDFs read this table.
 * `:::danger`, `:::warning` and `:::caution` in the manuals pick the level.
 */
import type {Locale} from './locales';

export const SIGNAL_LEVELS = ['danger', 'warning', 'caution'] as const;
export type SignalLevel = (typeof SIGNAL_LEVELS)[number];

export const SIGNAL_WORDS: Readonly<Record<Locale, Readonly<Record<SignalLevel, string>>>> = {
  en: {danger: 'DANGER', warning: 'WARNING', caution: 'CAUTION'},
  de: {danger: 'GEFAHR', warning: 'WARNUNG', caution: 'VORSICHT'},
  es: {danger: 'PELIGRO', warning: 'ADVERTENCIA', caution: 'PRECAUCIÓN'},
  it: {danger: 'PERICOLO', warning: 'AVVERTENZA', caution: 'ATTENZIONE'},
  fr: {danger: 'DANGER', warning: 'AVERTISSEMENT', caution: 'ATTENTION'},
  nl: {danger: 'GEVAAR', warning: 'WAARSCHUWING', caution: 'VOORZICHTIG'},
  'zh-Hant': {danger: '危險', warning: '警告', caution: '注意'},
};
