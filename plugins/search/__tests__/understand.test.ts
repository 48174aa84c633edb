import {describe, expect, it} from 'vitest';
import {answerQuestion} from '../shared/answer';
import {LocalSearchIndex} from '../shared/engine/query';
import {encodeIndex, type QuestionData} from '../shared/indexFormat';
import {searchIndex} from '../shared/response';
import {understand} from '../shared/understand';
import type {SearchRecord} from '../shared/types';
import {page, product} from './records';

const questions: QuestionData = {
  intents: {
    warranty: {sections: ['warranty', '/faq#warranty'], words: ['warranty', 'guarantee*']},
    fold: {sections: ['fold', 'folding'], words: ['fold*', 'collaps*']},
    videos: {sections: ['/faq#videos'], medium: true, words: ['video', 'videos']},
    brake: {sections: ['brake'], words: ['brake*', 'stop']},
    riding: {sections: ['riding'], words: ['ride', 'kick']},
    handlebar: {sections: ['handlebar-height'], words: ['handlebar*', 'too low', 'raise']},
    weight: {sections: ['specifications', 'intended-use'], figure: true, words: ['weight', 'weigh', 'heavy', 'kg']},
  },
  outOfScope: ['price', 'cost', 'colour*', 'car seat'],
  advice: ['see a doctor', 'a&e', 'legal'],
  units: ['year', 'years', 'kg'],
};

const scooter = (url: string, lvl0: string, foldSteps: readonly string[], weight: string) =>
  page(url, lvl0, url, [
    {anchor: 'intended-use', lvl2: 'Intended use', content: 'For one child at a time. The maximum user weight is on the label.'},
    ...foldSteps.map((content, i) => ({anchor: 'fold', lvl2: 'Folding', lvl3: 'Fold', content, step: i + 1})),
    {anchor: 'brake', lvl2: 'Brake', content: 'Press the rear brake with your heel.'},
    {anchor: 'handlebar-height', lvl2: 'Handlebar height', content: 'Press the spring button and slide the handlebar up.'},
    {anchor: 'specifications', lvl2: 'Specifications', content: `Maximum user weight: ${weight}`},
    {anchor: 'specifications', lvl2: 'Specifications', content: 'Weight of the product: 3 kg'},
    {anchor: 'warranty', lvl2: 'Warranty', content: 'Two years against manufacturing defects.'},
  ]);

const PRESS = 'Press the folding button at the base of the stem.';
const LOWER = 'Fold the stem down along the deck.';
const records = [
  ...scooter('/docs/junior/foldable-lights', 'Junior', [PRESS, LOWER], '50 kg'),
  ...scooter('/docs/junior/foldable-fantasy-lights', 'Junior', [PRESS, LOWER], '50 kg'),
  ...scooter('/docs/flow/foldable-junior', 'Flow', ['Open the folding lever.', 'Fold the stem until it clicks into the hook.'], '100 kg'),
  ...scooter('/docs/flow/125', 'Flow', ['This model does not fold.'], '100 kg'),
  ...scooter('/docs/e-motion/e-motion-4-plus', 'E-Motion', ['Fold the stem with the lever.'], '100 kg'),
  ...page('/faq', 'FAQ', 'FAQ', [
    {anchor: 'warranty', lvl2: 'What does the warranty cover?', content: 'Products are guaranteed for 2 years.'},
    {anchor: 'videos', lvl2: 'Are there videos?', content: 'The manuals show every step in drawings.'},
  ]),
  product('/docs/junior/foldable-lights', 'Junior', 'Junior Foldable Lights', [], [], ['scooter', 'scooter-3w']),
  product('/docs/junior/foldable-fantasy-lights', 'Junior', 'Junior Foldable Fantasy Lights', [], [], ['scooter', 'scooter-3w']),
  product('/docs/flow/foldable-junior', 'Flow', 'Flow Foldable Junior', [], [], ['scooter', 'scooter-2w']),
  product('/docs/flow/125', 'Flow', 'Flow 125', ['770'], [], ['scooter', 'scooter-2w']),
  product('/docs/e-motion/e-motion-4-plus', 'E-Motion', 'E-Motion 4 Plus', [], [], ['e-scooter']),
  product('/docs/protectives/toddler-pads', 'Protectives', 'Toddler Pads', [], [], ['pads']),
];
const kinds = {
  scooter: ['scooter', 'scooters', 'kick scooter'],
  pads: ['pads', 'knee pads'],
  'scooter-3w': ['three wheels', '3 wheels'],
  'scooter-2w': ['two wheels', '2 wheels'],
  'e-scooter': ['electric scooter'],
};
const index = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('en', records, kinds, {}, questions))));

