import {describe, expect, it} from 'vitest';
import {LocalSearchIndex} from '../shared/engine/query';
import {ANSWER_PAGE_RANK, decodeRecords, encodeIndex, HUB_PAGE_RANK, type WordGroups} from '../shared/indexFormat';
import type {SearchRecord} from '../shared/types';
import {page, product} from './records';

const records = [
  ...page('/docs/blog-like', 'Blog', 'Brake checks every week', [{content: 'A short note about wheels.'}]),
  ...page('/docs/flow/125', 'Flow', 'Flow 125', [
    {anchor: 'riding', lvl2: 'Riding', type: 'lvl2'},
    {anchor: 'brake', lvl2: 'Riding', lvl3: 'Brake', type: 'lvl3'},
    {anchor: 'brake', lvl2: 'Riding', lvl3: 'Brake', content: 'Press the rear brake with your heel.'},
    {anchor: 'brake', lvl2: 'Riding', lvl3: 'Brake', content: 'The brake gets hot on long slopes.'},
    {anchor: 'folding', lvl2: 'Folding', type: 'lvl2'},
  ]),
  ...page('/docs/flow/125-770', 'Flow', 'Flow 125 (770)', [{anchor: 'specs', lvl2: 'Specifications', type: 'lvl2'}]),
  ...page('/docs/explorer-trike/4-in-1-634', 'Explorer Trike', 'Explorer Trike 4-in-1 (634)', [
    {anchor: 'stages', lvl2: 'Stages', content: 'Converts from a push trike to a balance bike.'},
  ]),
  ...page('/zh-Hant/docs/e-motion/e-motion-6', 'E-Motion', 'E-Motion 6', [{anchor: 'charging', lvl2: '充電', content: '第一次使用前，請將鋰電池充滿電。'}]),
  ...page('/docs/helmets/kid', 'Helmets', 'Helmet Kid', [{anchor: 'fit', lvl2: 'Überprüfung der Größe', content: 'Straße und Fußweg: immer mit Helm.'}]),
  product('/docs/flow/125', 'Flow', 'Flow 125'),
  product('/docs/flow/125-770', 'Flow', 'Flow 125', ['770']),
  product('/docs/explorer-trike/4-in-1-634', 'Explorer Trike', 'Explorer Trike 4-in-1', ['634'], ['tricycle']),
  product('/docs/primo/foldable-lights', 'Primo', 'Primo Foldable Lights', [], ['three wheels']),
];

const index = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex('zh-Hant', records))));
const urls = (query: string): string[] =>
  index
    .search(query)
    .slice(0)
    .map((m) => index.records[m.record]!.url);

describe('compact index', () => {
  it('rebuilds every record: ids, urls, types and hierarchy', () => {
    const decoded = decodeRecords(encodeIndex('en', records));
    expect(decoded.map((r) => [r.objectID, r.url, r.type, r.lvl0, r.lvl1, r.lvl2, r.lvl3])).toEqual(
      records.map((r) => [r.objectID, r.url, r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3]),
    );
    expect(decoded.filter((r) => r.kind !== 0).map((r) => r.text)).toEqual(records.filter((r) => !r.modelNumbers).map((r) => r.content));
  });

  it('builds in slices between pauses, so a slow phone stays responsive, and answers as an index built at once', async () => {
    let pauses = 0;
    const sliced = await LocalSearchIndex.load(
      JSON.parse(JSON.stringify(encodeIndex('zh-Hant', records))),
      async () => {
        pauses += 1;
      },
      0,
    );
    expect(pauses).toBeGreaterThan(2);
    for (const query of ['634', 'flow 125', '煞車', 'Strasse', 'tricycle']) {
      expect(sliced.search(query).slice(0), query).toEqual(index.search(query).slice(0));
    }
    expect(sliced.search('634').slice(0).length).toBeGreaterThan(0);
  });

  it('stores a repeated text once', () => {
    const twice = [...records, ...page('/docs/other', 'Flow', 'Other', [{content: 'Press the rear brake with your heel.'}])];
    const compact = encodeIndex('en', twice);
    expect(compact.s.filter((s) => s === 'Press the rear brake with your heel.')).toHaveLength(1);
  });
});

