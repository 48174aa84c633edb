/**
 * A feature is asserted only with a basis (src/domain/catalog): for every
 * product, the English page, PDF and search records mention a feature the
 * product is not known to have only in a sentence that says "if your model
 * has…" (or "not every model…", "models with…"), state no absence that no
 * source gives, and show in the specifications exactly the features the
 * catalog gives the product. Other languages are translations of the same
 * sentences, reviewed against English (CONTRIBUTING).
 */
import {describe, expect, it} from 'vitest';
import {products, type Feature, type Product} from '@site/src/domain/catalog';
import {featureLabel} from '@site/src/domain/labels';
import {readPage, readPdfPages, recordsText, sentencesOf, type PageSection} from './built';

/** English words that name a feature. */
const NAMES: Partial<Record<Feature, RegExp>> = {
  foldable:
    /folding (lever|joint|button|latch|mechanism)|\b(un)?fold(s|ed|ing)? (the |your )?(scooter|trike|stroller|stem|frame|ride-on|bar)\b|\b(scooter|stem|trike|stroller|frame|bar|it) (un)?folds\b/i,
  'steering-lock': /steering lock|lock the steering|steering is locked/i,
  'light-up-wheels': /light-up wheels?|wheels? (that )?lights? up|wheels (glow|light)/i,
  'wheel-dynamo': /(no|without|need no) batter(y|ies)|powered by (the|their own) (turning|motion)/i,
  'deck-lights': /deck lights?/i,
  'led-light': /\bLED\b|360° light|front light/i,
  'trolley-mode': /trolley/i,
  suspension: /suspension|piston/i,
  'hand-brake': /hand brake|brake lever/i,
  kickstand: /kickstand/i,
  'converts-to-scooter': /(becomes?|turns? into|converts? (in)?to) a (three-wheel )?(kick )?scooter|scooter without (the )?seat/i,
  'push-bar': /push bar/i,
  canopy: /canopy/i,
  harness: /harness/i,
  'reversible-frame': /frame (turns|turned) over|turn(ing)? the frame over|reversible frame|turn-over frame/i,
  'air-tyres': /air-filled|tyre pressure|inflate/i,
  'play-panel': /play panel/i,
  recline: /reclin/i,
};

/** Words that make a sentence conditional on the model. */
const HEDGE = /\b(if|whether|not every|not all|some models?|models?\b|in sets that|where fitted|depending on|yours|any)\b/i;

/** Sentences that say a product lacks a feature. */
const ABSENCE: Partial<Record<Feature, RegExp>> = {
  foldable: /(does|do) not fold|doesn't fold|no folding|fixed stem|not foldable|cannot be folded/i,
  'hand-brake': /no hand brake|without a hand brake/i,
  'rear-brake': /(has|have) no (rear )?brake|without a (rear )?brake|no brake\b/i,
  kickstand: /no kickstand|without a kickstand/i,
  'light-up-wheels': /(no|without) lights|plain wheels/i,
  'led-light': /(has|have) no light|without a light/i,
  canopy: /no canopy|without a canopy/i,
  harness: /no harness|without a harness/i,
  suspension: /no suspension/i,
  'converts-to-scooter': /does not become|never becomes|always keeps its seat/i,
};

/** A sentence that makes a passage about a feature conditional: "Not every model folds. Follow this section only if…". */
const OPENER = /not every|not all|only if|if your|if yours/i;

/**
 * Every place where a text asserts a feature the product is not known to
 * have, or says it lacks one no source says it lacks. `passages` are the
 * text's sections: a passage that opens with a conditional sentence about a
 * feature may go on to describe it plainly.
 */
function unfounded(product: Product, where: string, passages: readonly (readonly string[])[]): string[] {
  const found: string[] = [];
  for (const sentences of passages) {
    for (const [feature, name] of Object.entries(NAMES) as [Feature, RegExp][]) {
      if (product.features.includes(feature) || product.lacks.includes(feature)) continue;
      const conditional = sentences.some((s) => name.test(s) && OPENER.test(s));
      for (const sentence of sentences) {
        if (!conditional && name.test(sentence) && !HEDGE.test(sentence)) found.push(`${product.id} (${where}) asserts ${feature}: "${sentence}"`);
      }
    }
    for (const sentence of sentences) {
      for (const [feature, absence] of Object.entries(ABSENCE) as [Feature, RegExp][]) {
        if (!product.lacks.includes(feature) && absence.test(sentence) && !HEDGE.test(sentence))
          found.push(`${product.id} (${where}) says it has no ${feature}: "${sentence}"`);
      }
    }
  }
  return found;
}

/** The sentences of each h2 section with its subsections: a section's opening sentence covers them. */
function chapters(sections: readonly PageSection[]): string[][] {
  const out: string[][] = [];
  for (const section of sections) {
    if (section.depth !== 3 || out.length === 0) out.push([]);
    out.at(-1)!.push(...section.sentences);
  }
  return out;
}

describe('features in English manuals', () => {
  it('are asserted only with a basis, on every page', () => {
    const found = products.flatMap((product) => unfounded(product, 'page', chapters(readPage('en', product).sections)));
    expect(found).toEqual([]);
  });

  it('are asserted only with a basis, in every PDF and search record', async () => {
    const found: string[] = [];
    for (const product of products) {
      const [, ...pages] = await readPdfPages('en', product);
      // A PDF or a search index keeps no sections: the whole text is one passage.
      found.push(...unfounded(product, 'PDF', [pages.flatMap(sentencesOf)]));
      found.push(...unfounded(product, 'search records', [sentencesOf(recordsText('en', product))]));
    }
    expect(found).toEqual([]);
  });

  it('are listed in the specifications exactly as the catalog gives them', () => {
    const wrong = products.flatMap((product) => {
      const listed = readPage('en', product).specs.get('Features');
      const expected = product.features.length > 0 ? product.features.map(featureLabel).join(' · ') : undefined;
      return listed === expected ? [] : [`${product.id}: "${listed}" instead of "${expected}"`];
    });
    expect(wrong).toEqual([]);
  });
});
