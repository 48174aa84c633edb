import {describe, expect, it} from 'vitest';
import {getProduct, products, type Product} from '../../../src/domain/catalog';
import {manualSections} from '../../../src/domain/manuals';
import {missingTasks} from '../tasks';

const product = (id: string): Product => getProduct(id) ?? expect.fail(`no product ${id}`);
const tasks = (id: string) => missingTasks(product(id)).map((m) => m.task);

describe('tasks a manual cannot describe', () => {
  it('a Flow 125 has no folding steps and names the Flow models that fold, never itself or another series', () => {
    const fold = missingTasks(product('flow/125')).find((m) => m.task === 'fold')!;
    expect(fold.lacks).toBe(false);
    expect(fold.others.map((o) => o.path)).toEqual(['/flow/foldable', '/flow/foldable-125', '/flow/foldable-junior']);
  });

  it('a model whose manual has folding steps, or whose type never folds, offers no fold note', () => {
    expect(tasks('flow/foldable-125')).not.toContain('fold');
    expect(tasks('gs/360')).not.toContain('fold');
    expect(tasks('helmets/adult')).not.toContain('fold');
  });

  it('wheeled products lead to support for a wheel change; a helmet has no wheel', () => {
    expect(tasks('go-bike/index')).toContain('wheel');
    expect(tasks('learning/bike')).toContain('wheel');
    expect(tasks('helmets/adult')).not.toContain('wheel');
  });

  it('every model offered instead folds by a fact and has folding steps, in the same series', () => {
    for (const p of products) {
      for (const missing of missingTasks(p)) {
        for (const other of missing.others) {
          const o = products.find((q) => q.path === other.path)!;
          expect(o.series, `${p.id} → ${o.id}`).toBe(p.series);
          expect(o.features).toContain('foldable');
          expect(manualSections(o).map((s) => s.name)).toContain('folding');
          expect(o.id).not.toBe(p.id);
        }
      }
    }
  });
});
