/**
 * Translated labels for catalog enums. Each call is static so that
 * `docusaurus write-translations` extracts every id into code.json.
 */
import {translate} from '@docusaurus/Translate';
import type {BrowseKind, Feature, ProductType, WheelMaterial} from '@site/src/domain/catalog';
import type {FormatTemplates} from '@site/src/domain/formatFacts';

/** The few wording templates that fact formatting needs, in the current locale. */
export function formatTemplates(): FormatTemplates {
  return {
    ageFrom: translate({id: 'product.age.from', message: '{age} and up', description: 'Age with no upper limit'}),
    ageRange: translate({
      id: 'product.age.range',
      message: '{min} to {max}',
      description: 'Age range whose ends use different units, e.g. 10 months to 3 years',
    }),
    ageFromBirth: translate({id: 'product.age.fromBirth', message: 'from birth to {max}'}),
    years: translate({id: 'product.age.years', message: '{count} years', description: "A child's age in whole years (2 or more)"}),
    yearRange: translate({
      id: 'product.age.yearRange',
      message: '{min}–{max} years',
      description: "A child's age range in whole years, e.g. 3–8 years",
    }),
    typical: translate({
      id: 'spec.typical',
      message: '{value} (typical value)',
      description: 'A figure of the product family, not of this very product, in the specifications table',
    }),
    frontWheelOnly: translate({
      id: 'product.wheels.frontOnly',
      message: '{size} (front)',
      description: 'Wheel size when only the front wheel size is known, e.g. 125 mm (front)',
    }),
  };
}

export function productTypeLabel(type: ProductType): string {
  switch (type) {
    case 'scooter-3w':
      return translate({id: 'product.type.scooter-3w', message: 'Three-wheel kick scooter'});
    case 'ride-on-scooter':
      return translate({id: 'product.type.ride-on-scooter', message: 'Ride-on with seat'});
    case 'scooter-2w':
      return translate({id: 'product.type.scooter-2w', message: 'Two-wheel kick scooter'});
    case 'big-wheel-scooter':
      return translate({id: 'product.type.big-wheel-scooter', message: 'Big-wheel kick scooter'});
    case 'stunt-scooter':
      return translate({id: 'product.type.stunt-scooter', message: 'Stunt scooter'});
    case 'e-scooter':
      return translate({id: 'product.type.e-scooter', message: 'Electric scooter'});
    case 'trike':
      return translate({id: 'product.type.trike', message: 'Convertible trike'});
    case 'balance-bike':
      return translate({id: 'product.type.balance-bike', message: 'Balance bike'});
    case 'walker':
      return translate({id: 'product.type.walker', message: 'Walker and ride-on'});
    case 'skates':
      return translate({id: 'product.type.skates', message: 'Adjustable roller skates'});
    case 'helmet':
      return translate({id: 'product.type.helmet', message: 'Helmet'});
    case 'pads':
      return translate({id: 'product.type.pads', message: 'Protective pads'});
    case 'bell':
      return translate({id: 'product.type.bell', message: 'Handlebar accessory'});
    case 'stroller':
      return translate({id: 'product.type.stroller', message: 'Stroller'});
  }
}

/** What parents call a kind of product: the kind's card and page title. */
export function browseKindLabel(kind: BrowseKind): string {
  switch (kind) {
    case 'scooters-3w':
      return translate({id: 'kind.scooters-3w', message: 'Three-wheel scooters'});
    case 'scooters-2w':
      return translate({id: 'kind.scooters-2w', message: 'Two-wheel scooters'});
    case 'e-scooters':
      return translate({id: 'kind.e-scooters', message: 'Electric scooters'});
    case 'balance-bikes':
      return translate({id: 'kind.balance-bikes', message: 'Balance bikes'});
    case 'trikes':
      return translate({id: 'kind.trikes', message: 'Trikes'});
    case 'ride-ons':
      return translate({id: 'kind.ride-ons', message: 'Ride-ons and walkers'});
    case 'helmets':
      return translate({id: 'kind.helmets', message: 'Helmets'});
    case 'pads-and-skates':
      return translate({id: 'kind.pads-and-skates', message: 'Pads and skates'});
    case 'stroller':
      return translate({id: 'kind.stroller', message: 'Stroller'});
    case 'accessories':
      return translate({id: 'kind.accessories', message: 'Accessories'});
  }
}

