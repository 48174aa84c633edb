import type {ReactNode} from 'react';
import {useCurrentProduct, useManualFacts} from '@site/src/hooks/useCurrentProduct';
import type {FactName} from '@site/src/domain/formatFacts';
import styles from './styles.module.css';

/** Characters above which a fact may wrap: "Up to 50 kg" stays whole, "EN 17128 or EN 71-1 + EN IEC 62115" does not. */
const LONG = 24;

interface Props {
  /** Which catalog fact to show, e.g. `maxRiderKg`. */
  readonly name: FactName;
}

/** One catalog fact of the current manual's product, formatted for the locale. */
export default function ProductFact({name}: Props): ReactNode {
  const product = useCurrentProduct();
  const value = useManualFacts().prose[name];
  if (value === undefined) {
    throw new Error(`Product "${product.id}" has no "${name}" in the catalog; wrap this text in <IfProduct fact="${name}">.`);
  }
  // A short figure stays on one line; a long one (a list of heights or standards) may wrap on a phone.
  return <span className={value.length > LONG ? `${styles.fact} ${styles.long}` : styles.fact}>{value}</span>;
}