describe('reading a question', () => {
  it('finds the product a question names and what it asks for, not counting the name’s own words', () => {
    const read = understand(index, 'how do I stop the Flow Foldable Junior');
    expect(read.products.map((p) => p.page)).toEqual(['/docs/flow/foldable-junior']);
    expect(read.scope).toBe('name');
    // "Foldable" names the product: the question is about the brake.
    expect(read.intents.map((i) => i.id)).toEqual(['brake']);
  });

  it('reads a number with a unit as a quantity, not as part of a model name', () => {
    const read = understand(index, 'my son is 4 years old, how do I fold his scooter');
    expect(read.products.map((p) => p.page)).not.toContain('/docs/e-motion/e-motion-4-plus');
    expect(read.searchText).not.toMatch(/\b4\b/);
    expect(read.intents[0]?.id).toBe('fold');
  });

  it('takes a medium as what is asked, whatever task it names: a video of folding is a question about videos', () => {
    expect(understand(index, 'how to fold and collapse the Flow 125').intents[0]?.id).toBe('fold');
    expect(understand(index, 'video showing how to fold and collapse the Flow 125').intents[0]?.id).toBe('videos');
  });

  it('reads the quantities of a question as its limit only when nothing else is asked', () => {
    expect(understand(index, 'my son is 20 kg, how do I fold the Flow Foldable Junior').intents.map((i) => i.id)).toEqual(['fold', 'weight']);
    expect(answerQuestion(index, 'my son is 20 kg, is the Flow Foldable Junior right for him').sources[0]?.url).toBe(
      '/docs/flow/foldable-junior#specifications',
    );
  });

  it('forgives a typo in the letters of a word that asks by its beginning', () => {
    expect(understand(index, 'flow 125 handelbars').intents[0]?.id).toBe('handlebar');
    // A letter left out, in a word that goes on past the beginning.
    expect(understand(index, 'flow 125 handebars').intents[0]?.id).toBe('handlebar');
    // A short beginning only in a word as short as itself: "brakr" is "brake*", "brackets" is not.
    expect(understand(index, 'flow 125 brakr').intents[0]?.id).toBe('brake');
    expect(understand(index, 'flow 125 brackets').intents.map((i) => i.id)).not.toContain('brake');
  });

  it('reads a name’s word without its plural s as that name', () => {
    expect(understand(index, 'junior foldable light brake').products.map((p) => p.page)).toEqual(['/docs/junior/foldable-lights']);
  });

  it('reads a kind’s name of two words as the product, not as what is asked: a kick scooter asks nothing of kicking', () => {
    expect(understand(index, 'kick scooter brake').intents.map((i) => i.id)).toEqual(['brake']);
    expect(understand(index, 'how do I kick').intents.map((i) => i.id)).toEqual(['riding']);
  });

  it('takes the kind a question names over a word of another kind’s name: a scooter for a toddler is no Toddler Pads', () => {
    const read = understand(index, 'which scooter for a toddler');
    expect(read.scope).toBe('kind');
    expect(read.products.map((p) => p.page)).not.toContain('/docs/protectives/toddler-pads');
    expect(understand(index, 'toddler pads brake').products.map((p) => p.page)).toEqual(['/docs/protectives/toddler-pads']);
  });

  it('tells look-alike names apart by the other words: "Junior" with three wheels', () => {
    const read = understand(index, 'how do I fold the Junior with three wheels');
    expect(read.products.map((p) => p.page).sort()).toEqual(['/docs/junior/foldable-fantasy-lights', '/docs/junior/foldable-lights']);
  });

  it('forgives a typo in a word the pages never use, but does not take one real word for another', () => {
    expect(understand(index, 'foldng the Flow 125').intents[0]?.id).toBe('fold');
    expect(understand(index, 'flow 125 handlebar too low').intents[0]?.id).toBe('handlebar');
    // "weigh" is a word of its own: "height" is not "weight".
    expect(understand(index, 'Flow 125 height').intents).toEqual([]);
    // A word written with a capital inside the question is a name, not a typo.
    expect(understand(index, 'the warrenty of my scooter').intents[0]?.id).toBe('warranty');
    expect(understand(index, 'a night at the Warrenty hotel').intents).toEqual([]);
  });

  it('reads a kind word one letter off as that kind, but not a word whose first letter differs', () => {
    const skates = [product('/docs/learning/skates', 'Learning', 'Learning Skates', [], [], ['skates'])];
    const fr = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('fr', skates, {skates: ['patin', 'patins']}, {}, questions))));
    expect(understand(fr, 'les patims de ma fille').products.map((p) => p.page)).toEqual(['/docs/learning/skates']);
    // "matin" (morning) is a word of its own, one letter from "patin".
    expect(understand(fr, 'chaque matin avant l ecole').products).toEqual([]);
  });

  it('refuses junk, what the site never says, and questions in another language', () => {
    expect(understand(index, '{{7*7}}').refusal).toBe('junk');
    expect(understand(index, '?').refusal).toBe('junk');
    expect(understand(index, 'what is the price of the Flow 125').refusal).toBe('out-of-scope');
    expect(understand(index, 'how do I fit a car seat').refusal).toBe('out-of-scope');
    // A word the pages never use, one letter from what the site never says, says it too.
    expect(understand(index, 'Flow 125 in other colous').refusal).toBe('out-of-scope');
    const german = understand(index, 'wo ist meine Bestellung');
    expect(german.refusal).toBe('other-language');
    expect(german.language).toBe('de');
    expect(understand(index, '我的訂單在哪裡').language).toBe('zh');
    // One foreign word said twice is one word: "…my daughter is 3 … or is it too early" on a German site.
    expect(understand(index, 'Flow 125 ist it ok to fold, ist it').refusal).toBeUndefined();
  });

  it('refuses a question for a doctor or the law as such, even when it names a product and asks about a fall', () => {
    expect(understand(index, 'she fell off the Flow 125 and hit her head, should we go to A&E').refusal).toBe('advice');
    expect(understand(index, 'is the E-Motion 4 Plus legal on the pavement').refusal).toBe('advice');
    expect(answerQuestion(index, 'do we need to see a doctor after a fall from the Flow 125')).toMatchObject({found: false, reason: 'advice'});
    expect(understand(index, 'how do I fold the Flow Foldable Junior').refusal).toBeUndefined();
  });
});

describe('answering the right scope', () => {
  it('answers a named product from its own manual, steps with their numbers', () => {
    const answer = answerQuestion(index, 'how do I fold the Flow Foldable Junior');
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(answer.sources[0]!.url).toBe('/docs/flow/foldable-junior#fold');
    expect(answer.lines.map((l) => [l.step, l.text])).toEqual([
      [1, 'Open the folding lever.'],
      [2, 'Fold the stem until it clicks into the hook.'],
    ]);
  });

  it('answers a family from the section its models share, saying whom it holds for', () => {
    const answer = answerQuestion(index, 'how do I fold the Junior with three wheels');
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(answer.choose).toBeUndefined();
    expect(answer.lines.map((l) => l.text)).toEqual([PRESS, LOWER]);
    expect([...(answer.holdsFor ?? [])].sort()).toEqual(['Junior Foldable Fantasy Lights', 'Junior Foldable Lights']);
  });

  it('asks "Which one do you have?" when the models of a family differ, never picking one', () => {
    const answer = answerQuestion(index, 'how do I fold the Flow');
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(answer).toMatchObject({found: true, choose: true});
    expect(answer.lines).toEqual([]);
    expect(answer.sources.map((s) => s.url).sort()).toEqual(['/docs/flow/125#fold', '/docs/flow/foldable-junior#fold']);
  });

  it('answers a limit question with the product’s figure in one line, not with other text', () => {
    const answer = answerQuestion(index, 'how heavy can my child be on the Flow Foldable Junior');
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(answer.lines.map((l) => l.text)).toEqual(['Maximum user weight: 100 kg']);
    expect(answer.sources[0]!.url).toBe('/docs/flow/foldable-junior#specifications');
  });

  it('answers a question about no product from the site’s own page for it', () => {
    const answer = answerQuestion(index, 'how long is the guarantee');
    expect(answer.found && answer.sources[0]!.url).toBe('/faq#warranty');
  });

  it('says why when it refuses, and which language a question seems to be in', () => {
    expect(answerQuestion(index, 'how much does the Flow 125 cost')).toMatchObject({found: false, reason: 'out-of-scope'});
    expect(answerQuestion(index, 'wo ist meine Bestellung')).toMatchObject({found: false, reason: 'other-language', language: 'de'});
    expect(answerQuestion(index, '{{7*7}}')).toMatchObject({found: false, reason: 'junk'});
  });

  it('reads a question longer than the search field whole', () => {
    const question = `We bought it second hand for our daughter, who is 5 years old now and loves it, and it rolls away: how do I use the brake on the Flow 125?`;
    expect(question.length).toBeGreaterThan(64);
    const answer = answerQuestion(index, question);
    expect(answer.found && answer.sources[0]!.url).toBe('/docs/flow/125#brake');
  });
});

