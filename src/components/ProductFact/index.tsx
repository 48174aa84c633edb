import type {ReactNode} from 'react';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import type {FactName} from '@site/src/lib/format';

interface Props {
  /** Which catalog fact to show, e.g. `maxRiderKg`. */
  readonly name: FactName;
}

/** One catalog fact of the current manual's product, formatted for the locale. */
export default function ProductFact({name}: Props): ReactNode {
  const product = useCurrentProduct();
  const value = useFactFormatter()(product, name);
  if (value === undefined) {
    throw new Error(`Product "${product.id}" has no "${name}" in the catalog; wrap this text in <IfProduct fact="${name}">.`);
  }
  return <span className="product-fact">{value}</span>;
}
