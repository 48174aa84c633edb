import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Product} from '@site/src/domain/catalog';

/**
 * The catalog product documented by the current manual page. The catalog
 * plugin puts it in the page's front matter (`productData`), so a manual
 * page loads its own product's facts, not the whole catalog.
 */
export function useCurrentProduct(): Product {
  const {frontMatter, metadata} = useDoc();
  const product = (frontMatter as {productData?: Product}).productData;
  if (!product) {
    throw new Error(`Doc "${metadata.id}" uses a product component but names no catalog product in its front matter.`);
  }
  return product;
}