describe('the search with the question understood', () => {
  const request = (query: string) => ({indexName: 'local', query, hitsPerPage: 20});

  it('shows the understood section first', () => {
    expect(searchIndex(index, request('Flow 125 handlebar too low')).hits[0]?.url).toBe('/docs/flow/125#handlebar-height');
  });

  it('shows a family’s section first when the words name the family and a task, and pins nothing for a bare figure', () => {
    expect(searchIndex(index, request('Flow collapse')).hits[0]?.url).toMatch(/^\/docs\/flow\/[^#]+#fold$/);
    const figure = searchIndex(index, request('50 kg'));
    expect(figure.hits.map((h) => h.url)).toEqual([...new Set(figure.hits.map((h) => h.url))]);
    expect(figure.hits.every((h) => /#specifications$/.test(h.url))).toBe(true);
  });

  it('finds nothing rather than any-word hits when no hit holds most of the question', () => {
    // "press" alone matches many lines; with three words no line holds, nothing is what was asked.
    expect(searchIndex(index, request('press button')).nbHits).toBeGreaterThan(0);
    expect(searchIndex(index, request('press the pink unicorn sticker')).nbHits).toBe(0);
  });

  it('finds nothing for a question the site refuses', () => {
    expect(searchIndex(index, request('price of the Flow 125')).nbHits).toBe(0);
  });

  it('answers a video question about a named product from the site’s page on videos, not from the manual', () => {
    expect(answerQuestion(index, 'video how to fold the Flow Foldable Junior').sources[0]?.url).toMatch(/^\/faq/);
    expect(answerQuestion(index, 'how to fold the Flow Foldable Junior').sources[0]?.url).toBe('/docs/flow/foldable-junior#fold');
  });
});

describe('names and sections other languages or layouts bring', () => {
  const more = [
    ...page('/docs/learning/bike', 'Learning', 'Learning Bike', [{anchor: 'warranty', lvl2: 'Warranty', content: 'Two years against manufacturing defects.'}]),
    ...page('/docs/learning/bike-3-in-1', 'Learning', 'Learning Bike 3-in-1', [
      {anchor: 'stage-balance', lvl2: 'Balance bike', content: 'Take off the rear frame to make a balance bike.'},
    ]),
    ...page('/docs/protectives/junior', 'Protectives', 'Protectives Junior', [
      {anchor: 'putting-on', lvl2: 'Putting on', content: 'Put the knee pads on first.'},
    ]),
    ...page('/docs/junior/foldable-lights', 'Junior', 'Junior Foldable Lights', [
      {anchor: 'adjustments', lvl2: 'Adjustments', type: 'lvl2'},
      {anchor: 'handlebar-height', lvl2: 'Adjustments', lvl3: 'Handlebar height', content: 'Press the spring button and slide the handlebar up.'},
      {anchor: 'steering', lvl2: 'Adjustments', lvl3: 'Steering lock', content: 'Turn the lock to keep the wheels straight.'},
    ]),
    product('/docs/learning/bike', 'Learning', 'Learning Bike', [], [], ['balance-bike']),
    product('/docs/learning/bike-3-in-1', 'Learning', 'Learning Bike 3-in-1', [], [], ['balance-bike']),
    product('/docs/protectives/junior', 'Protectives', 'Protectives Junior', [], [], ['protectives']),
    product('/docs/junior/foldable-lights', 'Junior', 'Junior Foldable Lights', [], [], ['scooter']),
  ];
  const words: QuestionData = {
    ...questions,
    intents: {
      ...questions.intents,
      stages: {sections: ['stage-balance'], words: ['roulettes', 'draisienne']},
      adjust: {sections: ['adjustments'], words: ['regler', 'reglage*']},
    },
  };
  const other = new LocalSearchIndex(
    JSON.parse(
      JSON.stringify(
        encodeIndex('fr', more, {protectives: ['knee pads', 'genouilleres'], scooter: ['trottinette'], 'balance-bike': ['draisienne']}, {}, words),
      ),
    ),
  );

  it('reads "3 en 1" as the "3-in-1" of a name, also typed as one word', () => {
    expect(understand(other, 'Learning Bike 3 en 1 enlever les roulettes').products.map((p) => p.page)).toEqual(['/docs/learning/bike-3-in-1']);
    expect(understand(other, 'Learning Bike 3en1 enlever les roulettes').products.map((p) => p.page)).toEqual(['/docs/learning/bike-3-in-1']);
    expect(understand(other, 'Learning 3en1 enlever les roulettes').products.map((p) => p.page)).toEqual(['/docs/learning/bike-3-in-1']);
  });

  it('takes a series name another kind’s product also carries as that product when the question names its kind', () => {
    expect(understand(other, 'junior genouilleres').products.map((p) => p.page)).toEqual(['/docs/protectives/junior']);
    expect(understand(other, 'junior trottinette').products.map((p) => p.page)).toEqual(['/docs/junior/foldable-lights']);
  });

  it('reads a name’s word in the question’s language as that word, beside the rest of the name: "plegable" is the Foldable', () => {
    const canopy = [{anchor: 'canopy', lvl2: 'Canopy', content: 'Clip the canopy to the seat.'}];
    const trikes = [
      ...page('/docs/explorer-trike/4-in-1', 'Explorer Trike', 'Explorer Trike 4 in 1', canopy),
      ...page('/docs/explorer-trike/4-in-1-foldable', 'Explorer Trike', 'Explorer Trike 4 in 1 Foldable', canopy),
      product('/docs/explorer-trike/4-in-1', 'Explorer Trike', 'Explorer Trike 4 in 1', [], [], ['trike']),
      product('/docs/explorer-trike/4-in-1-foldable', 'Explorer Trike', 'Explorer Trike 4 in 1 Foldable', [], [], ['trike']),
    ];
    const read = (nameWords: QuestionData['nameWords']) => {
      const es = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('es', trikes, {trike: ['triciclo']}, {}, {...questions, nameWords}))));
      return (q: string) => understand(es, q).products.map((p) => p.page);
    };
    const es = read({foldable: ['plegable', 'plegables']});
    expect(es('Explorer Trike 4 en 1 plegable, como poner la capota')).toEqual(['/docs/explorer-trike/4-in-1-foldable']);
    expect(es('Explorer Trike 4 en 1, como poner la capota')).toEqual(['/docs/explorer-trike/4-in-1']);
    // Without the word, the name read is the shorter one.
    expect(read(undefined)('Explorer Trike 4 en 1 plegable, como poner la capota')).toEqual(['/docs/explorer-trike/4-in-1']);
    // Alone, it asks whether a trike folds: it names no model.
    expect(es('el triciclo es plegable')).not.toEqual(['/docs/explorer-trike/4-in-1-foldable']);
  });

  it('answers from a subsection when the section found has only subsections', () => {
    const answer = answerQuestion(other, 'comment régler la Junior Foldable Lights');
    expect(answer.found && answer.sources[0]!.url).toBe('/docs/junior/foldable-lights#handlebar-height');
  });
});

describe('words apart, names of small words, partial model names and parts a product lacks', () => {
  const q: QuestionData = {
    intents: {
      fold: {sections: ['fold', 'folding'], words: ['fold*']},
      unfold: {sections: ['unfold', 'folding', 'fold'], words: ['unfold*', 'open ... up']},
      charge: {sections: ['battery'], part: true, words: ['charg*']},
      lights: {sections: ['lights'], part: true, words: ['light', 'lights']},
    },
    outOfScope: [],
    units: [],
  };
  const recs = [
    ...page('/docs/go-up/deluxe', 'GO UP', 'GO UP Deluxe', [
      {anchor: 'fold', lvl2: 'Folding', lvl3: 'Fold', content: 'Press the folding button.', step: 1},
      {anchor: 'unfold', lvl2: 'Folding', lvl3: 'Unfold', content: 'Lift the stem until it clicks.', step: 1},
    ]),
    ...page('/docs/one-k-e-motion/10', 'ONE K E-Motion', 'ONE K E-Motion 10', [{anchor: 'battery', lvl2: 'Battery', content: 'Charge for four hours.'}]),
    ...page('/docs/e-motion/e-motion-11', 'E-Motion', 'E-Motion 11', [{anchor: 'battery', lvl2: 'Battery', content: 'Charge for three hours.'}]),
    ...page('/docs/gs/720', 'GS', 'GS 720', [{anchor: 'intended-use', lvl2: 'Intended use', content: 'For tricks in a skate park, lights off.'}]),
    product('/docs/go-up/deluxe', 'GO UP', 'GO UP Deluxe', [], [], ['scooter']),
    product('/docs/one-k-e-motion/10', 'ONE K E-Motion', 'ONE K E-Motion 10', [], [], ['e-scooter']),
    product('/docs/e-motion/e-motion-11', 'E-Motion', 'E-Motion 11', [], [], ['e-scooter']),
    product('/docs/gs/720', 'GS', 'GS 720', [], [], ['scooter']),
  ];
  const small = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('en', recs, {scooter: ['scooter'], 'e-scooter': ['electric scooter']}, {}, q))));

  it('reads a verb whose parts stand apart ("open ... up")', () => {
    expect(understand(small, 'how do I open the GO UP Deluxe up again').intents.map((i) => i.id)).toEqual(['unfold']);
    expect(understand(small, 'how do I open the GO UP Deluxe').intents).toEqual([]);
  });

  it('never answers "fold" with the unfolding steps', () => {
    expect(answerQuestion(small, 'fold the GO UP Deluxe for the car boot').sources[0]?.url).toBe('/docs/go-up/deluxe#fold');
  });

  it('takes a name of small words after an article as the name: "the go up", not "go up the hill"', () => {
    expect(understand(small, 'how do you fold the go up? it must fit in the car').products.map((p) => p.page)).toEqual(['/docs/go-up/deluxe']);
    expect(understand(small, 'can my child go up a hill with it').products).toEqual([]);
  });

  it('reads a model name without its leading words by its number: "E-Motion 10" is the ONE K E-Motion 10', () => {
    expect(understand(small, 'E-Motion 10 how long to charge').products.map((p) => p.page)).toEqual(['/docs/one-k-e-motion/10']);
    expect(understand(small, 'E-Motion 11 how long to charge').products.map((p) => p.page)).toEqual(['/docs/e-motion/e-motion-11']);
  });

  it('finds nothing about a part the named product’s manual has no section for, instead of quoting another section', () => {
    expect(answerQuestion(small, 'where do the batteries go for the lights on the GS 720').found).toBe(false);
    expect(answerQuestion(small, 'how long to charge the ONE K E-Motion 10').found).toBe(true);
    // The search says so too, rather than listing other products' lights.
    expect(searchIndex(small, {indexName: 'local', query: 'GS 720 lights batteries', hitsPerPage: 20}).nbHits).toBe(0);
    expect(searchIndex(small, {indexName: 'local', query: 'ONE K E-Motion 10 charge', hitsPerPage: 20}).nbHits).toBeGreaterThan(0);
  });
});

