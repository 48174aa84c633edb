import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {getProduct, type Product} from '@site/src/data/catalog';

/** The catalog product documented by the current manual page. */
export function useCurrentProduct(): Product {
  const {frontMatter, metadata} = useDoc();
  const id = (frontMatter as {product?: string}).product;
  const product = id === undefined ? undefined : getProduct(id);
  if (!product) {
    throw new Error(`Doc "${metadata.id}" uses a product component but names no catalog product in its front matter.`);
  }
  return product;
}
