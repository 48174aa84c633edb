/**
 * Which tasks a parent may come to a manual for that its product's manual
 * does not describe (src/domain/manualTasks.ts), with the models that have
 * them: worked out once per manual at build time, for its front matter.
 */
import {productsOfSeries, typeFacts, type Product} from '../../src/domain/catalog';
import {manualSections, typeCanHaveSection} from '../../src/domain/manuals';
import {MANUAL_TASKS, type ManualTask, type MissingTask, type OtherModel} from '../../src/domain/manualTasks';

const MAX_OTHERS = 4;

/** Section names by product: every manual's front matter asks of each look-alike in its series, each time the docs load. */
const sectionNames = new WeakMap<Product, ReadonlySet<string>>();

function hasSection(product: Product, section: string): boolean {
  let names = sectionNames.get(product);
  if (!names) sectionNames.set(product, (names = new Set(manualSections(product).map((s) => s.name))));
  return names.has(section);
}

/** Tasks a parent expects of a product of this kind, whether or not its manual can describe them. */
function expected(task: ManualTask, product: Product): boolean {
  switch (task) {
    case 'fold':
      // A type of which some models fold: a parent may ask it of any of them.
      return typeCanHaveSection(product.type, 'folding');
    case 'wheel':
      return typeFacts(product.type).wheeled;
    default:
      return false;
  }
}

/** Whether the product's manual describes the task (a wheel change: none does). */
function described(task: ManualTask, product: Product): boolean {
  return task === 'fold' && hasSection(product, 'folding');
}

/**
 * Look-alike models of the same series whose manuals describe the task: the
 * one in hand may be one of them. Only facts count (a model that may fold is
 * not offered), and never a model of another series.
 */
function othersWith(task: ManualTask, product: Product): OtherModel[] {
  if (task !== 'fold') return [];
  return productsOfSeries(product.series)
    .filter((p) => p.id !== product.id && p.features.includes('foldable') && hasSection(p, 'folding'))
    .slice(0, MAX_OTHERS)
    .map(({name, references, path}) => ({name, references, path}));
}

/** The tasks a parent may come for that the product's manual does not describe. */
export function missingTasks(product: Product): MissingTask[] {
  return MANUAL_TASKS.filter((task) => expected(task, product) && !described(task, product)).map((task) => ({
    task,
    lacks: task === 'fold' && product.lacks.includes('foldable'),
    others: othersWith(task, product),
  }));
}
