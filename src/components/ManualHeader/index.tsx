import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {productTitle} from '@site/src/data/catalog';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import {productTypeLabel} from '@site/src/lib/labels';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';

/** Top of every manual: drawing, what the manual covers and the key limits. */
export default function ManualHeader(): ReactNode {
  const product = useCurrentProduct();
  const fact = useFactFormatter();
  const facts = [
    {label: translate({id: 'spec.type', message: 'Type'}), value: productTypeLabel(product.type)},
    {label: translate({id: 'spec.references', message: 'Reference number'}), value: fact(product, 'references')},
    {label: translate({id: 'spec.age', message: 'Recommended age'}), value: fact(product, 'age')},
    {label: translate({id: 'spec.maxRider', message: 'Maximum user weight'}), value: fact(product, 'maxRiderKg')},
  ].filter((f): f is {label: string; value: string} => f.value !== undefined);
  return (
    <div className={styles.header}>
      <Illustration
        name={`products/${product.illustration}`}
        alt={translate({id: 'manual.illustration.alt', message: 'Drawing of the {name}'}, {name: product.name})}
        size="small"
        className={styles.drawing}
      />
      <div>
        <p className={styles.lead}>
          {translate(
            {
              id: 'manual.lead',
              message: 'Instruction manual for the {name}: assembly, safety, adjustments, care and specifications.',
              description: 'Lead of every manual, also its meta description',
            },
            {name: productTitle(product)},
          )}
        </p>
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
