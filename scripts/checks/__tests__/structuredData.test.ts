import {describe, expect, it} from 'vitest';
import {faqPageJsonLd, howToJsonLd, productJsonLd, serializeJsonLd} from '../../../src/domain/structuredData';
import {checkJsonLd} from '../structuredData';

describe('checkJsonLd', () => {
  it('accepts what our builders produce', () => {
    const product = productJsonLd({
      product: {name: 'Flow 125', references: ['770']},
      brand: 'Globber',
      title: 'Flow 125 (770)',
      description: 'Manual',
      url: 'https://m.example.com/docs/flow/125-770',
      image: 'https://m.example.com/img/p.svg',
    });
    const howTo = howToJsonLd({name: 'A', description: 'd', url: 'https://m.example.com/x', inLanguage: 'it', groups: [{steps: ['a']}]});
    const faq = faqPageJsonLd('https://m.example.com/faq', 'de', [{question: 'Q?', answer: 'A.'}]);
    for (const data of [product, howTo, faq]) expect(checkJsonLd(JSON.parse(serializeJsonLd(data)))).toEqual([]);
  });

  it('names each missing or wrong required field', () => {
    expect(checkJsonLd({'@context': 'https://schema.org', '@type': 'HowTo', name: 'A', url: 'https://x/', inLanguage: 'it', step: []})).toEqual([
      'HowTo.step: expected a non-empty list',
    ]);
    expect(
      checkJsonLd({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: 'fr',
        mainEntity: [{'@type': 'Question', name: 'Q?', acceptedAnswer: {'@type': 'Answer', text: ' '}}, {'@type': 'Answer'}],
      }),
    ).toEqual(['FAQPage.mainEntity[0].acceptedAnswer.text: expected non-empty text', 'FAQPage.mainEntity[1]: @type is "Answer", expected Question']);
    expect(checkJsonLd({'@type': 'Product', name: 'X', brand: 'Globber', description: 'd', image: '/img/x.svg', url: 'https://x/'})).toEqual([
      '@context is undefined, expected "https://schema.org"',
      'Product.brand: expected an object',
      'Product.image: expected an absolute URL',
    ]);
  });

  it('reports a block that is not JSON', () => {
    expect(checkJsonLd(new Error('Unexpected token'))).toEqual(['not JSON: Unexpected token']);
  });

  it('escapes < so text cannot close the script tag', () => {
    expect(serializeJsonLd({text: '</script><b>'})).toBe('{"text":"\\u003c/script>\\u003cb>"}');
  });
});