describe('a name of one short word beside its kind', () => {
  const q: QuestionData = {intents: {size: {sections: ['size'], words: ['size']}}, outOfScope: [], units: []};
  const recs = [
    ...page('/docs/helmets/adult', 'Helmets', 'Helmet Adult', [{anchor: 'size', lvl2: 'Size', content: 'Measure the head: 55–61 cm.'}]),
    ...page('/docs/helmets/kid', 'Helmets', 'Helmet Kid', [{anchor: 'size', lvl2: 'Size', content: 'Measure the head: 48–53 cm.'}]),
    product('/docs/helmets/adult', 'Helmets', 'Helmet Adult', [], [], ['helmet']),
    product('/docs/helmets/kid', 'Helmets', 'Helmet Kid', [], [], ['helmet']),
  ];
  const helmets = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('fr', recs, {helmet: ['casque', 'casques']}, {}, q))));

  it('reads "casque kid" as the Helmet Kid: the kind in the question’s language stands for the word the series shares', () => {
    expect(understand(helmets, 'casque kid taille').products.map((p) => p.page)).toEqual(['/docs/helmets/kid']);
    expect(
      understand(helmets, 'casque taille')
        .products.map((p) => p.page)
        .sort(),
    ).toEqual(['/docs/helmets/adult', '/docs/helmets/kid']);
  });

  it('reads a kind word typed one letter off as that kind, only for a word the pages never use', () => {
    expect(understand(helmets, 'casqe kid taille').products.map((p) => p.page)).toEqual(['/docs/helmets/kid']);
    // Four letters are too few to guess from.
    expect(understand(helmets, 'cas kid taille').products).toEqual([]);
  });
});

describe('a series of many models', () => {
  const q: QuestionData = {intents: {age: {sections: ['specifications'], figure: true, words: ['age', 'old']}}, outOfScope: [], units: ['years']};
  const models = Array.from({length: 10}, (_, i) => `/docs/go-up/model-${i + 1}`);
  const recs = [
    ...models.flatMap((url, i) => [
      ...page(url, 'GO UP', `GO UP Model ${i + 1}`, [{anchor: 'specifications', lvl2: 'Specifications', content: `Age: from ${i + 1} years`}]),
      product(url, 'GO UP', `GO UP Model ${i + 1}`, [], [], ['scooter']),
    ]),
    // The series page: a product record without kinds.
    Object.fromEntries(Object.entries(product('/docs/category/goup', 'GO UP', 'GO UP')).filter(([key]) => key !== 'kinds')) as SearchRecord,
  ];
  const goUp = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('en', recs, {scooter: ['scooter']}, {}, q))));

  it('offers its models’ own sections first and its page for the rest, not one choice of the series page alone', () => {
    const answer = answerQuestion(goUp, 'from what age is the GO UP');
    expect(answer).toMatchObject({found: true, choose: true});
    expect(answer.sources[0]?.url).toBe('/docs/go-up/model-1#specifications');
    expect(answer.sources.at(-1)?.url).toBe('/docs/category/goup');
  });

  it('offers one choice per different section when many models say one of a few things, naming the models of each', () => {
    const folding = {...q, intents: {...q.intents, fold: {sections: ['fold'], words: ['fold']}}};
    const twoWays = [
      ...models.flatMap((url, i) => [
        ...page(url, 'GO UP', `GO UP Model ${i + 1}`, [{anchor: 'fold', lvl2: 'Folding', content: i < 4 ? 'Press the lever.' : 'Turn the knob.'}]),
        product(url, 'GO UP', `GO UP Model ${i + 1}`, [], [], ['scooter']),
      ]),
    ];
    const site = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('en', twoWays, {scooter: ['scooter']}, {}, folding))));
    const answer = answerQuestion(site, 'how do I fold the GO UP');
    expect(answer).toMatchObject({found: true, choose: true});
    expect(answer.sources.map((s) => s.url)).toEqual(['/docs/go-up/model-1#fold', '/docs/go-up/model-5#fold']);
    expect(answer.sources[0]?.title).toBe('GO UP Model 1 / GO UP Model 2 / GO UP Model 3 / GO UP Model 4');
  });
});