export function featureLabel(feature: Feature): string {
  switch (feature) {
    case 'foldable':
      return translate({id: 'product.feature.foldable', message: 'Folds'});
    case 'steering-lock':
      return translate({id: 'product.feature.steering-lock', message: 'Steering lock'});
    case 'lights':
      return translate({id: 'product.feature.lights', message: 'Lights', description: 'The product has lights of some kind (its name says so)'});
    case 'light-up-wheels':
      return translate({id: 'product.feature.light-up-wheels', message: 'Light-up wheels'});
    case 'wheel-dynamo':
      return translate({id: 'product.feature.wheel-dynamo', message: 'Wheel lights powered by the turning wheels (no battery)'});
    case 'deck-lights':
      return translate({id: 'product.feature.deck-lights', message: 'Deck lights'});
    case 'trolley-mode':
      return translate({id: 'product.feature.trolley-mode', message: 'Trolley mode'});
    case 'suspension':
      return translate({id: 'product.feature.suspension', message: 'Front suspension'});
    case 'rear-brake':
      return translate({id: 'product.feature.rear-brake', message: 'Rear foot brake'});
    case 'hand-brake':
      return translate({id: 'product.feature.hand-brake', message: 'Hand brake'});
    case 'kickstand':
      return translate({id: 'product.feature.kickstand', message: 'Kickstand'});
    case 'seat':
      return translate({id: 'product.feature.seat', message: 'Removable seat'});
    case 'converts-to-scooter':
      return translate({id: 'product.feature.converts-to-scooter', message: 'Converts to a three-wheel scooter'});
    case 'push-bar':
      return translate({id: 'product.feature.push-bar', message: 'Parent push bar'});
    case 'canopy':
      return translate({id: 'product.feature.canopy', message: 'Sun canopy'});
    case 'harness':
      return translate({id: 'product.feature.harness', message: 'Safety harness'});
    case 'air-tyres':
      return translate({id: 'product.feature.air-tyres', message: 'Air-filled tyres'});
    case 'reversible-frame':
      return translate({id: 'product.feature.reversible-frame', message: 'Frame turns over: low or high'});
    case 'battery-lights':
      return translate({id: 'product.feature.battery-lights', message: 'Battery-powered lights'});
    case 'led-light':
      return translate({id: 'product.feature.led-light', message: 'LED light'});
    case 'dial-fit':
      return translate({id: 'product.feature.dial-fit', message: 'Fit dial'});
    case 'ecologic':
      return translate({id: 'product.feature.ecologic', message: 'Ecologic range: recycled or bio-based materials'});
    case 'play-panel':
      return translate({id: 'product.feature.play-panel', message: 'Play panel'});
    case 'recline':
      return translate({id: 'product.feature.recline', message: 'Reclining backrest'});
    case 'foot-brake':
      return translate({id: 'product.feature.foot-brake', message: 'Parking brake'});
  }
}

export function wheelMaterialLabel(material: WheelMaterial): string {
  switch (material) {
    case 'PU':
      return translate({id: 'product.wheels.pu', message: 'polyurethane (PU)'});
    case 'EVA foam':
      return translate({id: 'product.wheels.eva', message: 'puncture-proof EVA foam'});
    case 'rubber':
      return translate({id: 'product.wheels.rubber', message: 'rubber'});
    case 'pneumatic':
      return translate({id: 'product.wheels.pneumatic', message: 'air-filled tyres'});
    case 'PVC':
      return translate({id: 'product.wheels.pvc', message: 'PVC'});
  }
}
