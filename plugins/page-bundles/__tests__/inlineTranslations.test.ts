import {describe, expect, it} from 'vitest';
import {inlineTranslations} from '../inlineTranslations';

const it_ = {
  'search.button': 'Cerca',
  'contact.intro': 'Scrivici: rispondiamo entro {days} giorni.',
  'contact.link': 'domande frequenti',
  'Close without id': 'Chiudi',
};

describe('a locale’s messages built into the code that shows them', () => {
  it('gives translate() the locale’s message and keeps its values', () => {
    const source = [
      "import {translate} from '@docusaurus/Translate';",
      'export const label = translate({id: "search.button", message: "Search", description: "The search button"});',
      'export const intro = (days: number) => translate({id: "contact.intro", message: "Write to us: we answer within {days} days."}, {days});',
    ].join('\n');
    const out = inlineTranslations(source, it_, 'x.ts');
    expect(out).toContain('translate({message: "Cerca"})');
    expect(out).toContain('translate({message: "Scrivici: rispondiamo entro {days} giorni."}, {days})');
    // Ids and descriptions are for the lookup and the translators, not for the page.
    expect(out).not.toContain('search.button');
    expect(out).not.toContain('The search button');
  });

  it('gives each locale of one build its own messages for the same module', () => {
    // A build of every locale reads each module once per locale: the second locale must not get the first one's text.
    const source = [
      "import Translate, {translate} from '@docusaurus/Translate';",
      'export const label = translate({id: "search.button", message: "Search"});',
      'export const Close = () => <Translate id="close">Close</Translate>;',
    ].join('\n');
    const italian = inlineTranslations(source, {'search.button': 'Cerca', close: 'Chiudi'}, 'x.tsx');
    const german = inlineTranslations(source, {'search.button': 'Suchen', close: 'Schließen'}, 'x.tsx');
    expect(italian).toContain('translate({message: "Cerca"})');
    expect(italian).toContain('<Translate >{"Chiudi"}</Translate>');
    expect(german).toContain('translate({message: "Suchen"})');
    expect(german).toContain('<Translate >{"Schließen"}</Translate>');
  });

  it('gives <Translate> the locale’s message, and the translations inside its values theirs', () => {
    const source = [
      "import Translate from '@docusaurus/Translate';",
      'export const Intro = () => (',
      '  <p>',
      '    <Translate id="contact.intro" description="Above the form" values={{days: 2, link: <a href="/faq"><Translate id="contact.link">questions</Translate></a>}}>',
      "      {'Write to us: we answer within {days} days.'}",
      '    </Translate>',
      '    <Translate>Close without id</Translate>',
      '  </p>',
      ');',
    ].join('\n');
    const out = inlineTranslations(source, it_, 'x.tsx');
    expect(out.replace(/\s+/g, ' ')).toContain(
      '<Translate values={{days: 2, link: <a href="/faq"><Translate >{"domande frequenti"}</Translate></a>}}>{"Scrivici: rispondiamo entro {days} giorni."} </Translate>',
    );
    expect(out).toContain('<Translate>{"Chiudi"}</Translate>');
    expect(out).not.toContain('Above the form');
    // Error lines and source maps still point at the same line.
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('keeps the English message where the locale has none, and names the lookup of a self-closing <Translate>', () => {
    const source =
      "import Translate, {translate as t} from '@docusaurus/Translate';\nexport const a = t({id: 'new.one', message: 'New'});\nexport const B = () => <Translate id=\"search.button\" />;";
    const out = inlineTranslations(source, it_, 'x.tsx');
    expect(out).toContain('t({message: "New"})');
    expect(out.replace(/\s+/g, ' ')).toContain('<Translate >{"Cerca"}</Translate>');
  });

  it('leaves code alone that does not use Docusaurus’s translations', () => {
    const source = "import {translate} from './mine';\nexport const a = translate({id: 'search.button', message: 'Search'});";
    expect(inlineTranslations(source, it_, 'x.ts')).toBe(source);
  });

  it('stops the build at a translation it cannot build in, naming file and line', () => {
    const computed = "import {translate} from '@docusaurus/Translate';\n\nconst id = 'search.button';\nexport const a = translate({id, message: 'Search'});";
    expect(() => inlineTranslations(computed, it_, 'src/x.ts')).toThrow(/^src\/x\.ts:4: translate\(\) needs a written id and message/);
    const children = 'import Translate from \'@docusaurus/Translate\';\nexport const B = ({n}: {n: string}) => <Translate id="search.button">{n}</Translate>;';
    expect(() => inlineTranslations(children, it_, 'src/b.tsx')).toThrow(/^src\/b\.tsx:2: <Translate> needs a written id and message/);
  });
});
