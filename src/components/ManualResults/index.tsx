import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {getProduct, productTitle} from '@site/src/domain/catalog';
import type {ProductEntry} from '@site/src/lib/finderEntries';
import type {FinderMatch} from '@site/src/lib/finder';
import {productTypeLabel} from '@site/src/domain/labels';
import {useSeriesLabels} from '@site/src/hooks/useSeriesLabels';
import Illustration from '@site/src/components/Illustration';
import PdfDownload from '@site/src/components/PdfDownload';
import styles from './styles.module.css';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

interface Props {
  readonly matches: readonly FinderMatch<ProductEntry>[];
}

/** Manuals found by the finder: a link to each page, with drawing, series and reference, and its PDF. */
export default function ManualResults({matches}: Props): ReactNode {
  const docs = useManualsPath();
  const labels = useSeriesLabels();
  return (
    <ul className={styles.list} aria-label={translate({id: 'finder.results', message: 'Manuals found'})}>
      {matches.map(({entry}) => {
        const product = getProduct(entry.id)!;
        return (
          <li key={entry.id} className={styles.row}>
            <Link to={`${docs}${entry.path}`} className={styles.item}>
              <Illustration name={`products/${entry.drawing}`} alt="" size="small" className={styles.drawing} />
              <span className={styles.text}>
                <span className={styles.name}>
                  {entry.name}
                  {entry.references.length > 0 && (
                    <span className={styles.reference}>
                      {' '}
                      {translate({id: 'finder.reference', message: 'Ref. {reference}'}, {reference: entry.references.join(', ')})}
                    </span>
                  )}
                </span>
                <span className={styles.meta}>
                  {labels.get(product.series)?.name ?? entry.seriesName} · {productTypeLabel(product.type)}
                </span>
              </span>
            </Link>
            <PdfDownload docId={entry.id} title={productTitle(product)} variant="link" />
          </li>
        );
      })}
    </ul>
  );
}
