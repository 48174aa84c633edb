/**
 * Characters no font of ours has, replaced by ones that mean the same. Intl
 * writes French numbers and units with a narrow no-break space ("100 kg"),
 * which Noto Sans lacks. A plain no-break space keeps number and unit
 * together just as well.
 */
const REPLACEMENTS: readonly (readonly [RegExp, string])[] = [[/\u202f/g, '\u00a0']];

export function printable(text: string): string {
  return REPLACEMENTS.reduce((out, [from, to]) => out.replace(from, to), text);
}
