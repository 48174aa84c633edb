/**
 * The body of a local answer, in the Ask-AI screen and on the search page:
 * its lines as the manual has them (numbered steps keep their numbers, in
 * order), whom it holds for when a family was asked about, or the "Which
 * one do you have?" choice when the models differ.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Answer, AnswerLine} from '../../shared/answer';
import styles from './styles.module.css';

/** Models named one by one; more are counted. */
const NAMED_MODELS = 6;

interface Props {
  readonly answer: Extract<Answer, {found: true}>;
  /** The citation after a line: its source's number, linked. */
  readonly cite: (source: number) => ReactNode;
}

/** Runs of lines: numbered steps together, other lines together, in the page's order. */
function runs(lines: readonly AnswerLine[]): AnswerLine[][] {
  const out: AnswerLine[][] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last && (last[0]!.step === undefined) === (line.step === undefined)) last.push(line);
    else out.push([line]);
  }
  return out;
}

export default function AnswerText({answer, cite}: Props): ReactNode {
  if (answer.choose) {
    return (
      <div className={styles.choice}>
        <p>{translate({id: 'search.answer.choose', message: 'The models differ here. Which one do you have?'})}</p>
        <ul className={styles.choices}>
          {answer.sources.map((source) => (
            <li key={source.url}>
              <Link to={source.url}>{source.heading ? `${source.title} › ${source.heading}` : source.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const holdsFor = answer.holdsFor ?? [];
  return (
    <>
      {runs(answer.lines).map((run) => {
        const items = run.map((line) => (
          <li key={line.text} value={line.step}>
            {line.text} {cite(line.source)}
          </li>
        ));
        return run[0]!.step === undefined ? (
          <ul key={run[0]!.text} className={styles.lines}>
            {items}
          </ul>
        ) : (
          <ol key={run[0]!.text} className={styles.lines}>
            {items}
          </ol>
        );
      })}
      {holdsFor.length > 1 && (
        <p className={styles.holdsFor}>
          {holdsFor.length <= NAMED_MODELS
            ? translate({id: 'search.answer.holdsFor', message: 'The manuals of these models say the same: {models}.'}, {models: holdsFor.join(', ')})
            : translate({id: 'search.answer.holdsForMany', message: 'The manuals of all {count} models asked about say the same.'}, {count: holdsFor.length})}
        </p>
      )}
    </>
  );
}
