import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {productTitle} from '@site/src/data/catalog/names';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import {productTypeLabel} from '@site/src/lib/labels';
import {productJsonLd, serializeJsonLd} from '@site/src/lib/structuredData';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';

/** Top of every manual: drawing, what the manual covers and the key limits. */
export default function ManualHeader(): ReactNode {
  const product = useCurrentProduct();
  const fact = useFactFormatter();
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const image = useBaseUrl(`/img/illustrations/products/${product.illustration}.svg`, {absolute: true});
  const facts = [
    {label: translate({id: 'spec.type', message: 'Type'}), value: productTypeLabel(product.type)},
    {label: translate({id: 'spec.references', message: 'Reference number'}), value: fact(product, 'references')},
    {label: translate({id: 'spec.age', message: 'Recommended age'}), value: fact(product, 'age')},
    {label: translate({id: 'spec.maxRider', message: 'Maximum user weight'}), value: fact(product, 'maxRiderKg')},
  ].filter((f): f is {label: string; value: string} => f.value !== undefined);
  const lead = translate(
    {
      id: 'manual.lead',
      message: 'Instruction manual for the {name}: assembly, safety, adjustments, care and specifications.',
      description: 'Lead of every manual, also its meta description',
    },
    {name: productTitle(product)},
  );
  const structuredData = productJsonLd({
    product,
    brand: siteConfig.customFields?.brandName as string,
    title: productTitle(product),
    description: lead,
    url: new URL(metadata.permalink, siteConfig.url).href,
    image,
  });
  return (
    <div className={styles.header}>
      <Head>
        <script type="application/ld+json">{serializeJsonLd(structuredData)}</script>
      </Head>
      <Illustration
        name={`products/${product.illustration}`}
        alt={translate({id: 'manual.illustration.alt', message: 'Drawing of the {name}'}, {name: product.name})}
        size="small"
        className={styles.drawing}
      />
      <div>
        <p className={styles.lead}>{lead}</p>
        <dl className={styles.facts}>
          {facts.map((f) => (
            <div key={f.label} className={styles.fact}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
