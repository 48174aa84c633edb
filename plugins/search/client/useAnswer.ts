/**
 * The local answer to a search, for the search page: its answer card when
 * the search reads as a question, and why nothing is found when the site
 * knows why (another language, a price, junk) for any search; computed on
 * the loaded index, nothing while it loads.
 */
import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {answerQuestion, readsAsQuestion, type Answer} from '../shared/answer';
import {loadIndex} from './loadIndex';

export function useAnswer(query: string): Answer | undefined {
  const {currentLocale} = useDocusaurusContext().i18n;
  const [answer, setAnswer] = useState<{query: string; answer: Answer} | undefined>();
  const asked = query.trim() !== '';
  useEffect(() => {
    if (!asked) return undefined;
    let current = true;
    loadIndex().then(
      (index) => current && setAnswer({query, answer: answerQuestion(index, query)}),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [asked, query]);
  if (!asked || answer?.query !== query) return undefined;
  const {answer: shown} = answer;
  if (shown.found) return readsAsQuestion(query, currentLocale) ? shown : undefined;
  return shown.reason !== undefined && shown.reason !== 'no-match' ? shown : undefined;
}
