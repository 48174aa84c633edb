import type {ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import {getProduct, type Product} from '@site/src/domain/catalog';
import VariantComparison from '@site/src/components/VariantComparison';
import WhichOneIntro from '@site/src/components/WhichOneIntro';

type Props = WrapperProps<typeof DocCardListType>;

/**
 * The stock cards; on a series page "Which one do I have?" comes first, as
 * telling look-alike models apart is what a parent there needs first.
 */
export default function DocCardListWrapper(props: Props): ReactNode {
  const products = (props.items ?? []).flatMap((item): Product[] => {
    const product = item.type === 'link' && item.docId ? getProduct(item.docId) : undefined;
    return product ? [product] : [];
  });
  return (
    <>
      {products.length > 1 && (
        // Each cell is in the manual it links to: the search indexes it there, not here.
        <section data-search-exclude>
          <WhichOneIntro />
          <VariantComparison products={products} />
        </section>
      )}
      <DocCardList {...props} />
    </>
  );
}