describe('ranking', () => {
  it('puts the product with an exact model number first', () => {
    expect(urls('770')[0]).toBe('/docs/flow/125-770');
    expect(urls('634')[0]).toBe('/docs/explorer-trike/4-in-1-634');
  });

  it('puts the product whose name is the query first, before longer names', () => {
    const found = urls('flow 125');
    expect(found[0]).toBe('/docs/flow/125');
    expect(found[1]).toBe('/docs/flow/125-770');
  });

  it('ranks titles before headings before content', () => {
    expect(urls('brake')).toEqual(['/docs/blog-like', '/docs/flow/125#brake']);
    const riding = index
      .search('riding')
      .slice(0)
      .map((m) => index.records[m.record]!.type);
    expect(riding).toEqual(['lvl2', 'lvl3']);
  });

  it('keeps one hit per URL', () => {
    expect(urls('brake').filter((u) => u === '/docs/flow/125#brake')).toHaveLength(1);
  });

  it('requires every word, and falls back to any word rather than nothing', () => {
    expect(urls('flow brake')).toEqual(['/docs/flow/125#brake']);
    expect(urls('brake zzzz').length).toBeGreaterThan(0);
  });

  it('answers a query the same whatever was searched before (buffers are reused)', () => {
    const first = urls('flow brake');
    urls('fold');
    urls('brake zzzz');
    urls('riding fold brake');
    expect(urls('flow brake')).toEqual(first);
    expect(urls('zzzz')).toEqual([]);
  });
});

describe('matching', () => {
  it('matches the word being typed as a prefix', () => {
    expect(urls('fold')).toContain('/docs/primo/foldable-lights');
    expect(urls('fold')).toContain('/docs/flow/125#folding');
  });

  it('tolerates a typo in longer words, never in numbers', () => {
    expect(urls('explroer')[0]).toBe('/docs/explorer-trike/4-in-1-634');
    expect(urls('primo foldabel')[0]).toBe('/docs/primo/foldable-lights');
    expect(urls('771')).toEqual([]);
  });

  it('reads a word with a zero-width or other invisible character inside as the word', () => {
    for (const hidden of ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff']) {
      expect(urls(`fl${hidden}ow 1${hidden}25`), JSON.stringify(hidden)).toEqual(urls('flow 125'));
    }
  });

  it('ignores hyphens and spaces in model names', () => {
    expect(urls('4in1')[0]).toBe('/docs/explorer-trike/4-in-1-634');
    expect(urls('4 in 1')[0]).toBe('/docs/explorer-trike/4-in-1-634');
    expect(urls('flow125')[0]).toBe('/docs/flow/125');
    expect(urls('emotion 6')[0]).toBe('/zh-Hant/docs/e-motion/e-motion-6');
  });

  it('folds case and accents: ß = ss, ü = u, é = e', () => {
    expect(urls('STRASSE')).toEqual(['/docs/helmets/kid#fit']);
    expect(urls('uberprufung')).toEqual(['/docs/helmets/kid#fit']);
    expect(urls('hélmet')[0]).toBe('/docs/helmets/kid');
  });

  it('finds Chinese words inside unspaced Chinese text', () => {
    expect(urls('電池')).toEqual(['/zh-Hant/docs/e-motion/e-motion-6#charging']);
    expect(urls('充電')).toEqual(['/zh-Hant/docs/e-motion/e-motion-6#charging']);
  });

  it('reads at most 64 characters of a query', () => {
    expect(urls(`flow ${'x'.repeat(70)}`)).toEqual(urls(`flow ${'x'.repeat(59)}`));
  });

  it('finds the last part of German and Dutch compounds', () => {
    const de = new LocalSearchIndex(
      encodeIndex('de', page('/de/docs/x', 'Flow', 'Flow 125', [{anchor: 'f', lvl2: 'Merkmale', content: 'Fußbremse am Hinterrad'}])),
    );
    expect(
      de
        .search('bremse')
        .slice(0)
        .map((m) => de.records[m.record]!.url),
    ).toEqual(['/de/docs/x#f']);
    // Only there: in other languages a word ending is no match.
    expect(index.search('ake').count).toBe(0);
  });

  describe('compounds: a query word is the last part of a compound, never letters inside another word', () => {
    const de = new LocalSearchIndex(
      encodeIndex(
        'de',
        page('/de/docs/bike', 'Laufrad', 'Go Bike', [
          {anchor: 'specifications', lvl2: 'Technische Daten', content: 'Maximales Benutzergewicht: 20 kg'},
          {anchor: 'specifications', lvl2: 'Technische Daten', content: 'Gewicht: 3 kg'},
          {anchor: 'learn', lvl2: 'Wie Kinder lernen', content: 'Ihr Kind lernt, das Gleichgewicht zu halten.'},
          {anchor: 'tyres', lvl2: 'Bereifung', content: 'Prüfen Sie den Hinterreifen.'},
          {anchor: 'strips', lvl2: 'Trittbrett', content: 'Die Gummistreifen und die Streifen am Rand reinigen.'},
          {anchor: 'fixing', lvl2: 'Aufbewahren', content: 'Bewahren Sie die Befestigungsteile auf.'},
          {anchor: 'ground', lvl2: 'Gelände', content: 'Keine steile Straße hinunterfahren. Halten Sie Abstand.'},
          {anchor: 'grips', lvl2: 'Griffe', content: 'Stellen Sie beide Griffe gleich hoch ein.'},
        ]),
      ),
    );
    const search = (query: string): string[] =>
      de
        .search(query)
        .slice(0)
        .map((m) => de.records[m.record]!.url);

    it('"Gewicht" finds "Benutzergewicht", not "Gleichgewicht" (balance), a stem of its own; nor is "Gleichgewicht" cut into "gleich" and "Gewicht"', () => {
      expect(search('Gewicht')).toEqual(['/de/docs/bike#specifications']);
      expect(search('Gewicht kg')).toEqual(['/de/docs/bike#specifications']);
      expect(search('Gleichgewicht')).toEqual(['/de/docs/bike#learn']);
    });

    it('"Reifen" finds "Hinterreifen", not "Gummistreifen", whose last part is "Streifen"', () => {
      expect(search('Reifen')).toEqual(['/de/docs/bike#tyres']);
    });

    it('a part needs a stem before it: "Stand" is no part of "Abstand"', () => {
      expect(search('Stand')).toEqual([]);
    });

    it('letters that join the parts are no stem: "Teile" finds "Befestigungsteile", though "steile" is a word', () => {
      expect(search('Teile')).toContain('/de/docs/bike#fixing');
    });

    it('Dutch compounds too: "wiel" finds "voorwiel"; "zicht" (view) not "toezicht" (supervision)', () => {
      const nl = new LocalSearchIndex(
        encodeIndex(
          'nl',
          page('/nl/docs/x', 'Step', 'Flow 125', [
            {anchor: 'wheels', lvl2: 'Onderhoud', content: 'Controleer het voorwiel.'},
            {anchor: 'safety', lvl2: 'Veiligheid', content: 'Alleen onder toezicht van een volwassene.'},
          ]),
        ),
      );
      expect(
        nl
          .search('wiel')
          .slice(0)
          .map((m) => nl.records[m.record]!.url),
      ).toEqual(['/nl/docs/x#wheels']);
      expect(nl.search('zicht').count).toBe(0);
    });
  });

  it('finds the family of a verb: an infinitive matches the adjective', () => {
    const es = new LocalSearchIndex(encodeIndex('es', page('/es/docs/x', 'Flow', 'Flow 125', [{anchor: 'f', lvl2: 'Características', content: 'Plegable'}])));
    expect(
      es
        .search('plegar')
        .slice(0)
        .map((m) => es.records[m.record]!.url),
    ).toEqual(['/es/docs/x#f']);
  });

  it('finds products by their aliases', () => {
    expect(urls('tricycle')[0]).toBe('/docs/explorer-trike/4-in-1-634');
  });
});

