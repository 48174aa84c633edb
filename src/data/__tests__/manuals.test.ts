import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {products} from '../catalog';
import {locales, defaultLocale} from '../locales';
import {extraSectionsOf, manualSections, sectionFile} from '../manuals';

const root = path.resolve(__dirname, '../../..');
const names = (p: Parameters<typeof manualSections>[0]): string[] => manualSections(p).map((s) => `${s.folder}/${s.name}`);

describe('manualSections', () => {
  it('takes the optional sections from the features and the extra sections', () => {
    const stroller = {type: 'stroller', features: ['foldable'], sections: []} as const;
    expect(names(stroller)).toContain('stroller/folding');
    expect(names({...stroller, features: []})).not.toContain('stroller/folding');
    const trike = {type: 'trike', features: ['canopy', 'harness'], sections: ['stage-push', 'stage-classic']} as const;
    expect(names(trike).filter((n) => n.includes('stage'))).toEqual(['trike/stage-push', 'trike/stage-classic']);
    expect(names(trike).slice(-3)).toEqual(['common/specifications', 'common/spare-parts', 'common/warranty']);
  });

  it('knows which extra sections a type can have', () => {
    expect(extraSectionsOf('trike')).toEqual(['stage-youngest', 'stage-push', 'stage-pedal', 'stage-classic']);
    expect(extraSectionsOf('helmet')).toEqual([]);
  });

  it('names only partials that exist, in English and in every locale', () => {
    const files = new Set(products.flatMap((p) => manualSections(p).map(sectionFile)));
    const missing = [...files].flatMap((file) =>
      locales.map((l) => (l === defaultLocale ? `docs/${file}` : `i18n/${l}/docusaurus-plugin-content-docs/current/${file}`)).filter((f) => !fs.existsSync(path.join(root, f))),
    );
    expect(missing).toEqual([]);
  });
});
