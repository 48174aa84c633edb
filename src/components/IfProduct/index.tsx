import type {ReactNode} from 'react';
import {useCurrentProduct, useManualFacts} from '@site/src/hooks/useCurrentProduct';
import {matchesProduct, type ProductCondition} from '@site/src/domain/productCondition';

interface Props extends ProductCondition {
  readonly children: ReactNode;
}

/** Text of a shared manual section that applies only to some products. */
export default function IfProduct({children, ...condition}: Props): ReactNode {
  const product = useCurrentProduct();
  const {prose} = useManualFacts();
  const show = matchesProduct(product, condition, (name) => prose[name] !== undefined);
  return show ? children : null;
}
