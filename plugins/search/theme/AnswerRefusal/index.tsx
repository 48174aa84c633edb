/**
 * Why a question gets no answer, when the site knows why: it is no question
 * ("{{7*7}}"), it asks what the manuals never say (a price, a colour, a
 * product the brand does not make), it is for a doctor or the law (a knock
 * to the head, riding on the pavement), or it is in another of the site's
 * languages, whose search page it then offers with the question.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {NotFoundReason} from '../../shared/answer';

interface Props {
  readonly reason: Exclude<NotFoundReason, 'no-match'>;
  /** For 'other-language': the question's language (`de`, `zh`…). */
  readonly language?: string;
  readonly question: string;
  readonly searchPagePath: string;
}

/** The site's locale for a language, and the address of its search page with the question. */
function useLocaleSearch(language: string | undefined, question: string, searchPagePath: string): {label: string; url: string} | undefined {
  const {i18n, siteConfig} = useDocusaurusContext();
  const locale = language === undefined ? undefined : i18n.locales.find((l) => l.split('-')[0] === language && l !== i18n.currentLocale);
  if (locale === undefined) return undefined;
  // The site's root: the base URL without the current locale's folder.
  const root = i18n.currentLocale === i18n.defaultLocale ? siteConfig.baseUrl : siteConfig.baseUrl.slice(0, -(i18n.currentLocale.length + 1));
  const base = locale === i18n.defaultLocale ? root : `${root}${locale}/`;
  return {label: i18n.localeConfigs[locale]?.label ?? locale, url: `${base}${searchPagePath}?q=${encodeURIComponent(question)}`};
}

export default function AnswerRefusal({reason, language, question, searchPagePath}: Props): ReactNode {
  const other = useLocaleSearch(reason === 'other-language' ? language : undefined, question, searchPagePath);
  if (reason === 'junk') {
    return (
      <p>
        {translate({
          id: 'search.answer.junk',
          message: 'This does not read as a question. Name your product and what you want to do, for example “fold the stroller”.',
        })}
      </p>
    );
  }
  if (reason === 'advice') {
    return (
      <p>
        {translate({
          id: 'search.answer.advice',
          message:
            'The manuals cannot answer this. After a fall or a knock to the head, ask a doctor, and in an emergency call the emergency number. Where and how riding on roads and pavements is allowed is set by the rules where you live.',
        })}
      </p>
    );
  }
  if (reason === 'out-of-scope') {
    return (
      <p>
        {translate({
          id: 'search.answer.outOfScope',
          message:
            'The manuals do not say this: they give no prices, colours, stock or delivery times, and cover only this brand’s products. Shops and the brand’s website can tell you more.',
        })}
      </p>
    );
  }
  return (
    <p>
      {other ? (
        <>
          {translate({id: 'search.answer.otherLanguage', message: 'This question seems to be in another language: {language}.'}, {language: other.label})}{' '}
          {/* Another locale is another app: a full page load, not a route of this one. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a href={other.url}>
            {translate({id: 'search.answer.otherLanguageLink', message: 'Ask it on the site in that language ({language})'}, {language: other.label})}
          </a>
        </>
      ) : (
        translate({id: 'search.answer.unknownLanguage', message: 'This question seems to be in another language. Ask it in the language of this page.'})
      )}
    </p>
  );
}
