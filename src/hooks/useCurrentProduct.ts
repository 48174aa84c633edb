import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Product} from '@site/src/domain/catalog';
import type {ManualPageFacts} from '@site/src/domain/manualFacts';

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

/**
 * The current manual's facts, formatted for the page's locale at build time
 * (front matter `manualFacts`, made by the catalog plugin): the page ships
 * the rows, not the formatter and its labels.
 */
export function useManualFacts(): ManualPageFacts {
  const {frontMatter, metadata} = useDoc();
  const facts = (frontMatter as {manualFacts?: ManualPageFacts}).manualFacts;
  if (!facts) throw new Error(`Doc "${metadata.id}" uses a product component but names no catalog product in its front matter.`);
  return facts;
}
