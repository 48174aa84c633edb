import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import {headerFacts, manualLead} from '@site/src/lib/manualFacts';
import Illustration from '@site/src/components/Illustration';
import PdfDownload from '@site/src/components/PdfDownload';
import styles from './styles.module.css';

/** Top of every manual: drawing, what the manual covers, the key limits and the PDF. */
export default function ManualHeader(): ReactNode {
  const product = useCurrentProduct();
  const fact = useFactFormatter();
  return (
    <div className={styles.header}>
      <Illustration
        name={`products/${product.illustration}`}
        alt={translate({id: 'manual.illustration.alt', message: 'Drawing of the {name}'}, {name: product.name})}
        size="small"
        className={styles.drawing}
      />
      <div>
        <p className={styles.lead}>{manualLead(product)}</p>
        <dl className={styles.facts}>
          {headerFacts(product, fact).map((f) => (
            <div key={f.label} className={styles.fact}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        <PdfDownload docId={product.id} className={styles.pdf} />
      </div>
    </div>
  );
}
