/**
 * What a parent can ask for, and where the site answers it: one table for
 * every language (the words that ask for each intent are per locale, in its
 * language pack, `src/domain/languages/`). Search and Ask AI read a question's intent
 * before retrieving: "how tight should the handlebar be" is about the
 * handlebar-height section of the manual it names, not about any paragraph
 * that happens to hold "tight".
 *
 * `sections` are the places that answer, as the manuals' section anchors
 * (`fold`) or site paths (`/faq#warranty`). A question about one product is
 * answered from its manual's sections; a question about no product from the
 * site paths. Among the places an intent allows, the search's ranking picks.
 * `part`: the intent asks about a part only some products have (a battery,
 * lights, a canopy); a named product whose manual has none of its sections
 * does not have it, and the answer is "not found", never another section.
 * `narrows`: a narrower question of that intent (taking the push bar off, of
 * the push bar): asked as strongly as it, it alone is asked.
 * `on`: the part a task is done to (taking off: the push bar, the seat); a
 * question that names another part instead ("when can the harness come off")
 * asks that part's question, however weakly it names it.
 * `yieldsTo`: the intent names a place or weather, which in a question that
 * asks one of these as strongly is where something happened ("fell at the
 * skate park, the steering rattles"): that one comes first.
 * `wordy`: its words describe at length (a place: "on the sloping pavement
 * outside the station"), so it yields to one of those asked half as strongly.
 * A test checks that every anchor is a section of some manual and every path
 * a section of the site.
 */
/** One row of the table, as the comment above describes its fields. */
export interface IntentDefinition {
  readonly sections: readonly string[];
  readonly figure?: boolean;
  readonly medium?: boolean;
  readonly part?: boolean;
  readonly narrows?: string;
  readonly on?: string;
  readonly yieldsTo?: readonly string[];
  readonly wordy?: boolean;
}

/** What goes wrong: a fall, a fault, a check it calls for. */
const MISHAPS = ['replace', 'troubleshooting', 'maintenance'];
/** Whatever a parent asks about a product, beyond riding and its safety: a place is where it happened. */
const TASKS = [
  ...MISHAPS,
  'order',
  'stores',
  'manuals',
  'videos',
  'sustainability',
  'contact',
  'choose',
  'warranty',
  'spare-parts',
  'change-wheel',
  'fold',
  'unfold',
  'assemble',
  'in-the-box',
  'parts',
  'handlebar',
  'clamp',
  'seat',
  'recline',
  'brake',
  'steering',
  'charge',
  'range',
  'batteries',
  'lights',
  'stages',
  'push-bar',
  'remove-push-bar',
  'remove-seat',
  'canopy',
  'play-panel',
  'harness',
  'footrest',
  'remove-footrest',
  'basket',
  'freewheel',
  'trolley',
  'tyre-pressure',
  'bearings',
  'grips',
  'head-size',
  'which-pad',
  'fit',
  'age',
  'weight',
  'speed',
  'dimensions',
  'cleaning',
  'storage',
  'safety-check',
  'disposal',
];

