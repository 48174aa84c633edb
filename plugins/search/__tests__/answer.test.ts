import {describe, expect, it} from 'vitest';
import {answerQuestion, readsAsQuestion} from '../shared/answer';
import {LocalSearchIndex} from '../shared/engine/query';
import {encodeIndex} from '../shared/indexFormat';
import {page, product} from './records';

const records = [
  ...page('/docs/flow/125', 'Flow', 'Flow 125', [
    {anchor: 'unfold', lvl2: 'Folding', lvl3: 'Unfold', content: 'Lift the handlebar until the latch clicks.'},
    {anchor: 'unfold', lvl2: 'Folding', lvl3: 'Unfold', content: 'Check that the latch is closed.'},
    {anchor: 'brake', lvl2: 'Brake', content: 'Press the rear brake with your heel.'},
  ]),
  ...page('/docs/stroller/lite', 'Stroller', 'Stroll Lite', [
    {anchor: 'fold', lvl2: 'Folding and unfolding', lvl3: 'Fold', content: 'Empty the basket.'},
    {anchor: 'fold', lvl2: 'Folding and unfolding', lvl3: 'Fold', content: 'Press the fold release and push the handlebar down.'},
    {anchor: 'fold', lvl2: 'Folding and unfolding', lvl3: 'Fold', content: 'Close the storage latch.'},
    {anchor: 'unfold', lvl2: 'Folding and unfolding', lvl3: 'Unfolding the stroller', content: 'Open the storage latch and pull the handlebar up.'},
    {anchor: 'warranty', lvl2: 'Warranty', content: 'The stroller is guaranteed for 2 years against manufacturing defects.'},
  ]),
  product('/docs/flow/125', 'Flow', 'Flow 125', ['770'], ['Scooter']),
  product('/docs/stroller/lite', 'Stroller', 'Stroll Lite', [], ['Stroller']),
];
const index = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('en', records))));

describe('the local answerer', () => {
  it('quotes the lines of the section that answers, word for word, and cites it', () => {
    const answer = answerQuestion(index, 'How do I fold the stroller?');
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(answer.sources[0]).toMatchObject({n: 1, url: '/docs/stroller/lite#fold', title: 'Stroll Lite', heading: 'Fold'});
    expect(answer.lines.map((l) => l.text)).toEqual(['Empty the basket.', 'Press the fold release and push the handlebar down.', 'Close the storage latch.']);
    expect(answer.lines.every((l) => l.source === 1)).toBe(true);
  });

  it('keeps the conversation’s product for a follow-up that names none', () => {
    // Alone, "unfold" is best answered by the scooter; after a stroller answer, by the stroller.
    expect(answerQuestion(index, 'and how do I unfold it?').sources[0]!.url).toBe('/docs/flow/125#unfold');
    const followUp = answerQuestion(index, 'and how do I unfold it?', {previousPage: '/docs/stroller/lite'});
    expect(followUp.sources[0]!.url).toBe('/docs/stroller/lite#unfold');
    // A question naming another product leaves the conversation's.
    expect(answerQuestion(index, 'how do I unfold the Flow 125', {previousPage: '/docs/stroller/lite'}).sources[0]!.url).toBe('/docs/flow/125#unfold');
  });

  it('answers from the manual being read', () => {
    expect(answerQuestion(index, 'unfold', {currentPage: '/docs/stroller/lite'}).sources[0]!.url).toBe('/docs/stroller/lite#unfold');
  });

  it('says "not found" rather than guess when no section holds most of the question’s words', () => {
    expect(answerQuestion(index, 'what is the capital of France?').found).toBe(false);
    expect(answerQuestion(index, 'recipe for a chocolate cake').found).toBe(false);
    expect(answerQuestion(index, '   ').found).toBe(false);
  });
});

describe('readsAsQuestion', () => {
  it('tells a question from words to find, per language', () => {
    expect(readsAsQuestion('how do I fold the stroller', 'en')).toBe(true);
    expect(readsAsQuestion('flow 125 brake?', 'en')).toBe(true);
    expect(readsAsQuestion('come si chiude il passeggino', 'it')).toBe(true);
    expect(readsAsQuestion('保固多久', 'zh-Hant')).toBe(true);
    expect(readsAsQuestion('flow 125', 'en')).toBe(false);
    expect(readsAsQuestion('how', 'en')).toBe(false);
    expect(readsAsQuestion('安全帽', 'zh-Hant')).toBe(false);
  });
});
