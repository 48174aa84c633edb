import type {ReactNode} from 'react';
import {useManualFacts} from '@site/src/hooks/useCurrentProduct';
import styles from './styles.module.css';

/** The specifications table of the current manual, from the catalog (formatted at build time). */
export default function SpecTable(): ReactNode {
  const facts = useManualFacts();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{facts.specCaption}</caption>
      <tbody>
        {facts.spec.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
