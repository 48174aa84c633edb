import type {ReactNode} from 'react';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import {matchesProduct, type ProductCondition} from '@site/src/domain/productCondition';

interface Props extends ProductCondition {
  readonly children: ReactNode;
}

/** Text of a shared manual section that applies only to some products. */
export default function IfProduct({children, ...condition}: Props): ReactNode {
  const product = useCurrentProduct();
  const format = useFactFormatter();
  const show = matchesProduct(product, condition, (name) => format(product, name) !== undefined);
  return show ? children : null;
}
