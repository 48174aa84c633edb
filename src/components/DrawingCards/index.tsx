import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';

export interface DrawingCard {
  readonly id: string;
  readonly to: string;
  /** Below /img/illustrations/products/. */
  readonly drawing: string;
  readonly title: string;
  readonly description?: string;
  /** How many models or manuals it leads to, in words. */
  readonly count: string;
}

interface Props {
  readonly cards: readonly DrawingCard[];
  /** Heading level of each card title, to fit the page outline. */
  readonly headingLevel?: 2 | 3;
  /** Two small cards a row on a phone (kinds), rather than wide ones with a description (series). */
  readonly compact?: boolean;
}

/** Cards of a drawing, a title and a count, each a link: what the home page and /docs/ browse by. */
export default function DrawingCards({cards, headingLevel = 3, compact = false}: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={clsx(styles.grid, compact && styles.compact)}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card}>
          <Link to={card.to} className={clsx(styles.link, 'box-link')}>
            <Illustration name={`products/${card.drawing}`} alt="" size="small" className={styles.drawing} />
            <Heading className={styles.title}>{card.title}</Heading>
            {card.description && <p className={styles.description}>{card.description}</p>}
            <span className={styles.count}>{card.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
