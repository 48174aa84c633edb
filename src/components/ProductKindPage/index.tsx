import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {productsOfKind, type BrowseKind} from '@site/src/domain/catalog';
import {browseKindLabel} from '@site/src/domain/labels';
import VariantComparison from '@site/src/components/VariantComparison';
import WhichOneIntro from '@site/src/components/WhichOneIntro';
import styles from './styles.module.css';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

interface Props {
  readonly kind: BrowseKind;
}

/** `/docs/kind/<kind>`: every product of a kind, with what tells the models apart. */
export default function ProductKindPage({kind}: Props): ReactNode {
  const docs = useManualsPath();
  const products = productsOfKind(kind);
  const label = browseKindLabel(kind);
  const {selectMessage} = usePluralForm();
  return (
    <Layout
      title={label}
      description={translate({
        id: 'kind.page.description',
        message: 'The instruction manual of every model, with what tells the models apart.',
        description: 'Meta description of the page listing the products of one kind',
      })}
    >
      <main className="container margin-vert--lg">
        <nav className={styles.back}>
          <Link to={`${docs}/`}>{translate({id: 'kind.page.allManuals', message: 'All manuals'})}</Link>
        </nav>
        <Heading as="h1">{label}</Heading>
        <p className={styles.count}>
          {selectMessage(
            products.length,
            translate(
              {
                id: 'kind.manualCount',
                message: 'One manual|{count} manuals',
                description: 'Number of manuals of a kind of product, plural forms separated by |',
              },
              {count: products.length},
            ),
          )}
        </p>
        {/* Each cell is in the manual it links to: the search indexes it there, not here. */}
        <section data-search-exclude>
          <WhichOneIntro single={products.length === 1} />
          <VariantComparison products={products} always={['age']} showSeries />
        </section>
      </main>
    </Layout>
  );
}
