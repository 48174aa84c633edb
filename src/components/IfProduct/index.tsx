import type {ReactNode} from 'react';
import type {Feature, ProductType} from '@site/src/data/catalog';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import type {FactName} from '@site/src/lib/format';

interface Props {
  /** Shown only when the product has all these features. */
  readonly has?: Feature | readonly Feature[];
  /** Shown only when the product has none of these features. */
  readonly not?: Feature | readonly Feature[];
  /** Shown only for these product types. */
  readonly type?: ProductType | readonly ProductType[];
  /** Shown only when the catalog has this fact for the product. */
  readonly fact?: FactName;
  readonly children: ReactNode;
}

const list = <T,>(v: T | readonly T[] | undefined): readonly T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v as T]);

/** Text of a shared manual section that applies only to some products. */
export default function IfProduct({has, not, type, fact, children}: Props): ReactNode {
  const product = useCurrentProduct();
  const format = useFactFormatter();
  const types = list(type);
  const show =
    list(has).every((f) => product.features.includes(f)) &&
    !list(not).some((f) => product.features.includes(f)) &&
    (types.length === 0 || types.includes(product.type)) &&
    (fact === undefined || format(product, fact) !== undefined);
  return show ? children : null;
}
