import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useCurrentProduct} from '@site/src/hooks/useCurrentProduct';
import {useFactFormatter} from '@site/src/hooks/useFormat';
import {featureLabel, productTypeLabel, wheelMaterialLabel} from '@site/src/lib/labels';
import styles from './styles.module.css';

interface Row {
  readonly label: string;
  readonly value: string | undefined;
}

/** The specifications table of the current manual, straight from the catalog. */
export default function SpecTable(): ReactNode {
  const product = useCurrentProduct();
  const fact = useFactFormatter();
  const wheels = fact(product, 'wheels');
  const rows: Row[] = [
    {label: translate({id: 'spec.product', message: 'Product'}), value: product.name},
    {label: translate({id: 'spec.references', message: 'Reference number'}), value: fact(product, 'references')},
    {label: translate({id: 'spec.type', message: 'Type'}), value: productTypeLabel(product.type)},
    {label: translate({id: 'spec.age', message: 'Recommended age'}), value: fact(product, 'age')},
    {label: translate({id: 'spec.maxRider', message: 'Maximum user weight'}), value: fact(product, 'maxRiderKg')},
    {label: translate({id: 'spec.seatMax', message: 'Maximum weight in seat mode'}), value: fact(product, 'seatMaxKg')},
    {label: translate({id: 'spec.stages', message: 'Stages'}), value: fact(product, 'stages')},
    {
      label: translate({id: 'spec.wheels', message: 'Wheels'}),
      value:
        product.wheels && wheels
          ? `${product.wheels.count} × ${wheels}, ${wheelMaterialLabel(product.wheels.material)}`
          : undefined,
    },
    {label: translate({id: 'spec.handlebar', message: 'Handlebar height'}), value: fact(product, 'handlebar')},
    {label: translate({id: 'spec.saddle', message: 'Seat height'}), value: fact(product, 'saddle')},
    {label: translate({id: 'spec.sizes', message: 'Sizes'}), value: fact(product, 'sizes')},
    {label: translate({id: 'spec.weight', message: 'Product weight'}), value: fact(product, 'weightKg')},
    {label: translate({id: 'spec.battery', message: 'Battery (lithium-ion)'}), value: fact(product, 'battery')},
    {label: translate({id: 'spec.motor', message: 'Motor'}), value: fact(product, 'motor')},
    {label: translate({id: 'spec.topSpeed', message: 'Top speed'}), value: fact(product, 'topSpeed')},
    {label: translate({id: 'spec.range', message: 'Range (up to)'}), value: fact(product, 'range')},
    {label: translate({id: 'spec.chargeTime', message: 'Charging time'}), value: fact(product, 'chargeTime')},
    {
      label: translate({id: 'spec.features', message: 'Features'}),
      value: product.features.length > 0 ? product.features.map(featureLabel).join(' · ') : undefined,
    },
    {label: translate({id: 'spec.standards', message: 'Safety standard'}), value: fact(product, 'standards')},
  ];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {translate(
          {id: 'spec.caption', message: 'Specifications of the {name}'},
          {name: product.name},
        )}
      </caption>
      <tbody>
        {rows
          .filter((r): r is {label: string; value: string} => r.value !== undefined)
          .map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
