/**
 * The facts a manual shows in its header, its sentences and its
 * specifications table, with their translated labels: one list for the
 * manual pages and the PDFs, so both show the same rows in the same order.
 * Both are made at build time: a page reads its rows from its front matter
 * (ManualPageFacts), so no formatter or label ships to the browser.
 */
import {translate} from '@docusaurus/Translate';
import type {Product, SafetyFigure} from '@site/src/domain/catalog';
import {productTitle} from '@site/src/domain/catalog/names';
import {FACT_NAMES, type FactName, type FactUse} from '@site/src/domain/formatFacts';
import {featureLabel, productTypeLabel, wheelMaterialLabel} from '@site/src/domain/labels';

/**
 * Formats one fact in the current locale; undefined when the product has
 * none that may be printed there (see FactUse in src/domain/formatFacts.ts).
 */
export type FactFormatter = (product: Product, name: FactName, use?: FactUse) => string | undefined;

export interface FactRow {
  readonly label: string;
  readonly value: string;
}

const present = (rows: readonly {label: string; value: string | undefined}[]): FactRow[] => rows.filter((r): r is FactRow => r.value !== undefined);

/** What a row says for a safety figure no source gives for this product. */
function onLabel(): string {
  return translate({
    id: 'spec.onLabel',
    message: 'See the label on the product or its packaging',
    description: 'Value of a safety row (age, maximum weight, sizes, battery) when the site has no source for this product',
  });
}

/** The table value of a safety figure: the figure, or a pointer to the label. */
function safety(product: Product, figure: SafetyFigure, value: string | undefined): string | undefined {
  return product.onLabel.includes(figure) ? onLabel() : value;
}

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
    {label: translate({id: 'spec.age', message: 'Recommended age'}), value: safety(product, 'age', fact(product, 'age'))},
    {label: translate({id: 'spec.maxRider', message: 'Maximum user weight'}), value: safety(product, 'maxRiderKg', fact(product, 'maxRiderKg'))},
  ]);
}

export function specCaption(product: Product): string {
  return translate({id: 'spec.caption', message: 'Specifications of the {name}'}, {name: product.name});
}

/**
 * Rows of the specifications table: safety figures from a product source or
 * a pointer to the label, other figures from a source or marked as the
 * family's typical value; figures nobody gives are left out.
 */
export function specRows(product: Product, fact: FactFormatter): FactRow[] {
  const table = (name: FactName) => fact(product, name, 'table');
  const wheels = product.figures.wheels;
  const wheelText = table('wheels');
  return present([
    {label: translate({id: 'spec.product', message: 'Product'}), value: product.name},
    {label: translate({id: 'spec.references', message: 'Reference number'}), value: table('references')},
    {label: translate({id: 'spec.type', message: 'Type'}), value: productTypeLabel(product.type)},
    {label: translate({id: 'spec.age', message: 'Recommended age'}), value: safety(product, 'age', table('age'))},
    {label: translate({id: 'spec.maxRider', message: 'Maximum user weight'}), value: safety(product, 'maxRiderKg', table('maxRiderKg'))},
    {label: translate({id: 'spec.seatMax', message: 'Maximum weight in seat mode'}), value: safety(product, 'seatMaxKg', table('seatMaxKg'))},
    {label: translate({id: 'spec.stages', message: 'Stages'}), value: table('stages')},
    {
      label: translate({id: 'spec.wheels', message: 'Wheels'}),
      value:
        wheels && wheelText
          ? [
              wheels.value.count === undefined ? wheelText : `${wheels.value.count} × ${wheelText}`,
              wheels.value.material && wheelMaterialLabel(wheels.value.material),
            ]
              .filter(Boolean)
              .join(', ')
          : undefined,
    },
    {label: translate({id: 'spec.handlebar', message: 'Handlebar height'}), value: table('handlebar')},
    {
      label: translate({id: 'spec.handlebarPositions', message: 'Handlebar height positions'}),
      value: product.figures.handlebar?.value.heightsCm ? undefined : table('handlebarPositions'),
    },
    {label: translate({id: 'spec.saddle', message: 'Seat height'}), value: table('saddle')},
    {label: translate({id: 'spec.sizes', message: 'Sizes'}), value: safety(product, 'sizes', table('sizes'))},
    {label: translate({id: 'spec.weight', message: 'Product weight'}), value: table('weightKg')},
    {label: translate({id: 'spec.battery', message: 'Battery (lithium-ion)'}), value: safety(product, 'battery', table('battery'))},
    {label: translate({id: 'spec.motor', message: 'Motor'}), value: table('motor')},
    {label: translate({id: 'spec.topSpeed', message: 'Top speed'}), value: safety(product, 'battery', table('topSpeed'))},
    {label: translate({id: 'spec.range', message: 'Range (up to)'}), value: table('range')},
    {label: translate({id: 'spec.chargeTime', message: 'Charging time'}), value: table('chargeTime')},
    {
      label: translate({id: 'spec.features', message: 'Features'}),
      value: product.features.length > 0 ? product.features.map(featureLabel).join(' · ') : undefined,
    },
    {label: translate({id: 'spec.typeStandards', message: 'European standard for this type of product'}), value: table('standards')},
  ]);
}

/** What a manual page shows of its product's facts, formatted for one locale (made by plugins/catalog at build time). */
export interface ManualPageFacts {
  readonly lead: string;
  readonly header: readonly FactRow[];
  readonly specCaption: string;
  readonly spec: readonly FactRow[];
  /** Each fact the product has, as a sentence shows it (<ProductFact>); a fact it lacks is absent (<IfProduct fact>). */
  readonly prose: Readonly<Partial<Record<FactName, string>>>;
}

export function manualPageFacts(product: Product, fact: FactFormatter): ManualPageFacts {
  return {
    lead: manualLead(product),
    header: headerFacts(product, fact),
    specCaption: specCaption(product),
    spec: specRows(product, fact),
    prose: Object.fromEntries(
      FACT_NAMES.flatMap((name) => {
        const value = fact(product, name);
        return value === undefined ? [] : [[name, value]];
      }),
    ),
  };
}
