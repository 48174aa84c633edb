/**
 * Which of the site's languages a visitor reads, from the languages their
 * browser prefers (`navigator.languages`, most preferred first). Pure: the
 * short-link page's inline script and its component both use it.
 */

/** Chinese regions whose everyday script a tag implies when it names none. */
const CHINESE_SCRIPT_OF_REGION: Readonly<Record<string, string>> = {tw: 'hant', hk: 'hant', mo: 'hant', cn: 'hans', sg: 'hans', my: 'hans'};

/** A BCP 47 tag's language and script, lower case; the script implied by a Chinese region when none is written. */
function languageAndScript(tag: string): {language: string; script: string | undefined} {
  const [language = '', ...subtags] = tag.toLowerCase().split(/[-_]/);
  const script = subtags.find((s) => /^[a-z]{4}$/.test(s));
  const region = subtags.find((s) => /^[a-z]{2}$/.test(s));
  return {language, script: script ?? (language === 'zh' && region ? CHINESE_SCRIPT_OF_REGION[region] : undefined)};
}

/**
 * Whether a locale (its language tag, e.g. `zh-Hant`) serves readers of a
 * preferred language: the same language, and no script that differs. `de-AT`
 * reads `de`; `zh-TW` and bare `zh` read `zh-Hant`; `zh-CN` (Simplified) does not.
 */
export function serves(locale: string, preferred: string): boolean {
  const offered = languageAndScript(locale);
  const wanted = languageAndScript(preferred);
  if (offered.language === '' || offered.language !== wanted.language) return false;
  return offered.script === undefined || wanted.script === undefined || offered.script === wanted.script;
}

/**
 * The first locale, by the visitor's order of preference, that serves one of
 * their languages; undefined when none does (the caller falls back to the
 * default locale).
 * @param preferred the browser's languages, most preferred first
 * @param locales the site's language tags
 * @example chooseLocale(['fr-CA', 'en'], ['en', 'de', 'fr']) === 'fr'
 */
export function chooseLocale(preferred: readonly string[], locales: readonly string[]): string | undefined {
  for (const tag of preferred) {
    const match = locales.find((locale) => serves(locale, tag));
    if (match !== undefined) return match;
  }
  return undefined;
}

/**
 * The manual to open: in the first of the visitor's languages the site has,
 * else in the default locale (the list's first); undefined for an empty list.
 */
export function manualFor<T extends {readonly lang: string}>(manuals: readonly T[], preferred: readonly string[]): T | undefined {
  const lang = chooseLocale(
    preferred,
    manuals.map((m) => m.lang),
  );
  return manuals.find((m) => m.lang === lang) ?? manuals[0];
}
