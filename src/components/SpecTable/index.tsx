import type {ReactNode} from 'react';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import {specCaption, specRows} from '@site/src/domain/manualFacts';
import styles from './styles.module.css';

/** The specifications table of the current manual, straight from the catalog. */
export default function SpecTable(): ReactNode {
  const product = useCurrentProduct();
  const fact = useFactFormatter();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{specCaption(product)}</caption>
      <tbody>
        {specRows(product, fact).map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
