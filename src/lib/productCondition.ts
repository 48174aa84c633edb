/**
 * When a conditional manual passage applies to a product: the logic of
 * `<IfProduct>`, shared by the manual pages (browser) and the PDFs (build).
 */
import type {Feature, Product, ProductType} from '@site/src/data/catalog';
import type {FactName} from '@site/src/lib/format';

export interface ProductCondition {
  /** Applies only when the product has all these features. */
  readonly has?: Feature | readonly Feature[];
  /** Applies only when the product has none of these features. */
  readonly not?: Feature | readonly Feature[];
  /** Applies only to these product types. */
  readonly type?: ProductType | readonly ProductType[];
  /** Applies only when the catalog has this fact for the product. */
  readonly fact?: FactName;
}

const list = <T>(v: T | readonly T[] | undefined): readonly T[] =>
  v === undefined ? [] : Array.isArray(v) ? (v as readonly T[]) : [v as T];

/**
 * @param hasFact whether the product has a value for a fact (formatting is
 * locale-bound, so the caller supplies it)
 */
export function matchesProduct(
  product: Pick<Product, 'features' | 'type'>,
  {has, not, type, fact}: ProductCondition,
  hasFact: (name: FactName) => boolean,
): boolean {
  const types = list(type);
  return (
    list(has).every((f) => product.features.includes(f)) &&
    !list(not).some((f) => product.features.includes(f)) &&
    (types.length === 0 || types.includes(product.type)) &&
    (fact === undefined || hasFact(fact))
  );
}