describe('relevance: what a page is and where a word matched', () => {
  const build = (locale: string, records: SearchRecord[], kinds: WordGroups = {}, synonyms: WordGroups = {}) => {
    const built = new LocalSearchIndex(JSON.parse(JSON.stringify(encodeIndex(locale, records, kinds, synonyms))));
    return (query: string, currentPage?: string) =>
      built
        .search(query, currentPage)
        .slice(0)
        .map((m) => built.records[m.record]!.url);
  };
  const stroller = [
    ...page('/docs/stroller/lite', 'Strollers', 'Stroll Lite', [
      {anchor: 'safety', lvl2: 'Safety warnings', content: 'Keep children away while you fold the stroller.'},
      {anchor: 'folding', lvl2: 'Folding and unfolding', content: 'Fold the stroller with one hand.'},
    ]),
    product('/docs/stroller/lite', 'Strollers', 'Stroll Lite', [], ['Stroller']),
  ];

  it('ranks the section whose heading holds a word above text that only mentions it, whatever form the word takes', () => {
    expect(build('en', stroller)('how do I fold the stroller')[0]).toBe('/docs/stroller/lite#folding');
  });

  it('lets every section of a manual match what the manual is about: its product kind and model numbers', () => {
    const search = build('en', [
      ...page('/docs/go-bike', 'Go Bike', 'Go Bike', [{anchor: 'saddle-height', lvl2: 'Saddle height', content: 'Loosen the clamp and raise the saddle.'}]),
      ...page('/docs/duo', 'Go Bike', 'Go Bike Duo', [{anchor: 'stage', lvl2: 'Riding', lvl3: 'Balance bike mode', content: 'Check the saddle height again.'}]),
      product('/docs/go-bike', 'Go Bike', 'Go Bike', ['730'], ['Balance bike']),
    ]);
    expect(search('balance bike saddle height')[0]).toBe('/docs/go-bike#saddle-height');
    expect(search('730 saddle')[0]).toBe('/docs/go-bike#saddle-height');
  });

  it('finds a kind of product by any of its words or phrases, in one language', () => {
    const kinds = {stroller: ['stroller', 'pushchair', 'buggy'], 'balance-bike': ['silla de paseo', 'carrito']};
    expect(build('en', stroller, kinds)('pushchair')).toContain('/docs/stroller/lite#folding');
    expect(build('en', stroller, kinds)('fold pushchair')[0]).toBe('/docs/stroller/lite#folding');
    const es = build('es', page('/es/docs/x', 'Silla', 'Stroll Lite', [{anchor: 'fold', lvl2: 'Plegado', content: 'Pliega la silla de paseo.'}]), kinds);
    // "de" is a question word alone, but part of the phrase here; "carrito" names the same kind.
    expect(es('plegar carrito')).toEqual(['/es/docs/x#fold']);
  });

  it('treats the words of a synonym group as one word', () => {
    const records = page('/docs/x', 'Flow', 'Flow 125', [
      {anchor: 'grips', lvl2: 'Handlebar grips', content: 'Change the grips when they are worn.'},
      {anchor: 'adjust', lvl2: 'Adjusting the handlebar height', content: 'Open the clamp.'},
    ]);
    expect(build('en', records)('change handlebar')).toEqual(['/docs/x#grips']);
    expect(build('en', records, {}, {adjust: ['adjust', 'adjusting', 'change']})('change handlebar')[0]).toBe('/docs/x#adjust');
  });

  it('ranks an answer page (the FAQ) first for its topics, and hub pages after the pages they lead to', () => {
    const faq = page('/faq', 'FAQ', 'FAQ', [{anchor: 'warranty', lvl2: 'What does the warranty cover?', content: 'Two years against defects.'}]).map((r) => ({
      ...r,
      weight: {...r.weight, pageRank: ANSWER_PAGE_RANK},
    }));
    const manual = page('/docs/bell', 'Bells', 'Bell', [{anchor: 'warranty', lvl2: 'Warranty', content: 'See the FAQ for how long the warranty lasts.'}]);
    const hub = page('/docs', 'Manuals', 'Find your manual', [{anchor: 'series', lvl2: 'Bells', content: 'Bells with a warranty.'}]).map((r) => ({
      ...r,
      weight: {...r.weight, pageRank: HUB_PAGE_RANK},
    }));
    const search = build('en', [...hub, ...manual, ...faq]);
    expect(search('warranty')[0]).toBe('/faq#warranty');
    // "how long" asks for a duration: the word "long" is not sought.
    expect(search('how long is the warranty')[0]).toBe('/faq#warranty');
    expect(search('bells warranty').at(-1)).toBe('/docs#series');
  });

  it('finds a manual, but not its every line, through its title while the word is still being typed', () => {
    const search = build('en', [
      ...page('/docs/primo/foldable', 'Primo', 'Primo Foldable', [
        {anchor: 'brake', lvl2: 'Brake', content: 'Press the rear brake with your heel.'},
        {anchor: 'fold', lvl2: 'Folding', content: 'Press the button and lower the stem.'},
      ]),
      product('/docs/primo/foldable', 'Primo', 'Primo Foldable'),
    ]);
    // "fold" typed: the manual and its folding section, not its brake section.
    expect(search('fold')).toContain('/docs/primo/foldable');
    expect(search('fold')).toContain('/docs/primo/foldable#fold');
    expect(search('fold')).not.toContain('/docs/primo/foldable#brake');
    // A whole word still reaches every line through the title: "foldable brake".
    expect(search('foldable brake')[0]).toBe('/docs/primo/foldable#brake');
  });

  it('puts a whole word before a word that only starts with it', () => {
    const search = build(
      'en',
      page('/docs/x', 'Flow', 'Flow 125', [
        {anchor: 'folder', lvl2: 'Folder clip', type: 'lvl2'},
        {anchor: 'fold', lvl2: 'Fold', type: 'lvl2'},
      ]),
    );
    expect(search('fold')).toEqual(['/docs/x#fold', '/docs/x#folder']);
  });

  it('splits a German compound into words the text has: "Kopfumfang" finds "Kopf messen"', () => {
    const search = build(
      'de',
      page('/de/docs/helm', 'Helme', 'Helm', [
        {anchor: 'measure', lvl2: 'Kopf messen', content: 'Legen Sie das Maßband um den Umfang.'},
        {anchor: 'other', lvl2: 'Pflege', content: 'Den Helm nicht messen.'},
      ]),
    );
    expect(search('Kopfumfang messen')[0]).toBe('/de/docs/helm#measure');
  });
});
