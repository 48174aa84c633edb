/**
 * When a conditional manual passage applies to a product: the logic of
 * `<IfProduct>`, shared by the manual pages (browser) and the PDFs (build).
 * A feature is in one of three states for a product (src/domain/catalog):
 * it has it (with a basis), it may have it (no source says), or neither.
 */
import type {Audience, Feature, Product, ProductType} from '@site/src/domain/catalog';
import type {FactName} from '@site/src/domain/formatFacts';

export interface ProductCondition {
  /** The product has all these features, each with a basis: the passage may assert them. */
  readonly has?: Feature | readonly Feature[];
  /**
   * The product has or may have each of these features: the passage is
   * worded "if your model has…", true whether or not it does.
   */
  readonly may?: Feature | readonly Feature[];
  /** The product may have each of these features but no source says: for the "not every model has…" sentence. */
  readonly unsure?: Feature | readonly Feature[];
  /** A source says the product lacks each of these features. */
  readonly lacks?: Feature | readonly Feature[];
  /** The product is not known to have any of these features: the passage must not claim it lacks them. */
  readonly not?: Feature | readonly Feature[];
  /** Applies only to these product types. */
  readonly type?: ProductType | readonly ProductType[];
  /** Applies only to products for this audience (`any`: no source says whom). */
  readonly audience?: Audience | readonly Audience[];
  /** Applies only when the catalog has this fact for the product. */
  readonly fact?: FactName;
}

/** The condition's props, for the checks that read manual sources. */
export const CONDITION_PROPS = ['has', 'may', 'unsure', 'lacks', 'not', 'type', 'audience', 'fact'] as const satisfies readonly (keyof ProductCondition)[];

const list = <T>(v: T | readonly T[] | undefined): readonly T[] => (v === undefined ? [] : Array.isArray(v) ? (v as readonly T[]) : [v as T]);

type Subject = Pick<Product, 'features' | 'maybe' | 'lacks' | 'type' | 'audience'>;

/**
 * @param hasFact whether the product has a value for a fact (formatting is
 * locale-bound, so the caller supplies it)
 */
export function matchesProduct(product: Subject, condition: ProductCondition, hasFact: (name: FactName) => boolean): boolean {
  const has = (f: Feature) => product.features.includes(f);
  const maybe = (f: Feature) => product.maybe.includes(f);
  const types = list(condition.type);
  const audiences = list(condition.audience);
  return (
    list(condition.has).every(has) &&
    list(condition.may).every((f) => has(f) || maybe(f)) &&
    list(condition.unsure).every(maybe) &&
    list(condition.lacks).every((f) => product.lacks.includes(f)) &&
    !list(condition.not).some(has) &&
    (types.length === 0 || types.includes(product.type)) &&
    (audiences.length === 0 || audiences.includes(product.audience)) &&
    (condition.fact === undefined || hasFact(condition.fact))
  );
}
