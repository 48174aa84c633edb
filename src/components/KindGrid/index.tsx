import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {CatalogGlobalData} from '@site/plugins/catalog';
import {kindPath} from '@site/src/domain/catalog/names';
import {browseKindLabel} from '@site/src/domain/labels';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

interface Props {
  /** Heading level of each card title, to fit the page outline. */
  readonly headingLevel?: 2 | 3;
}

/** The kinds of product (balance bikes, helmets…) as compact cards: what a parent browses by first. */
export default function KindGrid({headingLevel = 3}: Props): ReactNode {
  const docs = useManualsPath();
  const {kinds} = usePluginData('catalog') as CatalogGlobalData;
  const {selectMessage} = usePluralForm();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {kinds.map((k) => (
        <li key={k.id} className={styles.card}>
          <Link to={`${docs}${kindPath(k.id)}`} className={clsx(styles.link, 'box-link')}>
            <Illustration name={`products/${k.drawing}`} alt="" size="small" className={styles.drawing} />
            <Heading className={styles.title}>{browseKindLabel(k.id)}</Heading>
            <span className={styles.count}>
              {selectMessage(
                k.productCount,
                translate(
                  {id: 'kind.productCount', message: 'One model|{count} models', description: 'Number of products of a kind, plural forms separated by |'},
                  {count: k.productCount},
                ),
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
