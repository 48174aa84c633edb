/**
 * The facts a manual shows in its header and specifications table, with
 * their translated labels: one list for the manual pages (browser) and the
 * PDFs (build), so both show the same rows in the same order.
 */
import {translate} from '@docusaurus/Translate';
import type {Product} from '@site/src/data/catalog';
import {productTitle} from '@site/src/data/catalog/names';
import type {FactName} from '@site/src/lib/format';
import {featureLabel, productTypeLabel, wheelMaterialLabel} from '@site/src/lib/labels';

/** Formats one fact in the current locale; undefined when the product has none. */
export type FactFormatter = (product: Product, name: FactName) => string | undefined;

export interface FactRow {
  readonly label: string;
  readonly value: string;
}

const present = (rows: readonly {label: string; value: string | undefined}[]): FactRow[] =>
  rows.filter((r): r is FactRow => r.value !== undefined);

/** Lead sentence of every manual (also its meta description). */
export function manualLead(product: Product): string {
  return translate(
    {
      id: 'manual.lead',
      message: 'Instruction manual for the {name}: assembly, safety, adjustments, care and specifications.',
      description: 'Lead of every manual, also its meta description',
    },
    {name: productTitle(product)},
  );
}

/** The key limits shown at the top of a manual. */
export function headerFacts(product: Product, fact: FactFormatter): FactRow[] {
  return present([
    {label: translate({id: 'spec.type', message: 'Type'}), value: productTypeLabel(product.type)},
    {label: translate({id: 'spec.references', message: 'Reference number'}), value: fact(product, 'references')},
    {label: translate({id: 'spec.age', message: 'Recommended age'}), value: fact(product, 'age')},
    {label: translate({id: 'spec.maxRider', message: 'Maximum user weight'}), value: fact(product, 'maxRiderKg')},
  ]);
}

export function specCaption(product: Product): string {
  return translate({id: 'spec.caption', message: 'Specifications of the {name}'}, {name: product.name});
}

/** Rows of the specifications table; facts the product lacks are left out. */
export function specRows(product: Product, fact: FactFormatter): FactRow[] {
  const wheels = fact(product, 'wheels');
  return present([
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
  ]);
}