describe('names written in part', () => {
  const data: QuestionData = {
    intents: {
      harness: {sections: ['harness'], words: ['harness']},
      maintenance: {sections: ['harness'], words: ['rostet']},
      seat: {sections: ['seat-height'], part: true, words: ['seat']},
      stores: {sections: ['/faq#stores'], words: ['buy']},
    },
    outOfScope: ['kostet'],
    units: [],
  };
  const model = (url: string, series: string, name: string, kinds: string[]): SearchRecord[] => [
    ...page(url, series, name, [{anchor: 'harness', lvl2: 'Harness', content: `Buckle the harness of the ${name}.`}]),
    product(url, series, name, [], [], kinds),
  ];
  const site = new LocalSearchIndex(
    JSON.parse(
      JSON.stringify(
        encodeIndex(
          'en',
          [
            ...model('/docs/explorer-trike/3-in-1', 'Explorer Trike', 'Explorer Trike 3-in-1', ['trike']),
            ...model('/docs/learning/bike-3-in-1', 'Learning', 'Learning Bike 3-in-1', ['balance-bike']),
            ...model('/docs/learning/trike-3-in-1-plus-ecologic', 'Learning', 'Learning Trike 3-in-1 Plus Ecologic', ['trike']),
            ...model('/docs/primo/plus-lights', 'Primo', 'Primo Plus Lights', ['scooter']),
            ...model('/docs/primo/foldable-plus-lights', 'Primo', 'Primo Foldable Plus Lights', ['scooter']),
            ...model('/docs/primo/foldable-lights', 'Primo', 'Primo Foldable Lights', ['scooter']),
            ...model('/docs/elite/elite-lights', 'Elite', 'Elite Lights', ['scooter']),
            ...model('/docs/go-bike/', 'Go Bike', 'Go Bike', ['balance-bike']),
            ...model('/docs/go-bike/elite-duo', 'Go Bike', 'Go Bike Elite Duo', ['balance-bike']),
            ...model('/docs/accessories/mini-buzzzer', 'Accessories', 'Mini Buzzzer', ['bell']),
            ...model('/docs/junior/foldable-lights', 'Junior', 'Junior Foldable Lights', ['scooter']),
            ...model('/docs/protectives/junior', 'Protectives', 'Protectives Junior', ['pads']),
            ...model('/docs/protectives/toddler-pads', 'Protectives', 'Toddler Pads', ['pads']),
            ...page('/faq', 'FAQ', 'FAQ', [{anchor: 'stores', lvl2: 'Where to buy', content: 'Shops near you are on the store locator.'}]),
          ],
          {trike: ['trike', 'tricycle'], 'balance-bike': ['balance bike'], scooter: ['scooter'], bell: ['bell'], pads: ['knee pads']},
          {},
          data,
        ),
      ),
    ),
  );
  const pages = (question: string): string[] => understand(site, question).products.map((p) => p.page);

  it('reads a name’s leading words with its model number as that product, not as the shorter names they share words with', () => {
    expect(pages('learning trike 3 in 1 how tight should the harness be')).toEqual(['/docs/learning/trike-3-in-1-plus-ecologic']);
    // Its "3-in-1" typed as one word: not the Learning Bike 3-in-1 nor the Explorer Trike 3-in-1, which share fewer of its words.
    expect(pages('learning trike 3in1 how tight should the harness be')).toEqual(['/docs/learning/trike-3-in-1-plus-ecologic']);
  });

  it('reads a name but for one word, with a word no other model of its series has, as that product: "go bike duo"', () => {
    expect(pages('go bike duo how tight should the harness be')).toEqual(['/docs/go-bike/elite-duo']);
    expect(pages('go bike how tight should the harness be')).toEqual(['/docs/go-bike/']);
  });

  it('reads a name but for one word, its "3-in-1" typed as one word, as that product: "explorer 3in1"', () => {
    expect(pages('explorer 3in1 how tight should the harness be')).toEqual(['/docs/explorer-trike/3-in-1']);
  });

  it('takes, of the models a "3 in 1" names, those of the kind the question names', () => {
    const trikes = pages('the tricycle 3 in 1, how tight should the harness be');
    expect(trikes).toContain('/docs/explorer-trike/3-in-1');
    expect(trikes).not.toContain('/docs/learning/bike-3-in-1');
  });

  it('reads a short word right after a series as a word of its names: "primo plus"', () => {
    expect(pages('primo plus wheels stopped flashing').sort()).toEqual(['/docs/primo/foldable-plus-lights', '/docs/primo/plus-lights']);
  });

  it('reads a word no model of a series has as the other name that holds the series’ word: "Elite Duo"', () => {
    expect(pages('Elite Duo how do I buckle the harness')).toEqual(['/docs/go-bike/elite-duo']);
  });

  it('takes the kind with fewer products as what is asked about: a bell for a scooter', () => {
    expect(pages('how do I attach the bell to the scooter')).toEqual(['/docs/accessories/mini-buzzzer']);
    // A series name both kinds carry: the knee pads called Junior, not the Junior scooter he rides.
    expect(pages('he rides his scooter, which size of Junior knee pads')).toEqual(['/docs/protectives/junior']);
  });

  it('says "not found" for where to buy a part the named product does not have, and names the shops for a question about buying', () => {
    expect(answerQuestion(site, 'can I put a seat on the Elite Lights, where do I buy it')).toMatchObject({found: false});
    expect(answerQuestion(site, 'where do I buy the Elite Lights').sources?.[0]?.url).toBe('/faq#stores');
  });

  it('does not read a word the intents list as a typo of an out-of-scope word, but still a word the pages never use', () => {
    expect(understand(site, 'Elite Lights rostet').refusal).toBeUndefined();
    expect(understand(site, 'Elite Lights kostett').refusal).toBe('out-of-scope');
  });

  it('does not read a word of a name the question writes whole as another series’ product: the GO UP used as a balance bike', () => {
    const zh = new LocalSearchIndex(
      JSON.parse(
        JSON.stringify(
          encodeIndex(
            'zh-Hant',
            [...model('/docs/go-up/deluxe', 'GO UP', 'GO UP Deluxe', ['scooter']), ...model('/docs/go-bike/', 'Go Bike', 'Go Bike', ['balance-bike'])],
            {'balance-bike': ['滑步車'], scooter: ['滑板車']},
            {},
            data,
          ),
        ),
      ),
    );
    expect(understand(zh, '之前都把GO UP當滑步車騎，座椅要怎麼拆').products.map((p) => p.page)).toEqual(['/docs/go-up/deluxe']);
  });

  it('reads a Hong Kong parent’s Cantonese as the pages’ written Chinese, whichever of the two a pattern is written in', () => {
    const cantonese: QuestionData = {
      intents: {
        freewheel: {sections: ['harness'], words: ['腳踏...跟著...轉']},
        fold: {sections: ['harness'], words: ['摺唔到']},
      },
      outOfScope: [],
      units: [],
    };
    const zh = new LocalSearchIndex(
      JSON.parse(
        JSON.stringify(
          encodeIndex(
            'zh-Hant',
            model('/docs/explorer-trike/3-in-1', 'Explorer Trike', 'Explorer Trike 3-in-1', ['trike']),
            {trike: ['三輪車']},
            {},
            cantonese,
          ),
        ),
      ),
    );
    const asked = (question: string) => understand(zh, question).intents.map((i) => i.id);
    expect(asked('推住行嘅時候，個腳踏成日跟住個前轆轉')).toEqual(['freewheel']);
    expect(asked('三輪車摺不到')).toEqual(['fold']);
    expect(asked('三輪車摺唔到')).toEqual(['fold']);
  });
});

