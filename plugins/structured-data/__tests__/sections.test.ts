import {describe, expect, it} from 'vitest';
import {howToJsonLd} from '../../../src/domain/structuredData';
import {readSections} from '../sections';

const h2 = (id: string, text: string): string => `<h2 class="anchor" id=${id}>${text}<a href=#${id} class=hash-link aria-label="Direct link">\u200b</a></h2>`;

describe('readSections', () => {
  it('reads numbered steps across lists split by a drawing, and stops at the next h2', () => {
    const html = `<nav><h2>Not in the article</h2></nav><article>${h2('assembly', 'Montaggio')}
      <p>Intro.</p><ol><li class="">Togli <strong>tutto</strong> l'imballaggio.</li><li>Monta il manubrio.</li></ol>
      <figure><img src=a.svg alt=x></figure><ol start=3><li>Chiudi la leva<ul><li>con forza</li></ul></li></ol>
      ${h2('riding', 'Guida')}<ol><li>Not assembly</li></ol></article>`;
    const [assembly, riding] = readSections(html);
    expect(assembly).toMatchObject({id: 'assembly', heading: 'Montaggio'});
    expect(assembly!.groups).toEqual([{steps: ["Togli tutto l'imballaggio.", 'Monta il manubrio.', 'Chiudi la leva con forza']}]);
    expect(riding!.groups).toEqual([{steps: ['Not assembly']}]);
  });

  it('groups steps under h3 sub-headings and gives each section its plain text', () => {
    const html = `<article>${h2('faq', 'Question?')}<p>Answer one.</p><ul><li>a</li><li>b</li></ul>
      <h3 id=x>Part A<a class=hash-link href=#x>\u200b</a></h3><ol><li>one</li></ol><h3 id=y>Part B</h3><ol><li>two</li></ol></article>`;
    const [section] = readSections(html);
    expect(section!.text).toBe('Answer one. a b one two');
    expect(section!.groups).toEqual([
      {name: 'Part A', steps: ['one']},
      {name: 'Part B', steps: ['two']},
    ]);
  });
});

describe('howToJsonLd', () => {
  const base = {name: 'Assembly: Flow 125', description: 'd', url: 'https://x/docs/flow/125#assembly', inLanguage: 'it'};

  it('numbers the steps of a guide without sub-headings', () => {
    const data = howToJsonLd({...base, groups: [{steps: ['a', 'b']}]});
    expect(data.step).toEqual([
      {'@type': 'HowToStep', position: 1, text: 'a'},
      {'@type': 'HowToStep', position: 2, text: 'b'},
    ]);
  });

  it('makes a HowToSection per sub-heading, numbering on across them', () => {
    const data = howToJsonLd({
      ...base,
      groups: [
        {name: 'A', steps: ['a']},
        {name: 'B', steps: ['b']},
      ],
    });
    expect(data.step).toEqual([
      {'@type': 'HowToSection', name: 'A', itemListElement: [{'@type': 'HowToStep', position: 1, text: 'a'}]},
      {'@type': 'HowToSection', name: 'B', itemListElement: [{'@type': 'HowToStep', position: 2, text: 'b'}]},
    ]);
  });
});
