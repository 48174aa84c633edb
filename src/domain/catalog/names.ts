/**
 * Names and routes derived from a product or series. No catalog data here:
 * a manual page imports these without shipping the whole catalog.
 */
import type {Product} from './types';

/** Title of a product's manual; the reference tells apart products of the same name. */
export function productTitle(product: Pick<Product, 'name' | 'references'>): string {
  return product.references.length > 0 ? `${product.name} (${product.references.join(', ')})` : product.name;
}

/**
 * A product's id as one URL segment or file name: `flow/125-770` gives
 * `flow-125-770`, `go-bike/index` gives `go-bike`. Its short link
 * (`/m/flow-125-770`) and the name its PDF downloads under use it; the
 * catalog's validation keeps it unique.
 */
export function shortId(productId: string): string {
  return productId.replace(/\/index$/, '').replace(/\//g, '-');
}

/** Route of a series' category page below the docs base. */
export function categoryPath(seriesId: string): string {
  return `/category/${seriesId}`;
}

/** Route of a kind's page below the docs base: the same in every locale. */
export function kindPath(kind: string): string {
  return `/kind/${kind}`;
}