describe('who and which model a question means', () => {
  const helmet = (url: string, name: string, audience?: 'children' | 'adults'): SearchRecord[] => [
    ...page(url, 'Helmets', name, [{anchor: 'size', lvl2: 'Choosing the size', content: `Measure the head for the ${name}.`}]),
    {...product(url, 'Helmets', name, [], [], ['helmet']), ...(audience && {audience})},
  ];
  const trike = (url: string, name: string, series = 'Explorer'): SearchRecord[] => [
    ...page(url, series, name, [
      {anchor: 'folding', lvl2: 'Folding', content: `Fold the ${name}.`},
      {anchor: 'harness', lvl2: 'Harness', content: 'Buckle the harness.'},
      {anchor: 'before-each-ride', lvl2: 'Before each ride', content: 'Look at the bolts and the tyres.'},
      {anchor: 'after-falls', lvl2: 'After a fall', content: 'Look at the frame for cracks.'},
      {anchor: 'skate-park', lvl2: 'Skatepark', content: 'Ride slowly where others skate.'},
    ]),
    product(url, series, name, [], [], ['trike']),
  ];
  const data: QuestionData = {
    intents: {
      'head-size': {sections: ['size'], words: ['size', 'measure']},
      fold: {sections: ['folding'], words: ['fold*', 'plier']},
      harness: {sections: ['harness'], part: true, words: ['harness', '安全帶']},
      age: {sections: ['specifications'], figure: true, words: ['old', 'age', '個月']},
      maintenance: {sections: ['before-each-ride', 'after-falls'], words: ['check*', 'inspect*', 'examine']},
      replace: {sections: ['replace', 'after-falls'], words: ['fell', 'crash*']},
      'where-to-ride': {sections: ['skate-park'], words: ['skatepark']},
    },
    outOfScope: [],
    units: ['year', 'years', '個月'],
    audiences: {children: ['kid', 'kids', 'child', 'son', '寶寶'], adults: ['adult', 'myself']},
  };
  const siteOf = (locale: string, records: SearchRecord[]) =>
    new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex(locale, records, {helmet: ['helmet', 'casque'], trike: ['trike']}, {}, data))));
  const records = [
    ...helmet('/docs/helmets/adult', 'Helmet Adult', 'adults'),
    ...helmet('/docs/helmets/fantasy', 'Helmet Fantasy'),
    ...helmet('/docs/helmets/kid', 'Helmet Kid', 'children'),
    ...trike('/docs/explorer/2-in-1', 'Explorer Trike 2-in-1'),
    ...trike('/docs/explorer/4-in-1', 'Explorer Trike 4-in-1'),
  ];
  const en = siteOf('en', records);

  it('answers a question for a child from the children’s model of a family, and one for an adult from the adults’', () => {
    // Not the model made for anyone either: the one made for the child is the sure answer.
    expect(understand(en, 'how do I measure my son for a helmet').products.map((p) => p.page)).toEqual(['/docs/helmets/kid']);
    expect(understand(en, 'helmet size for myself').products.map((p) => p.page)).toEqual(['/docs/helmets/adult']);
    // Without a word about who rides, every model is a choice.
    expect(understand(en, 'helmet size').products).toHaveLength(3);
  });

  it('reads "N-in-M" as naming the model that has it, in the page’s language too', () => {
    const read = understand(siteOf('fr', records), 'explorer 4 en 1 comment plier');
    expect(read.products.map((p) => p.page)).toEqual(['/docs/explorer/4-in-1']);
    expect(read.intents.map((i) => i.id)).toEqual(['fold']);
  });

  it('does not read the age of a child as the question when another is asked: "my 2 year old"', () => {
    expect(understand(en, 'my 2 year old, how do I buckle the harness of the Explorer Trike 4-in-1').intents.map((i) => i.id)).toEqual(['harness', 'age']);
    // Alone, the age asks for the limit.
    expect(understand(en, 'is the Explorer Trike 4-in-1 ok for a 2 year old').intents.map((i) => i.id)).toEqual(['age']);
  });

  it('answers from the section two intents share when the second is asked a third as strongly or more: checks after a fall', () => {
    const answer = answerQuestion(en, 'what should I inspect and check on the Explorer Trike 4-in-1 now that she fell');
    expect(answer.found && answer.sources[0]!.url).toBe('/docs/explorer/4-in-1#after-falls');
    expect(answerQuestion(en, 'what should I inspect and check on the Explorer Trike 4-in-1').sources[0]?.url).toBe('/docs/explorer/4-in-1#before-each-ride');
    // Asked three times as strongly as the fall, the checks still meet it in After falls.
    const third = answerQuestion(en, 'what should I inspect, check and examine on the Explorer Trike 4-in-1 now that she fell');
    expect(third.found && third.sources[0]!.url).toBe('/docs/explorer/4-in-1#after-falls');
  });

  it('answers from the section most of the intents asked as strongly list, not the one a heading word points at', () => {
    const answer = answerQuestion(en, 'she fell at the skatepark, what do I check on the Explorer Trike 4-in-1');
    expect(answer.found && answer.sources[0]!.url).toBe('/docs/explorer/4-in-1#after-falls');
  });

  it('reads a Chinese quantity and a common miswriting as the pages would: "安全代", "9個月"', () => {
    const zh = siteOf('zh-Hant', records);
    expect(understand(zh, 'Explorer Trike 4-in-1 安全代怎麼調 寶寶9個月').intents[0]?.id).toBe('harness');
    expect(understand(zh, '9個月可以用Explorer Trike 4-in-1嗎').intents.map((i) => i.id)).toEqual(['age']);
    // In Chinese numerals too: "一歲九個月" is the child, the harness is the question.
    const read = understand(zh, 'Explorer Trike 4-in-1 寶寶一歲九個月 安全帶怎麼調');
    expect(read.intents.map((i) => i.id)).toEqual(['harness', 'age']);
    // Asked in passing, weaker than any word, as "9個月" is.
    expect(read.intents[1]?.score).toBe(0.5);
  });

  it('reads "4合1" alone as naming the models that are 4-in-1', () => {
    expect(understand(siteOf('zh-Hant', records), '4合1 安全帶').products.map((p) => p.page)).toEqual(['/docs/explorer/4-in-1']);
  });

  it('reads a name but for one word, with a number of its own, as that model before the shorter name it holds', () => {
    const goUp = [...trike('/docs/go-up/deluxe', 'GO UP Deluxe', 'GO UP'), ...trike('/docs/go-up/deluxe-lights-360', 'GO UP Deluxe Lights 360', 'GO UP')];
    expect(understand(siteOf('en', goUp), 'GO UP Deluxe 360 fold').products.map((p) => p.page)).toEqual(['/docs/go-up/deluxe-lights-360']);
    expect(understand(siteOf('en', goUp), 'GO UP Deluxe fold').products.map((p) => p.page)).toEqual(['/docs/go-up/deluxe']);
    // A quantity is no model number: "GO UP Deluxe, 360 days old".
    expect(understand(siteOf('en', goUp), 'GO UP Deluxe for a 360 years old').products.map((p) => p.page)).toEqual(['/docs/go-up/deluxe']);
  });

  it('reads a name of small English words written in another language as the name: "go up" in German', () => {
    const goUp = [...trike('/docs/go-up/deluxe', 'GO UP Deluxe', 'GO UP'), ...trike('/docs/go-up/baby', 'GO UP Baby', 'GO UP')];
    const de = siteOf('de', goUp);
    expect(understand(de, 'go up zusammenklappen').scope).toBe('series');
    expect(understand(siteOf('en', goUp), 'how do I fold it to go up the stairs').scope).toBe('none');
  });

  it('reads a name of small English words right before a kind its models are as the name: "go up trike"', () => {
    const goUp = [...trike('/docs/go-up/deluxe', 'GO UP Deluxe', 'GO UP'), ...trike('/docs/go-up/baby', 'GO UP Baby', 'GO UP')];
    expect(understand(siteOf('en', goUp), 'go up trike how do I fold it').scope).toBe('series');
    expect(understand(siteOf('en', goUp), 'can my trike go up the stairs').scope).not.toBe('series');
  });

  it('reads a model number right after its series as those models, though the pages also use the number alone', () => {
    const spins = page('/blog/tricks', 'Blog', 'Tricks', [
      {anchor: 'a', lvl2: 'Spins', content: 'A 360 spin takes practice.'},
      {anchor: 'b', lvl2: 'Turns', content: 'Turn 360 degrees slowly.'},
      {anchor: 'c', lvl2: 'Landing', content: 'Land the 360 on both feet.'},
    ]);
    const goUp = [
      ...trike('/docs/go-up/deluxe', 'GO UP Deluxe', 'GO UP'),
      ...trike('/docs/go-up/deluxe-lights-360', 'GO UP Deluxe Lights 360', 'GO UP'),
      ...spins,
    ];
    expect(understand(siteOf('de', goUp), 'go up 360 zusammenklappen').products.map((p) => p.page)).toEqual(['/docs/go-up/deluxe-lights-360']);
  });
});

