/**
 * What tells look-alike products apart ("Which one do I have?"): the traits a
 * parent can see on the product in hand, each product's value from the
 * catalog in the current locale. Only facts the catalog gives are shown; a
 * trait no source gives for a product reads "not known" (an age: "see the
 * label"), never a guess.
 */
import {translate} from '@docusaurus/Translate';
import type {Feature, Product} from '@site/src/domain/catalog';
import {featureLabel} from '@site/src/domain/labels';
import type {FactFormatter} from '@site/src/domain/manualFacts';

export const TRAITS = ['references', 'lights', 'folds', 'brakes', 'wheels', 'seat', 'pushBar', 'age'] as const;
export type Trait = (typeof TRAITS)[number];

export interface TraitColumn {
  readonly trait: Trait;
  readonly label: string;
  /** One value per product, in the products' order; undefined: no source says. */
  readonly values: readonly (string | undefined)[];
  /** What a cell says when no source gives the value: a safety figure sends the parent to the label. */
  readonly unknown: string;
}

/** Lights a parent can see, most telling first; `lights` alone only says the name has "Lights". */
const LIGHTS: readonly Feature[] = ['light-up-wheels', 'wheel-dynamo', 'deck-lights', 'led-light', 'battery-lights'];
const BRAKES: readonly Feature[] = ['rear-brake', 'hand-brake', 'foot-brake'];

const yes = () => translate({id: 'compare.yes', message: 'Yes'});
const no = () => translate({id: 'compare.no', message: 'No'});

/** Yes when a basis gives the feature, No when a source says it lacks it, else unknown. */
function hasFeature(product: Product, feature: Feature): string | undefined {
  if (product.features.includes(feature)) return yes();
  return product.lacks.includes(feature) ? no() : undefined;
}

function lights(product: Product): string | undefined {
  const seen = LIGHTS.filter((f) => product.features.includes(f)).map(featureLabel);
  if (seen.length > 0) return seen.join(' · ');
  if (product.features.includes('lights')) return yes();
  return product.lacks.includes('lights') ? no() : undefined;
}

function brakes(product: Product): string | undefined {
  const seen = BRAKES.filter((f) => product.features.includes(f)).map(featureLabel);
  return seen.length > 0 ? seen.join(' · ') : undefined;
}

function traitLabel(trait: Trait): string {
  switch (trait) {
    case 'references':
      return translate({id: 'spec.references', message: 'Reference number'});
    case 'lights':
      return translate({id: 'compare.lights', message: 'Lights'});
    case 'folds':
      return translate({id: 'compare.folds', message: 'Folds'});
    case 'brakes':
      return translate({id: 'compare.brakes', message: 'Brakes'});
    case 'wheels':
      return translate({id: 'spec.wheels', message: 'Wheels'});
    case 'seat':
      return translate({id: 'compare.seat', message: 'Seat'});
    case 'pushBar':
      return translate({id: 'product.feature.push-bar', message: 'Parent push bar'});
    case 'age':
      return translate({id: 'spec.age', message: 'Recommended age'});
  }
}

function unknownText(trait: Trait): string {
  return trait === 'age'
    ? translate({id: 'compare.onLabel', message: 'See the label', description: 'A comparison cell for a safety figure no source gives for the product'})
    : translate({id: 'compare.unknown', message: 'Not known', description: 'A comparison cell when no source gives this for the product'});
}

function traitValue(trait: Trait, product: Product, fact: FactFormatter): string | undefined {
  switch (trait) {
    case 'references':
      return fact(product, 'references');
    case 'lights':
      return lights(product);
    case 'folds':
      return hasFeature(product, 'foldable');
    case 'brakes':
      return brakes(product);
    case 'wheels':
      return fact(product, 'wheels', 'table');
    case 'seat':
      return hasFeature(product, 'seat');
    case 'pushBar':
      return hasFeature(product, 'push-bar');
    case 'age':
      // Safety figure: only from a source for this very product (the prose use drops the rest).
      return product.onLabel.includes('age') ? undefined : fact(product, 'age');
  }
}

/**
 * The traits on which the products differ (a value known for some and
 * different, or unknown, for others), plus those asked for always when any
 * product has a value. One product: only the `always` traits.
 */
export function variantTraits(products: readonly Product[], fact: FactFormatter, always: readonly Trait[] = []): TraitColumn[] {
  return TRAITS.flatMap((trait) => {
    const values = products.map((p) => traitValue(trait, p, fact));
    if (values.every((v) => v === undefined)) return [];
    const differs = new Set(values).size > 1;
    return differs || always.includes(trait) ? [{trait, label: traitLabel(trait), values, unknown: unknownText(trait)}] : [];
  });
}
