import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PRODUCT_TYPES} from '../catalog';
import {getProduct, products} from '../catalog';
import {locales, defaultLocale} from '../locales';
import {extraSectionsOf, manualSections, safetySigns, sectionFile} from '../manuals';

const root = path.resolve(__dirname, '../../..');
const names = (p: Parameters<typeof manualSections>[0]): string[] => manualSections(p).map((s) => `${s.folder}/${s.name}`);

describe('manualSections', () => {
  it('takes the optional sections from the features and the extra sections', () => {
    const stroller = {type: 'stroller', features: ['foldable'], maybe: [], sections: []} as const;
    expect(names(stroller)).toContain('stroller/folding');
    expect(names({...stroller, features: []})).not.toContain('stroller/folding');
    // A section about a feature the product may have says "if your model has…".
    expect(names({...stroller, features: [], maybe: ['foldable']})).toContain('stroller/folding');
    const trike = {type: 'trike', features: ['canopy', 'harness'], maybe: [], sections: ['stage-push', 'stage-classic']} as const;
    expect(names(trike).filter((n) => n.includes('stage'))).toEqual(['trike/stage-push', 'trike/stage-classic']);
    expect(names(trike).slice(-4)).toEqual(['common/specifications', 'common/spare-parts', 'common/disposal', 'common/warranty']);
  });

  it('knows which extra sections a type can have', () => {
    expect(extraSectionsOf('trike')).toEqual(['stage-youngest', 'stage-push', 'stage-pedal', 'stage-classic']);
    expect(extraSectionsOf('helmet')).toEqual([]);
  });

  it('names only partials that exist, in English and in every locale', () => {
    const files = new Set(products.flatMap((p) => manualSections(p).map(sectionFile)));
    const missing = [...files].flatMap((file) =>
      locales
        .map((l) => (l === defaultLocale ? `docs/${file}` : `i18n/${l}/docusaurus-plugin-content-docs/current/${file}`))
        .filter((f) => !fs.existsSync(path.join(root, f))),
    );
    expect(missing).toEqual([]);
  });
});

describe('safetySigns', () => {
  /** The English safety section of a product of this type. */
  const safetyText = (type: (typeof PRODUCT_TYPES)[number]): string => {
    const section = manualSections({type, features: [], maybe: [], sections: []}).find((s) => s.name === 'safety')!;
    return fs.readFileSync(path.join(root, 'docs', sectionFile(section)), 'utf8');
  };
  const signsOf = (type: (typeof PRODUCT_TYPES)[number]) => safetySigns({type, figures: {}});

  it('shows a helmet or an adult only where the safety section asks for one', () => {
    for (const type of PRODUCT_TYPES) {
      const text = safetyText(type);
      expect(signsOf(type).includes('helmet'), type).toBe(type !== 'helmet' && /wear a helmet|helmet on the child|helmet as well/i.test(text));
      expect(signsOf(type).includes('supervision'), type).toBe(/adult must (watch|stay)|never leave your child/i.test(text));
    }
  });

  it('draws age and weight only from a source about the product, small parts only when a source warns', () => {
    const sourced = getProduct('primo/foldable-lights')!;
    expect(sourced.figures.age?.source).toBeDefined();
    expect(safetySigns(sourced)).toEqual(['age', 'max-weight', 'helmet', 'supervision']);
    const unsourced = getProduct('primo/light')!;
    expect(unsourced.onLabel).toContain('age');
    expect(safetySigns(unsourced)).toEqual(['helmet', 'supervision']);
    expect(safetySigns({...unsourced, smallPartsWarning: 'S1'}).at(-1)).toBe('small-parts');
  });
});

describe('the shared sections', () => {
  // A page's first load keeps their server-rendered HTML without React (src/components/ManualSections): what they show must not need the browser.
  it('use only components that draw once, with no state, effects or event handlers', () => {
    const dir = path.join(root, 'docs/_manuals');
    const partials = (fs.readdirSync(dir, {recursive: true}) as string[]).filter((f) => f.endsWith('.mdx'));
    const used = new Set(partials.flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/<([A-Z]\w+)/g)].map((m) => m[1]!)));
    const interactive = [...used].flatMap((name) => {
      const file = path.join(root, 'src/components', name, 'index.tsx');
      if (!fs.existsSync(file)) return []; // a partial of partials, not a component
      const hit = /\buse(State|Effect|LayoutEffect|Reducer|Ref|SyncExternalStore)\b|\bon[A-Z]\w*=/.exec(fs.readFileSync(file, 'utf8'));
      return hit ? [`${name}: ${hit[0]}`] : [];
    });
    expect(used.has('ProductFact')).toBe(true);
    expect(interactive).toEqual([]);
  });
});