describe('what a question tells around what it asks', () => {
  const q: QuestionData = {
    intents: {
      // The place first: without its rule, the data's order would put it before the fall.
      'where-to-ride': {sections: ['skate-park'], words: ['skatepark', 'skate park'], yieldsTo: ['replace', 'troubleshooting', 'maintenance']},
      choose: {sections: ['/faq#which-scooter'], words: ['which', 'choose']},
      'head-size': {sections: ['measure-head'], words: ['measure', 'head size', 'head circumference']},
      replace: {sections: ['after-falls'], words: ['fell', 'crash*']},
      steering: {sections: ['headset'], words: ['steering']},
      stages: {sections: ['stage-walker', 'stage-ride-on'], words: ['turn into', 'convert*', 'switch']},
      sustainability: {sections: ['/faq#sustainability'], words: ['ecologic', 'recycled']},
      weight: {sections: ['specifications'], figure: true, words: ['weight limit', 'maximum weight', 'heavy']},
      manuals: {sections: ['/faq#instruction-manuals'], words: ['manual']},
      'remove-seat': {sections: ['stage-scooter', 'stage-glide'], words: ['seat off', 'take the seat off']},
    },
    outOfScope: [],
    units: [],
  };
  const recs = [
    ...page('/docs/gs/900', 'GS', 'GS 900', [
      {anchor: 'skate-park', lvl2: 'Skate park', content: 'Ride the skate park only with a helmet and pads.'},
      {anchor: 'after-falls', lvl2: 'After falls', content: 'Check the clamp and the headset before the next ride.'},
      {anchor: 'headset', lvl2: 'Headset', content: 'Tighten the headset until the steering turns without play.'},
      {anchor: 'specifications', lvl2: 'Specifications', content: 'Maximum rider weight: 100 kg'},
    ]),
    ...page('/docs/learning/walk-n-roll', 'Learning', 'Walk n Roll', [
      {anchor: 'stage-walker', lvl2: 'As a walker', content: 'Push the walker from behind.'},
      {anchor: 'stage-ride-on', lvl2: 'As a ride-on', content: 'Turn the handle round to make it a ride-on.'},
    ]),
    ...page('/docs/learning/trike-ecologic', 'Learning', 'Trike 2-in-1 Ecologic', [
      {anchor: 'stage-walker', lvl2: 'With the push bar', content: 'Push the trike from behind.'},
      {anchor: 'stage-ride-on', lvl2: 'Pedalling alone', content: 'Take the push bar off once the child pedals.'},
    ]),
    ...page('/docs/go-up/deluxe', 'GO UP', 'GO UP Deluxe', [
      {anchor: 'stage-glide', lvl2: 'Stage 2: gliding with the seat', content: 'Take both feet off the ground and glide.'},
      {anchor: 'stage-scooter', lvl2: 'Stage 3: scooter without seat', content: 'Press the button and pull the seat up.'},
    ]),
    ...page('/docs/helmets/fantasy', 'Headgear', 'Fantasy', [
      {anchor: 'measure-head', lvl2: 'Measure the head', content: 'Measure round the head above the eyebrows.'},
    ]),
    ...page('/docs/helmets/racing', 'Headgear', 'Racing', [
      {anchor: 'measure-head', lvl2: 'Measure the head', content: 'Measure round the head above the eyebrows.'},
    ]),
    ...page('/faq', 'FAQ', 'FAQ', [
      {anchor: 'which-scooter', lvl2: 'Which scooter for which age?', content: 'Three wheels first, two wheels later.'},
      {anchor: 'sustainability', lvl2: 'Sustainability', content: 'Some models are made of recycled plastic.'},
      {anchor: 'instruction-manuals', lvl2: 'Where is the manual?', content: 'Every manual is on this site.'},
    ]),
    product('/docs/gs/900', 'GS', 'GS 900', [], [], ['scooter']),
    product('/docs/learning/walk-n-roll', 'Learning', 'Walk n Roll', [], [], ['walker', 'ride-on']),
    {...product('/docs/learning/trike-ecologic', 'Learning', 'Trike 2-in-1 Ecologic', [], [], ['trike']), otherNames: ['baby trike']},
    product('/docs/go-up/deluxe', 'GO UP', 'GO UP Deluxe', [], [], ['scooter']),
    product('/docs/helmets/fantasy', 'Headgear', 'Fantasy', [], [], ['helmet']),
    product('/docs/helmets/racing', 'Headgear', 'Racing', [], [], ['helmet']),
  ];
  const kinds = {scooter: ['scooter'], walker: ['walker'], 'ride-on': ['ride-on', 'ride on'], helmet: ['helmet', 'helmets']};
  const idx = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('en', recs, kinds, {}, q))));
  const first = (question: string) => {
    const answer = answerQuestion(idx, question);
    return answer.found ? answer.sources[0]!.url : 'not found';
  };

  it('reads a place beside a fall as where it happened: the fall is asked', () => {
    expect(understand(idx, 'he fell in the skatepark with his GS 900, what do we check').intents[0]!.id).toBe('replace');
    expect(first('he fell in the skatepark with his GS 900, what do we check')).toBe('/docs/gs/900#after-falls');
    // Asked alone, the place is the question.
    expect(first('GS 900 in the skatepark')).toBe('/docs/gs/900#skate-park');
  });

  it('answers a kind’s question from its products’ section, not from a much weaker intent’s FAQ entry', () => {
    expect(first('helmet for my daughter, how to measure head circumference, which one to choose')).toMatch(/^\/docs\/helmets\/[a-z]+#measure-head$/);
    expect(first('what scooter should we choose for a 5 year old')).toBe('/faq#which-scooter');
    // A limit asked of a kind is its products' figure, not where the manuals are.
    expect(first('scooter maximum weight limit, how heavy can he be, what does the manual say')).toBe('/docs/gs/900#specifications');
  });

  it('answers from the section the intent lists first when its heading says as much as the one the words reached', () => {
    // Only the gliding stage holds "take" and "off"; both headings hold "seat", and taking the seat off is the scooter stage.
    expect(first('how do I take the seat off the GO UP Deluxe')).toBe('/docs/go-up/deluxe#stage-scooter');
  });

  it('takes the words of a product’s name written on beside its other name for the name, not for what is asked', () => {
    expect(first('baby trike ecologic, when do I switch to pedalling alone')).toMatch(/^\/docs\/learning\/trike-ecologic#stage-/);
    expect(understand(idx, 'baby trike ecologic, when do I switch to pedalling alone').intents.map((i) => i.id)).toEqual(['stages']);
  });

  it('takes the product’s own kind beside its name for part of the name, not for the stage it asks about', () => {
    expect(first('how do I convert the walker Walk n Roll to a ride-on')).toBe('/docs/learning/walk-n-roll#stage-ride-on');
  });
});

