import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {categoryPath} from '@site/src/domain/catalog/names';
import {useSeriesLabels} from '@site/src/hooks/useSeriesLabels';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

interface Props {
  /** Heading level of each card title, to fit the page outline. */
  readonly headingLevel?: 2 | 3;
}

/** The 22 series as illustrated cards linking to their category pages. */
export default function SeriesGrid({headingLevel = 3}: Props): ReactNode {
  const docs = useManualsPath();
  const series = useSeriesLabels();
  const {selectMessage} = usePluralForm();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {[...series.values()].map((s) => {
        const count = s.manualCount;
        return (
          <li key={s.id} className={styles.card}>
            <Link to={`${docs}${categoryPath(s.id)}`} className={clsx(styles.link, 'box-link')}>
              <Illustration name={`products/${s.drawing}`} alt="" size="small" className={styles.drawing} />
              <Heading className={styles.title}>{s.name}</Heading>
              <p className={styles.description}>{s.description}</p>
              <span className={styles.count}>
                {selectMessage(
                  count,
                  translate(
                    {
                      id: 'series.manualCount',
                      message: 'One manual|{count} manuals',
                      description: 'Number of manuals in a series, plural forms separated by |',
                    },
                    {count},
                  ),
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
