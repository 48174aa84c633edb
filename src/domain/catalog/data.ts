/**
 * The product catalog. Each series sets what its products share; a product
 * lists only what differs. Every figure carries its basis (./figures.ts):
 * `confirmed` or `secondary` with the research-notes source about that very
 * product, `family` for the family's working figure in ../shared/facts, or
 * `fromName` when the product's name says it. A figure no source gives is
 * left out: the pages then send the parent to the product's label.
 * Features work the same way (`fromName(true)`, `family(true)`, `family(false)`
 * where a source says a product lacks one); `maybe()` marks a feature that
 * models of the kind commonly differ on and no source gives for this one:
 * its manual says "if your model has…". A feature not listed at all is
 * never mentioned. The facts name some features for some models only
 * ("foldable models", "light-up wheels on lights models"): the other models
 * of that family then get neither the feature nor a `maybe`.
 * Validated at build time by ./validate.ts against ./schema.ts.
 */
import {confirmed, family, fromName, maybe, secondary} from './figures';
import type {SeriesInput} from './types';

const years = (min: number, max?: number) => ({minMonths: min * 12, ...(max !== undefined && {maxMonths: max * 12})});

export const catalog: readonly SeriesInput[] = [
  {
    id: 'accessories',
    folder: 'accessories',
    name: 'Accessories',
    description: 'Bells and buzzers that clip onto scooter and bike handlebars.',
    defaults: {type: 'bell', audience: 'any', features: {}},
    products: [
      {slug: 'globber-bells', name: 'Globber Bells', aliases: ['bell', 'ring']},
      // A buzzer, by its name: whether it has a light, and on what power, no source says.
      {slug: 'mini-buzzzer', name: 'Mini Buzzzer', features: {'led-light': maybe(), 'battery-lights': maybe()}, aliases: ['buzzer', 'horn', 'mini buzzer']},
    ],
  },
  {
    id: 'ace',
    folder: 'ace',
    name: 'Ace',
    description: 'Three-wheel kick scooter with light-up wheels.',
    defaults: {
      type: 'scooter-3w',
      audience: family('children'),
      age: family(years(3)),
      maxRiderKg: family(50),
      // Family: "3-wheel scooter, light-up wheels"; nothing on folding or a steering lock.
      features: {lights: fromName(true), 'light-up-wheels': family(true), 'battery-lights': maybe(), foldable: maybe(), 'steering-lock': maybe()},
    },
    products: [{slug: 'ace-lights', name: 'Ace Lights'}],
  },
  {
    id: 'e-motion',
    folder: 'e-motion',
    name: 'E-Motion',
    description: 'Electric kick scooters for children and teenagers, speed-limited, with kick-to-start.',
    defaults: {
      type: 'e-scooter',
      audience: family('children'),
      age: family(years(8)),
      // Family: lithium-ion battery, speed-limited, kick-to-start; no source on folding, brakes, lights or suspension.
      features: {foldable: maybe(), 'hand-brake': maybe(), 'led-light': maybe(), kickstand: maybe(), suspension: maybe()},
    },
    products: [
      // "4 plus: younger, with parent": the family's age does not apply to it.
      {slug: 'e-motion-4-plus', name: 'E-Motion 4 Plus', age: null},
      {slug: 'e-motion-6', name: 'E-Motion 6'},
      {slug: 'e-motion-11', name: 'E-Motion 11'},
      {slug: 'e-motion-14', name: 'E-Motion 14'},
      {slug: 'e-motion-27', name: 'E-Motion 27'},
    ],
  },
  {
    id: 'elite',
    folder: 'elite',
    name: 'Elite',
    description: 'Three-wheel folding scooters with light-up wheels and trolley mode.',
    defaults: {
      type: 'scooter-3w',
      audience: family('children'),
      age: family(years(3, 10)),
      maxRiderKg: family(50),
      handlebar: family({positions: 4}),
      // Family: steering lock, light-up wheels, elliptic folding, trolley mode.
      features: {
        foldable: family(true),
        'steering-lock': family(true),
        lights: fromName(true),
        'light-up-wheels': family(true),
        'battery-lights': maybe(),
        'trolley-mode': family(true),
      },
    },
    products: [
      {slug: 'elite-lights', name: 'Elite Lights'},
      {
        slug: 'elite-deluxe-lights',
        name: 'Elite Deluxe Lights',
        // Its age (3-10) rests on C3 only, which is not a source: the label gives it.
        maxRiderKg: secondary(50, 'C2'),
        wheels: secondary({frontMm: 125, material: 'PU'}, 'C2'),
        handlebar: secondary({positions: 4}, 'C2'),
        features: {
          foldable: secondary(true, 'C2'),
          'light-up-wheels': secondary(true, 'C2'),
          'wheel-dynamo': secondary(true, 'C2'),
          'deck-lights': secondary(true, 'C2'),
          'battery-lights': secondary(true, 'C2'),
          'trolley-mode': secondary(true, 'C2'),
        },
      },
    ],
  },
  {
    id: 'explorer-trike',
    folder: 'explorer-trike',
    name: 'Explorer Trike',
    description: 'Convertible trikes that grow from a push trike to a classic trike.',
    defaults: {
      type: 'trike',
      audience: family('children'),
      age: family({minMonths: 10, maxMonths: 36}),
      maxRiderKg: family(20),
      stages: fromName(4),
      // Family: parent push bar, canopy and harness on the early stages; nothing on a brake.
      features: {'push-bar': family(true), canopy: family(true), harness: family(true), 'rear-brake': maybe()},
      // The manual walks through each stage the trike has.
      sections: ['stage-youngest', 'stage-push', 'stage-pedal', 'stage-classic'],
    },
    products: [
      {
        slug: '2-in-1',
        name: 'Explorer Trike 2-in-1',
        stages: fromName(2),
        // Which two stages, and whether they use the canopy and harness, no source says.
        features: {canopy: maybe(), harness: maybe()},
        sections: ['stage-push', 'stage-classic'],
      },
      {slug: '3-in-1', name: 'Explorer Trike 3-in-1', stages: fromName(3), sections: ['stage-youngest', 'stage-pedal', 'stage-classic']},
      // C8 describes the 4-in-1 (which variant it does not say): canopy and parent bar.
      {slug: '4-in-1', name: 'Explorer Trike 4-in-1', features: {'push-bar': secondary(true, 'C8'), canopy: secondary(true, 'C8')}},
      {slug: '4-in-1-634', name: 'Explorer Trike 4-in-1', references: ['634']},
      {slug: '4-in-1-deluxe-play', name: 'Explorer Trike 4-in-1 Deluxe Play', features: {'play-panel': fromName(true)}},
      {
        slug: '4-in-1-deluxe-play-636',
        name: 'Explorer Trike 4-in-1 Deluxe Play',
        references: ['636'],
        features: {'play-panel': fromName(true)},
      },
      {slug: '4-in-1-foldable', name: 'Explorer Trike 4-in-1 Foldable', features: {foldable: secondary(true, 'C11')}},
    ],
  },
  {
    id: 'flow-element',
    folder: 'flow-element',
    name: 'Flow Element',
    description: 'Two-wheel kick scooters with an adjustable handlebar.',
    defaults: {
      type: 'scooter-2w',
      audience: family('children'),
      age: family(years(6)),
      maxRiderKg: family(100),
      // Family: two wheels, adjustable handlebar; nothing on folding or a stand.
      features: {foldable: maybe(), kickstand: maybe()},
    },
    products: [
      {slug: 'index', name: 'Flow Element'},
      {slug: 'comfort', name: 'Flow Element Comfort'},
      {slug: 'comfort-lights', name: 'Flow Element Comfort Lights', features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe()}},
      {slug: 'junior-lights', name: 'Flow Element Junior Lights', features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe()}},
      {slug: 'lights', name: 'Flow Element Lights', features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe()}},
    ],
  },
  {
    id: 'flow',
    folder: 'flow',
    name: 'Flow',
    description: 'Two-wheel kick scooters for children, teenagers and adults.',
    defaults: {
      type: 'scooter-2w',
      audience: 'any',
      age: family(years(6)),
      maxRiderKg: family(100),
      wheels: family({frontMm: 125, rearMm: 125}),
      // Family: "foldable models", which are the Foldable ones; nothing on a stand.
      features: {kickstand: maybe()},
    },
    products: [
      {slug: '125', name: 'Flow 125'},
      {slug: '125-770', name: 'Flow 125', references: ['770']},
      {slug: '125-lights', name: 'Flow 125 Lights', features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe()}},
      {
        slug: '125-lights-772',
        name: 'Flow 125 Lights',
        references: ['772'],
        features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe()},
      },
      {slug: 'foldable', name: 'Flow Foldable', features: {foldable: fromName(true)}},
      {slug: 'foldable-125', name: 'Flow Foldable 125', features: {foldable: fromName(true)}},
      {slug: 'foldable-junior', name: 'Flow Foldable Junior', audience: fromName('children'), features: {foldable: fromName(true)}},
    ],
  },
  {
    id: 'go-bike',
    folder: 'go-bike',
    name: 'Go Bike',
    description: 'Balance bikes with a frame that turns over from low to high.',
    defaults: {
      type: 'balance-bike',
      audience: family('children'),
      age: family(years(2, 5)),
      maxRiderKg: family(20),
      wheels: family({frontMm: 254, rearMm: 254}),
      saddle: family({minCm: 34, maxCm: 41.5, positions: 6}),
      // Family: the frame reverses low/high; foam or air tyres; nothing on a brake.
      features: {'reversible-frame': family(true), 'hand-brake': maybe()},
    },
    products: [
      {
        slug: 'index',
        name: 'Go Bike',
        age: secondary(years(2, 5), 'C4'),
        maxRiderKg: secondary(20, 'C4'),
        wheels: secondary({frontMm: 254, rearMm: 254, material: 'EVA foam'}, 'C4'),
        saddle: secondary({minCm: 34, maxCm: 41.5, positions: 6}, 'C4'),
        handlebar: secondary({positions: 2, heightsCm: [47.5, 50.5]}, 'C4'),
        features: {'reversible-frame': secondary(true, 'C4')},
      },
      {slug: 'elite', name: 'Go Bike Elite'},
      {slug: 'elite-air', name: 'Go Bike Elite Air', features: {'air-tyres': fromName(true)}, sections: ['tyre-pressure']},
      {slug: 'elite-duo', name: 'Go Bike Elite Duo'},
    ],
  },
  {
    id: 'goup',
    folder: 'go-up',
    name: 'GO UP',
    description: 'Ride-ons with a seat for toddlers that turn into a three-wheel scooter as the child grows.',
    defaults: {
      type: 'ride-on-scooter',
      audience: family('children'),
      // The seat from 15 months; the scooter stage from 3 years (facts file).
      age: family({minMonths: 15}),
      maxRiderKg: family(50),
      seatMaxKg: family(20),
      stages: family(3),
      // Family: a seat, then a three-wheel scooter; "360" models with 360-degree lights. Nothing on folding, brake or steering lock.
      features: {
        seat: family(true),
        'converts-to-scooter': family(true),
        foldable: maybe(),
        'steering-lock': maybe(),
        'rear-brake': maybe(),
      },
      sections: ['stage-scooter'],
    },
    products: [
      {slug: 'active-ecologic', name: 'GO UP Active Ecologic', features: {ecologic: fromName(true)}},
      {slug: 'active-lights', name: 'GO UP Active Lights', features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe()}},
      {
        slug: 'active-lights-360',
        name: 'GO UP Active Lights 360',
        features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe(), 'led-light': family(true)},
      },
      {
        slug: 'active-lights-ecologic',
        name: 'GO UP Active Lights Ecologic',
        features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe(), ecologic: fromName(true)},
      },
      // The GO UP for babies: whether it becomes a scooter as the family's models do, no source says.
      {
        slug: 'baby-lights',
        name: 'GO UP Baby Lights',
        stages: null,
        features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe(), 'converts-to-scooter': null},
        sections: [],
      },
      {slug: 'deluxe', name: 'GO UP Deluxe'},
      {slug: 'deluxe-lights', name: 'GO UP Deluxe Lights', features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe()}},
      {
        slug: 'deluxe-lights-360',
        name: 'GO UP Deluxe Lights 360',
        features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe(), 'led-light': family(true)},
      },
      {
        slug: 'deluxe-lights-ecologic-360',
        name: 'GO UP Deluxe Lights Ecologic 360',
        features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe(), 'led-light': family(true), ecologic: fromName(true)},
      },
      {slug: 'sporty-lights', name: 'GO UP Sporty Lights', features: {lights: fromName(true), 'light-up-wheels': maybe(), 'battery-lights': maybe()}},
    ],
  },
  {
    id: 'gs',
    folder: 'gs',
    name: 'GS',
    description: 'Stunt scooters with a fixed bar for skate parks.',
    defaults: {
      type: 'stunt-scooter',
      audience: 'any',
      age: family(years(8)),
      maxRiderKg: family(100),
      // Family: a fixed, non-folding bar.
      features: {foldable: family(false)},
    },
    products: [
      {slug: '360', name: 'GS 360'},
      {slug: '540', name: 'GS 540'},
      {slug: '720', name: 'GS 720'},
      {slug: '900', name: 'GS 900'},
      {slug: '900-deluxe', name: 'GS 900 Deluxe'},
    ],
  },
  {
    id: 'helmets',
    folder: 'helmets',
    name: 'Helmets',
    description: 'Helmets for scooter, bike and skate riders, with a fit dial.',
    defaults: {
      type: 'helmet',
      audience: 'any',
      // Family: an adjustable dial; a light "on some models", which ones no source says.
      features: {'dial-fit': family(true), 'led-light': maybe(), 'battery-lights': maybe()},
    },
    products: [
      {slug: 'adult', name: 'Helmet Adult', audience: fromName('adults'), standards: [['EN 1078']]},
      {slug: 'fantasy', name: 'Helmet Fantasy'},
      {slug: 'kid', name: 'Helmet Kid', audience: fromName('children')},
      {slug: 'master-ultimum', name: 'Helmet Master Ultimum', standards: [['EN 1078']]},
      {slug: 'racing', name: 'Helmet Racing', standards: [['EN 1078']]},
    ],
  },
  {
    id: 'junior',
    folder: 'junior',
    name: 'Junior',
    description: 'Folding three-wheel scooters for toddlers, with dynamo light-up wheels and trolley mode.',
    defaults: {
      type: 'scooter-3w',
      audience: family('children'),
      age: family(years(2, 6)),
      maxRiderKg: family(50),
      handlebar: family({positions: 3, heightsCm: [54, 61, 68]}),
      standards: [['EN 71-1']],
      // Family: foldable, steering lock, dynamo light-up wheels (no battery), trolley mode.
      features: {
        foldable: family(true),
        'steering-lock': family(true),
        lights: fromName(true),
        'light-up-wheels': family(true),
        'wheel-dynamo': family(true),
        'trolley-mode': family(true),
      },
    },
    products: [
      {slug: 'foldable-fantasy-lights', name: 'Junior Foldable Fantasy Lights', features: {foldable: fromName(true)}},
      {
        slug: 'foldable-lights',
        name: 'Junior Foldable Lights',
        age: secondary(years(2, 6), 'C1'),
        maxRiderKg: secondary(50, 'C1'),
        handlebar: secondary({positions: 3, heightsCm: [54, 61, 68]}, 'C1'),
        features: {
          foldable: secondary(true, 'C1'),
          'steering-lock': secondary(true, 'C1'),
          'light-up-wheels': secondary(true, 'C1'),
          'wheel-dynamo': secondary(true, 'C1'),
          'trolley-mode': secondary(true, 'C1'),
        },
      },
      {slug: 'foldable-lights-ecologic', name: 'Junior Foldable Lights Ecologic', features: {foldable: fromName(true), ecologic: fromName(true)}},
    ],
  },
  {
    id: 'learning',
    folder: 'learning',
    name: 'Learning',
    description: 'First balance bikes, learning trikes, a walker and adjustable skates for toddlers.',
    defaults: {
      type: 'balance-bike',
      audience: family('children'),
      // The family's maximum weight is a range (20-30 kg), so none is kept.
      age: family({minMonths: 18, maxMonths: 60}),
      standards: [['EN 71-1']],
      // The series holds other kinds too: each product lists its own features.
      features: {},
    },
    products: [
      {slug: 'bike', name: 'Learning Bike', features: {'hand-brake': maybe()}},
      // Family: "3-in-1 = trike -> balance bike -> pedal-free".
      {
        slug: 'bike-3-in-1',
        name: 'Learning Bike 3-in-1',
        stages: fromName(3),
        features: {'hand-brake': maybe()},
        sections: ['stages'],
        aliases: ['trike to balance bike'],
      },
      {slug: 'bike-3-in-1-deluxe', name: 'Learning Bike 3-in-1 Deluxe', stages: fromName(3), features: {'hand-brake': maybe()}, sections: ['stages']},
      {slug: 'bike-ecologic', name: 'Learning Bike Ecologic', features: {'hand-brake': maybe(), ecologic: fromName(true)}},
      {
        slug: 'skates-2-in-1-kids-and-toddlers',
        name: 'Learning Skates 2-in-1',
        type: 'skates',
        // Skates for children under 20 kg are toys; over 20 kg, EN 13899 (facts, by analogy with EN 13843).
        standards: [['EN 13899'], ['EN 71-1']],
        features: {},
        aliases: ['roller skates', 'skates kids', 'skates toddlers'],
      },
      {
        slug: 'trike-2-in-1-plus-ecologic',
        name: 'Learning Trike 2-in-1 Plus Ecologic',
        type: 'trike',
        stages: fromName(2),
        features: {'push-bar': maybe(), harness: maybe(), canopy: maybe(), 'rear-brake': maybe(), ecologic: fromName(true)},
        sections: ['stage-youngest', 'stage-classic'],
      },
      {
        slug: 'trike-2-in-1-v2',
        name: 'Learning Trike 2-in-1 V2',
        type: 'trike',
        stages: fromName(2),
        features: {'push-bar': maybe(), harness: maybe(), canopy: maybe(), 'rear-brake': maybe()},
        sections: ['stage-youngest', 'stage-classic'],
      },
      {
        slug: 'trike-3-in-1-plus-ecologic',
        name: 'Learning Trike 3-in-1 Plus Ecologic',
        type: 'trike',
        stages: fromName(3),
        features: {'push-bar': maybe(), harness: maybe(), canopy: maybe(), 'rear-brake': maybe(), ecologic: fromName(true)},
        sections: ['stage-youngest', 'stage-pedal', 'stage-classic'],
      },
      {
        slug: 'walk-n-roll-2-in-1-ecologic',
        name: "Walk'n'Roll 2-in-1 Ecologic",
        type: 'walker',
        stages: fromName(2),
        features: {seat: maybe(), ecologic: fromName(true)},
        aliases: ['walker', 'walk n roll', 'walk and roll'],
      },
    ],
  },
  {
    id: 'master',
    folder: 'master',
    name: 'Master',
    description: 'Folding three-wheel scooters for older children.',
    defaults: {
      type: 'scooter-3w',
      audience: family('children'),
      age: family(years(4, 14)),
      maxRiderKg: family(50),
      handlebar: family({positions: 5, heightsCm: [74, 79, 84, 89, 94]}),
      // Family: foldable, steering lock, dynamo light-up wheels, trolley mode.
      features: {
        foldable: family(true),
        'steering-lock': family(true),
        'light-up-wheels': family(true),
        'wheel-dynamo': family(true),
        'trolley-mode': family(true),
      },
    },
    products: [
      {
        slug: 'lights',
        name: 'Master Lights',
        age: secondary(years(4, 14), 'C1'),
        maxRiderKg: secondary(50, 'C1'),
        handlebar: secondary({positions: 5, heightsCm: [74, 79, 84, 89, 94]}, 'C1'),
        features: {
          lights: fromName(true),
          foldable: secondary(true, 'C1'),
          'steering-lock': secondary(true, 'C1'),
          'light-up-wheels': secondary(true, 'C1'),
          'wheel-dynamo': secondary(true, 'C1'),
          'trolley-mode': secondary(true, 'C1'),
        },
      },
      // What "Prime" adds, no source says (C6's Elite Prime is another product).
      {slug: 'prime', name: 'Master Prime', features: {'led-light': maybe(), 'battery-lights': maybe()}},
    ],
  },
  {
    id: 'nl',
    folder: 'nl',
    name: 'NL',
    description: 'Big-wheel kick scooters for teenagers and adults.',
    defaults: {
      type: 'big-wheel-scooter',
      audience: family('adults'),
      maxRiderKg: family(100),
      wheels: family({frontMm: 205, rearMm: 205}),
      features: {foldable: maybe(), kickstand: maybe()},
    },
    products: [
      // S3's weight is the ONE NL 205's and C5 is about the NL 205 Deluxe: neither speaks of this one.
      {slug: '205', name: 'NL 205'},
      {
        slug: '205-deluxe',
        name: 'NL 205 Deluxe',
        age: secondary(years(8), 'C5'),
        maxRiderKg: secondary(100, 'C5'),
        wheels: secondary({frontMm: 205, rearMm: 205}, 'C5'),
        features: {suspension: maybe()},
      },
      // "Duo": different front and rear sizes (family).
      {slug: '230-205-duo', name: 'NL 230-205 Duo', wheels: family({frontMm: 230, rearMm: 205})},
    ],
  },
  {
    id: 'one-k-e-motion',
    folder: 'one-k-e-motion',
    name: 'ONE K E-Motion',
    description: 'Electric scooters for teenagers and adults.',
    defaults: {
      type: 'e-scooter',
      audience: family('adults'),
      age: family(years(14)),
      maxRiderKg: family(100),
      // Not a toy: an electric scooter for adults comes under EN 17128.
      standards: [['EN 17128']],
      features: {foldable: maybe(), 'hand-brake': maybe(), 'led-light': maybe(), kickstand: maybe(), suspension: maybe()},
    },
    products: [
      {slug: '10', name: 'ONE K E-Motion 10'},
      {slug: '15', name: 'ONE K E-Motion 15'},
      {slug: '23', name: 'ONE K E-Motion 23'},
    ],
  },
  {
    id: 'one-k',
    folder: 'one-k',
    name: 'ONE K',
    description: 'Two-wheel kick scooters for older children, teenagers and adults.',
    defaults: {
      type: 'scooter-2w',
      audience: family('adults'),
      age: family(years(8)),
      maxRiderKg: family(100),
      // An adult's kick scooter is sports equipment, not a toy.
      standards: [['EN 14619']],
      features: {foldable: maybe(), kickstand: maybe()},
    },
    products: [
      // The family's wheels are 125-200 mm; the number in the name is the front wheel's.
      {slug: '125', name: 'ONE K 125', wheels: family({frontMm: 125})},
      {slug: '165-deluxe', name: 'ONE K 165 Deluxe', wheels: family({frontMm: 165})},
      // Family: "piston" means front suspension.
      {slug: '180-piston-deluxe', name: 'ONE K 180 Piston Deluxe', wheels: family({frontMm: 180}), features: {suspension: fromName(true)}},
      {slug: '200-piston-deluxe', name: 'ONE K 200 Piston Deluxe', wheels: family({frontMm: 200}), features: {suspension: fromName(true)}},
    ],
  },
  {
    id: 'one-nl',
    folder: 'one-nl',
    name: 'ONE NL',
    description: 'Big-wheel kick scooters for commuting teenagers and adults.',
    defaults: {
      type: 'big-wheel-scooter',
      audience: family('adults'),
      maxRiderKg: family(100),
      wheels: family({frontMm: 205, rearMm: 205}),
      features: {foldable: maybe(), kickstand: maybe()},
    },
    products: [
      {slug: '205', name: 'ONE NL 205', audience: confirmed('adults', 'S3'), weightKg: confirmed(5.76, 'S3')},
      {slug: '205-180-duo', name: 'ONE NL 205-180 Duo', wheels: family({frontMm: 205, rearMm: 180})},
      // C5 is about the NL 205 Deluxe, another product: its age and weight are not this one's.
      {slug: '205-deluxe', name: 'ONE NL 205 Deluxe', features: {suspension: maybe()}},
      {slug: '230-ultimate', name: 'ONE NL 230 Ultimate', wheels: family({frontMm: 230, rearMm: 230}), features: {suspension: maybe(), 'hand-brake': maybe()}},
    ],
  },
  {
    id: 'primo',
    folder: 'primo',
    name: 'Primo',
    description: 'The first three-wheel scooter: lean-to-steer with a steering lock.',
    defaults: {
      type: 'scooter-3w',
      audience: family('children'),
      age: family(years(3)),
      maxRiderKg: family(50),
      wheels: family({frontMm: 121, rearMm: 80}),
      handlebar: family({positions: 3}),
      standards: [['EN 71-1']],
      // Family: lean-to-steer with a steering lock; light-up front wheels on "lights" models; foldable models.
      features: {'steering-lock': family(true)},
    },
    products: [
      {
        slug: 'foldable-lights',
        name: 'Primo Foldable Lights',
        age: secondary(years(3, 7), 'C1'),
        maxRiderKg: secondary(50, 'C1'),
        handlebar: secondary({positions: 3}, 'C1'),
        features: {
          foldable: secondary(true, 'C1'),
          'steering-lock': secondary(true, 'C1'),
          lights: fromName(true),
          'light-up-wheels': secondary(true, 'C1'),
          'wheel-dynamo': secondary(true, 'C1'),
        },
      },
      {
        slug: 'foldable-lights-ecologic',
        name: 'Primo Foldable Lights Ecologic',
        features: {foldable: fromName(true), lights: fromName(true), 'light-up-wheels': family(true), 'battery-lights': maybe(), ecologic: fromName(true)},
      },
      {
        slug: 'foldable-plus-lights',
        name: 'Primo Foldable Plus Lights',
        features: {foldable: fromName(true), lights: fromName(true), 'light-up-wheels': family(true), 'battery-lights': maybe()},
      },
      {
        slug: 'foldable-wood-lights',
        name: 'Primo Foldable Wood Lights',
        features: {foldable: fromName(true), lights: fromName(true), 'light-up-wheels': family(true), 'battery-lights': maybe()},
      },
      {slug: 'light', name: 'Primo Light'},
      {slug: 'plus-lights', name: 'Primo Plus Lights', features: {lights: fromName(true), 'light-up-wheels': family(true), 'battery-lights': maybe()}},
    ],
  },
  {
    id: 'protectives',
    folder: 'protectives',
    name: 'Protectives',
    description: 'Knee, elbow and wrist pads in sizes from toddler to adult.',
    defaults: {type: 'pads', audience: 'any', features: {}},
    products: [
      {slug: 'adult', name: 'Protectives Adult', audience: fromName('adults')},
      {slug: 'fila', name: 'Protectives Fila'},
      {slug: 'junior', name: 'Protectives Junior', audience: fromName('children')},
      {slug: 'toddler-pads', name: 'Toddler Pads', audience: fromName('children')},
    ],
  },
  {
    id: 'stroller',
    folder: 'stroller',
    name: 'Stroller',
    description: 'A light folding stroller.',
    defaults: {
      type: 'stroller',
      audience: family('children'),
      age: family({minMonths: 0}),
      maxRiderKg: family(22),
      // Family: light, foldable, 5-point harness, foot brake; nothing on a canopy or a reclining backrest.
      features: {foldable: family(true), harness: family(true), 'foot-brake': family(true), canopy: maybe(), recline: maybe()},
    },
    products: [{slug: 'stroll-lite', name: 'Stroll Lite', aliases: ['pushchair', 'buggy', 'pram']}],
  },
  {
    id: 'ultimum',
    folder: 'ultimum',
    name: 'Ultimum',
    description: 'Three-wheel scooters for older children, with a steering lock.',
    defaults: {
      type: 'scooter-3w',
      audience: family('children'),
      age: family(years(5)),
      maxRiderKg: family(50),
      // Family: steering lock, light-up wheels (the Lights model's, by its name); nothing on folding or trolley mode.
      features: {'steering-lock': family(true), foldable: maybe(), 'trolley-mode': maybe()},
    },
    products: [
      {slug: 'index', name: 'Ultimum'},
      {slug: 'ultimum-lights', name: 'Ultimum Lights', features: {lights: fromName(true), 'light-up-wheels': family(true), 'battery-lights': maybe()}},
    ],
  },
];