export const INTENTS = {
  order: {sections: ['/faq#order-status']},
  stores: {sections: ['/faq#store-locator']},
  manuals: {sections: ['/faq#instruction-manuals']},
  // A video is asked for whatever it would show: "video to change a wheel" is about videos, not spare parts.
  videos: {sections: ['/faq#assembly-videos', '/faq#videos'], medium: true},
  sustainability: {sections: ['/faq#sustainability']},
  contact: {sections: ['/contact']},
  choose: {sections: ['/faq#which-scooter', '/blog/choosing-a-first-scooter']},
  warranty: {sections: ['warranty', '/faq#warranty']},
  // `change-wheel`: a manual's note that it has no wheel-change steps and what to send support.
  'spare-parts': {sections: ['spare-parts', 'change-wheel', '/faq#spare-parts']},
  // Changing a wheel: the product's own note (no manual has the steps), for a kind too, rather than the FAQ on buying parts.
  'change-wheel': {sections: ['change-wheel', 'spare-parts'], narrows: 'spare-parts'},
  fold: {sections: ['fold', 'folding']},
  // Opening a folded product is its own task: "fold it for the car" is never answered with the unfolding steps.
  unfold: {sections: ['unfold', 'folding', 'fold']},
  assemble: {sections: ['assembly', 'assemble', 'assemble-handlebar', 'attach-seat', 'push-bar', 'canopy', 'play-panel']},
  'in-the-box': {sections: ['in-the-box']},
  parts: {sections: ['parts']},
  handlebar: {sections: ['handlebar-height', 'clamp-tension', 'clamp', 'adjustments', 'assemble-handlebar']},
  // The height clamp and its lever: how tight it closes, then the height it holds.
  clamp: {sections: ['clamp-tension', 'clamp', 'handlebar-height', 'adjustments'], narrows: 'handlebar'},
  seat: {sections: ['saddle-height', 'seat-height', 'seat-position', 'inseam', 'frame-position', 'attach-seat', 'recline'], part: true},
  recline: {sections: ['recline']},
  brake: {sections: ['brake', 'stopping']},
  steering: {sections: ['steering-lock', 'turning', 'push-bar-steering', 'headset']},
  charge: {sections: ['battery', 'speed-range'], part: true},
  // How far one charge goes: the speed-and-range section, not the charging steps.
  range: {sections: ['speed-range'], part: true, narrows: 'charge'},
  batteries: {sections: ['batteries', 'lights', 'led-light'], part: true},
  lights: {sections: ['lights', 'led-light', 'batteries'], part: true},
  // Riding is what the child does while something else happens: "rides it for a year, the wheels are worn" asks about the wheels.
  riding: {sections: ['riding', 'first-rides', 'how-children-learn', 'kick', 'first-steps', 'start', 'before-session', 'on-the-move'], yieldsTo: TASKS},
  stages: {
    sections: [
      'stage-ride-on',
      'stage-glide',
      'stage-scooter',
      'stage-push-youngest',
      'stage-push',
      'stage-pedal',
      'stage-classic',
      'stage-trike',
      'stage-balance',
      'stage-walker',
      'convert',
      'modes',
      'attach-seat',
    ],
  },
  'push-bar': {sections: ['push-bar', 'push-bar-steering', 'stage-push', 'stage-push-youngest']},
  // Taking the push bar off once the child pedals alone: the push bar's own steps to remove it, then the last stage.
  'remove-push-bar': {sections: ['push-bar', 'stage-classic'], narrows: 'push-bar', on: 'push-bar'},
  // Taking the seat off (a GO UP to its scooter stage): the stage without it, or the last one of a ride-on that keeps its seat.
  'remove-seat': {sections: ['stage-scooter', 'stage-glide'], narrows: 'stages', on: 'seat'},
  canopy: {sections: ['canopy'], part: true},
  // The Deluxe Play trikes' panel of toys; a parent names it by its toys and sounds.
  'play-panel': {sections: ['play-panel'], part: true},
  harness: {sections: ['harness'], part: true},
  // A trike's footrest: fitted for the push stages, taken off for pedalling.
  footrest: {sections: ['stage-push-youngest', 'stage-push', 'stage-pedal'], part: true},
  // Taking the footrest off once the child pedals: the stages without it.
  'remove-footrest': {sections: ['stage-pedal', 'stage-classic'], narrows: 'footrest', on: 'footrest'},
  basket: {sections: ['basket']},
  freewheel: {sections: ['freewheel']},
  trolley: {sections: ['trolley-mode']},
  'tyre-pressure': {sections: ['tyre-pressure']},
  bearings: {sections: ['bearings']},
  grips: {sections: ['grips']},
  'head-size': {sections: ['measure-head', 'size', 'which-pad']},
  // Which pad of a set goes on the knee and which on the elbow.
  'which-pad': {sections: ['which-pad', 'putting-on']},
  fit: {sections: ['fit', 'putting-on', 'wearing', 'taking-off', 'use', 'size']},
  replace: {sections: ['replace', 'after-falls']},
  age: {sections: ['specifications', 'intended-use'], figure: true},
  weight: {sections: ['specifications', 'intended-use'], figure: true},
  speed: {sections: ['speed-range', 'specifications'], figure: true},
  dimensions: {sections: ['specifications'], figure: true},
  'where-to-ride': {sections: ['intended-use', 'surfaces', 'where-to-skate', 'skate-park'], yieldsTo: TASKS, wordy: true},
  // Rain, puddles, snow: an e-scooter's water section, else where it may be ridden.
  rain: {sections: ['water', 'intended-use', 'surfaces', 'where-to-skate', 'skate-park'], yieldsTo: MISHAPS},
  // A check of the whole product before a trip or the season: the blog's checklist, for a named model its own checks.
  'safety-check': {sections: ['/blog/five-minute-safety-check', 'before-each-ride', 'before-each-use'], narrows: 'maintenance'},
  maintenance: {
    sections: ['maintenance', 'before-each-ride', 'before-each-use', 'monthly', 'after-each-ride', 'after-falls', 'wheels'],
    yieldsTo: ['troubleshooting'],
  },
  cleaning: {sections: ['cleaning', 'washing']},
  // A stunt scooter's manual stores it under "Cleaning and storage".
  storage: {sections: ['storage', 'cleaning']},
  disposal: {sections: ['disposal']},
  troubleshooting: {sections: ['troubleshooting']},
  safety: {sections: ['safety', 'protective-gear']},
} as const satisfies Record<string, IntentDefinition>;

export type IntentId = keyof typeof INTENTS;

export const INTENT_IDS = Object.keys(INTENTS) as IntentId[];
