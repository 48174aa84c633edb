/**
 * What a line of a page states, to tell when two hits of one page say the
 * same thing: the manual's header line "Maximum user weight: 50 kg" and the
 * same row of its specifications table, or the sentence "The handlebar has 3
 * heights, measured from the ground: 54 cm / 61 cm / 68 cm" and the table's
 * "Handlebar height: 54 cm / 61 cm / 68 cm". The engine shows such a fact once.
 */
import {fold, hasCjk, isStopWord, writesCompounds, type Token} from '../../../src/domain/text';

/** Units of measure a figure may carry in any language, folded; the index's own (the `questions` option's `units`) are added. */
export const BASE_UNITS: readonly string[] = ['kg', 'g', 'lb', 'lbs', 'cm', 'mm', 'm', 'km', 'h', 'kmh', 'mph', 'v', 'w', 'wh', 'ah', 'mah', 'bar', 'psi'];

export interface Statement {
  /** The quantities it gives, as number and unit ("50kg", "41.5cm"), sorted and joined; '' for none. */
  readonly figures: string;
  /** Its other words, folded, in order. */
  readonly words: readonly string[];
}

const DIGITS = /^\d+$/;
const GLUED = /^(\d+)(\D+)$/;

/**
 * The figures and other words of a text. A figure is a number followed by a
 * unit ("50 kg", "50kg", "41,5 cm", "3 歲"); a number without one ("3
 * heights") is a word like any other.
 */
export function statementOf(text: string, tokens: readonly Token[], units: ReadonlySet<string>): Statement {
  const figures: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const glued = GLUED.exec(token.term);
    if (glued && units.has(glued[2]!)) {
      figures.push(glued[1]! + glued[2]!);
      continue;
    }
    if (!DIGITS.test(token.term)) {
      words.push(token.term);
      continue;
    }
    let number = token.term;
    let last = i;
    // "41.5" and "41,5" are one number, however the language writes its decimals.
    while (last + 1 < tokens.length && DIGITS.test(tokens[last + 1]!.term) && /^[.,]$/.test(text.slice(tokens[last]!.end, tokens[last + 1]!.start))) {
      number += `.${tokens[++last]!.term}`;
    }
    const unit = tokens[last + 1];
    if (unit && units.has(unit.term) && text.slice(tokens[last]!.end, unit.start).trim() === '') {
      figures.push(number + unit.term);
      i = last + 1;
    } else {
      words.push(...tokens.slice(i, last + 1).map((t) => t.term));
      i = last;
    }
  }
  return {figures: figures.sort().join(' '), words};
}

/** Units as `statementOf` compares them: the base ones and the index's, folded. */
export function unitSet(extra: readonly string[] = []): Set<string> {
  return new Set([...BASE_UNITS, ...extra.map(fold)]);
}

/** Shortest word another form of which ("height", "heights") counts as the same word. */
const MIN_FORM = 4;
/** Letters another form of a word may add or drop at its end. */
const FORM_LETTERS = 2;

/** "height" and "heights", "altezza" and "altezze", "Höhe" and "Höhen"; never "with" and "without". */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < MIN_FORM || Math.abs(a.length - b.length) > FORM_LETTERS) return false;
  let common = 0;
  while (common < shorter && a.charCodeAt(common) === b.charCodeAt(common)) common++;
  return common >= shorter - 1;
}

/** Whether a word says nothing the other text does not: as a word or another form of one, inside its Chinese, or as a compound of its words ("Lenkerhöhe": "Lenker", "Höhen"). */
function covered(word: string, other: readonly string[], otherCjk: string, compounding: boolean): boolean {
  if (other.some((w) => sameWord(w, word))) return true;
  if (hasCjk(word)) return otherCjk.includes(word);
  if (!compounding) return false;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    if (covered(word.slice(0, cut), other, otherCjk, false) && covered(word.slice(cut), other, otherCjk, true)) return true;
  }
  return false;
}

/**
 * Whether two texts of one page state the same: they give the same figures,
 * at least one, and every word of the shorter one but its question words and
 * articles (src/domain/text) is in the longer one: "Handlebar height" in "The
 * handlebar has 3 heights, measured from the ground", "Altezza del manubrio"
 * in "Il manubrio ha 3 altezze"; but "Maximum seat weight: 50 kg" is not
 * "Maximum user weight: 50 kg". Texts without figures state the same only
 * word for word (the engine compares those by string).
 */
export function sameStatement(a: Statement, b: Statement, locale: string): boolean {
  if (a.figures === '' || a.figures !== b.figures) return false;
  const [shorter, longer] = a.words.length <= b.words.length ? [a, b] : [b, a];
  const longerCjk = longer.words.filter(hasCjk).join('');
  const compounding = writesCompounds(locale);
  return shorter.words.every((word) => isStopWord(word, locale) || covered(word, longer.words, longerCjk, compounding));
}
