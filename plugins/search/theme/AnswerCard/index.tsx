import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Answer} from '../../shared/answer';
import AnswerText from '../AnswerText';
import styles from './styles.module.css';

interface Props {
  /** A found answer: its lines quoted from the manuals, and its sources. */
  readonly answer: Extract<Answer, {found: true}>;
}

/** The answer to a search that reads as a question, quoted from the section that answers it, above the results. */
export default function AnswerCard({answer}: Props): ReactNode {
  const headingId = 'search-answer';
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} className={styles.title}>
        {translate({id: 'search.answer.title', message: 'Answer from the manuals'})}
      </Heading>
      <AnswerText
        answer={answer}
        cite={(n) => (
          // eslint-disable-next-line @docusaurus/no-html-links -- an anchor on this page (the numbered source below)
          <a
            href={`#${headingId}-source-${n}`}
            className={styles.cite}
            aria-label={translate({id: 'search.answer.sourceNumber', message: 'Source {number}'}, {number: n})}
          >
            [{n}]
          </a>
        )}
      />
      {!answer.choose && (
        <>
          <Heading as="h3" className={styles.sourcesTitle}>
            {translate({id: 'search.answer.sources', message: 'Sources'})}
          </Heading>
          <ol className={styles.sources}>
            {answer.sources.map((source) => (
              <li key={source.url} id={`${headingId}-source-${source.n}`}>
                <Link to={source.url}>{source.heading ? `${source.title} › ${source.heading}` : source.title}</Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