describe('which of two things a question says is the one it asks', () => {
  const recs = [
    ...page('/docs/stroller/lite', 'Stroller', 'Stroll Lite', [
      {anchor: 'intended-use', lvl2: 'Where to use it', content: 'On pavements and paths.'},
      {anchor: 'brake', lvl2: 'Brake', content: 'Press the brake pedal down.'},
    ]),
    product('/docs/stroller/lite', 'Stroller', 'Stroll Lite', [], [], ['stroller']),
  ];
  const data = (wordy: boolean): QuestionData => ({
    intents: {
      'where-to-ride': {sections: ['intended-use'], words: ['pavement', 'station'], yieldsTo: ['brake'], ...(wordy && {wordy})},
      brake: {sections: ['brake'], words: ['brake']},
    },
    outOfScope: [],
    units: [],
  });
  const index = (locale: string, q: QuestionData) =>
    new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex(locale, recs, {stroller: ['stroller']}, {}, q))));

  it('puts what is asked before a place described at length', () => {
    const question = 'the Stroll Lite brake is on but it rolls on the pavement outside the station';
    expect(understand(index('en', data(true)), question).intents[0]!.id).toBe('brake');
    // Without `wordy`, two place words outweigh one word that asks.
    expect(understand(index('en', data(false)), question).intents[0]!.id).toBe('where-to-ride');
  });

  const zh: QuestionData = {
    intents: {
      'push-bar': {sections: ['push-bar'], words: ['推把']},
      'remove-push-bar': {sections: ['push-bar'], narrows: 'push-bar', on: 'push-bar', words: ['推把...拆', '可以拆掉', '什麼時候可以拆']},
      'play-panel': {sections: ['play-panel'], words: ['遊戲面板']},
      harness: {sections: ['harness'], part: true, words: ['安全帶']},
    },
    outOfScope: [],
    units: [],
  };
  const ids = (question: string) => understand(index('zh-Hant', zh), question).intents.map((i) => i.id);

  it('finds a Chinese phrase whose parts stand a few characters apart, not further', () => {
    expect(ids('推把要怎麼拆掉')).toEqual(['remove-push-bar']);
    expect(ids('推把很好用，我們昨天去公園玩了一整天，回家後拆')).toEqual(['push-bar']);
  });

  it('reads "take off" with nothing said of the push bar as a question about the part that is named', () => {
    expect(ids('遊戲面板可以拆掉嗎')[0]).toBe('play-panel');
    expect(ids('推把可以拆掉嗎')[0]).toBe('remove-push-bar');
  });

  it('reads taking off said of another part, named however weakly, as a question about that part', () => {
    expect(ids('安全帶什麼時候可以拆掉')[0]).toBe('harness');
    expect(ids('什麼時候可以拆掉')[0]).toBe('remove-push-bar');
    expect(ids('推把和安全帶什麼時候可以拆掉')[0]).toBe('remove-push-bar');
  });
});

describe('answers that read as answers', () => {
  const data: QuestionData = {
    intents: {
      'push-bar': {sections: ['push-bar'], words: ['push bar']},
      'remove-push-bar': {sections: ['push-bar'], narrows: 'push-bar', words: ['take ... push bar off', 'remove the push bar']},
    },
    outOfScope: [],
    units: [],
  };
  const section = (content: string, step?: number) => ({anchor: 'push-bar', lvl2: 'Push bar', content, ...(step !== undefined && {step})});
  const trike = new LocalSearchIndex(
    JSON.parse(
      JSON.stringify(
        encodeIndex(
          'en',
          [
            ...page('/docs/explorer-trike/3-in-1', 'Explorer Trike', 'Explorer Trike 3-in-1', [
              section('The push bar lets you push and steer the trike.'),
              section('To fit the push bar:'),
              section('Slide its lower end into the socket.', 1),
              section('Push it down until the button clicks.', 2),
              section('Pull the handle up hard.', 3),
              section('To remove the push bar:'),
              section('Press the button on the socket.', 1),
              section('Pull the push bar up and out.', 2),
            ]),
            product('/docs/explorer-trike/3-in-1', 'Explorer Trike', 'Explorer Trike 3-in-1', [], [], ['trike']),
          ],
          {trike: ['trike']},
          {},
          data,
        ),
      ),
    ),
  );
  const quoted = (question: string) => {
    const answer = answerQuestion(trike, question);
    return answer.found ? answer.lines.map((l) => (l.step === undefined ? l.text : `${l.step}. ${l.text}`)) : [];
  };

  it('quotes, of a section with two numbered lists, the one that does what is asked, with its lead-in and numbers', () => {
    expect(quoted('when can I take the push bar off the Explorer Trike 3-in-1')).toEqual([
      'To remove the push bar:',
      '1. Press the button on the socket.',
      '2. Pull the push bar up and out.',
    ]);
    // Asked about the push bar as a whole, the whole section.
    expect(quoted('Explorer Trike 3-in-1 push bar')).toHaveLength(8);
  });
});

describe('a change from one thing to another', () => {
  const data: QuestionData = {intents: {stages: {sections: ['stage-walker', 'stage-ride-on'], words: ['convert*', 'paso']}}, outOfScope: [], units: []};
  const stages = [
    {anchor: 'stage-walker', lvl2: 'Stages', lvl3: 'Walker', content: 'Your child walks behind it and pushes.'},
    {anchor: 'stage-ride-on', lvl2: 'Stages', lvl3: 'Ride-on', content: 'Your child sits on it and pushes with the feet.'},
  ];
  const site = (locale: string) =>
    new LocalSearchIndex(
      JSON.parse(
        JSON.stringify(
          encodeIndex(
            locale,
            [
              ...page('/docs/learning/walk-n-roll', 'Learning', "Walk'n'Roll", stages),
              product('/docs/learning/walk-n-roll', 'Learning', "Walk'n'Roll", [], [], ['walker']),
            ],
            {walker: ['walker']},
            {},
            data,
          ),
        ),
      ),
    );

  it('answers with what the change leads to, not what it leaves behind', () => {
    const en = site('en');
    expect(understand(en, "convert the Walk'n'Roll from walker to ride-on").leaving).toEqual(new Set(['walker']));
    expect(answerQuestion(en, "convert the Walk'n'Roll from walker to ride-on").sources[0]?.url).toBe('/docs/learning/walk-n-roll#stage-ride-on');
    expect(answerQuestion(en, "convert the Walk'n'Roll from ride-on to walker").sources[0]?.url).toBe('/docs/learning/walk-n-roll#stage-walker');
  });
});
