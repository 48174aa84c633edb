/**
 * The local answer to a search that reads as a question, for the search
 * page's answer card: computed on the loaded index, nothing for other
 * searches or while the index loads.
 */
import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {answerQuestion, readsAsQuestion, type Answer} from '../shared/answer';
import {loadIndex} from './loadIndex';

export function useAnswer(query: string): Answer | undefined {
  const {currentLocale} = useDocusaurusContext().i18n;
  const [answer, setAnswer] = useState<{query: string; answer: Answer} | undefined>();
  const asked = readsAsQuestion(query, currentLocale);
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
  return asked && answer?.query === query ? answer.answer : undefined;
}
