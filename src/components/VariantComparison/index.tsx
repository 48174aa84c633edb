import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {productTitle, type Product} from '@site/src/domain/catalog';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import {useSeriesLabels} from '@site/src/hooks/useSeriesLabels';
import {variantTraits, type Trait} from '@site/src/lib/variantTraits';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

interface Props {
  readonly products: readonly Product[];
  /** Traits shown even when every product has the same value (a kind page's age). */
  readonly always?: readonly Trait[];
  /** Show each product's series under its name (a kind page mixes series). */
  readonly showSeries?: boolean;
}

/**
 * Products side by side with what tells them apart, each linking to its
 * manual: a table on wide screens, one card per product on a phone.
 */
export default function VariantComparison({products, always = [], showSeries = false}: Props): ReactNode {
  const docs = useManualsPath();
  const fact = useFactFormatter();
  const seriesNames = useSeriesLabels();
  const columns = variantTraits(products, fact, always);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{translate({id: 'compare.caption', message: 'Models and what tells them apart'})}</caption>
      <thead>
        <tr>
          <th scope="col">{translate({id: 'compare.model', message: 'Model'})}</th>
          {columns.map((c) => (
            <th key={c.trait} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {products.map((product, row) => (
          <tr key={product.id}>
            <th scope="row" className={styles.model}>
              <Link to={`${docs}${product.path}`} className={styles.link}>
                <Illustration name={`products/${product.drawing.name}`} alt="" size="small" className={styles.drawing} />
                <span className={styles.name}>{productTitle(product)}</span>
              </Link>
              {showSeries && <span className={styles.series}>{seriesNames.get(product.series)?.name}</span>}
            </th>
            {columns.map((c) => {
              const value = c.values[row];
              return (
                <td key={c.trait} data-label={c.label} className={value === undefined ? styles.unknown : undefined}>
                  {value ?? c.unknown}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
