/**
 * The tasks a parent comes to a manual for ("fold it", "change a wheel"):
 * the shortcuts under a manual's header. A task the manual has jumps to its
 * section (the first of its anchors the page has); a task a parent expects
 * of the product but its manual cannot describe from the facts says so and
 * names what to do next: the models that have it, or what to send support.
 * Plain data, safe for browser code; which tasks a manual lacks is worked
 * out at build time (plugins/catalog/tasks.ts) and reaches the page in its
 * front matter, so a manual page ships no other product.
 */
import type {Product} from './catalog';

export const MANUAL_TASKS = ['assemble', 'fold', 'height', 'fit', 'brake', 'charge', 'lights', 'wheel', 'clean', 'specs'] as const;
export type ManualTask = (typeof MANUAL_TASKS)[number];

/** Heading anchors of the sections that describe each task, most specific first. */
export const TASK_ANCHORS: Readonly<Record<ManualTask, readonly string[]>> = {
  assemble: ['assembly'],
  fold: ['folding'],
  height: ['handlebar-height', 'saddle-height', 'seat-height'],
  fit: ['wearing', 'putting-on'],
  brake: ['brake', 'stopping'],
  charge: ['battery'],
  lights: ['lights', 'led-light'],
  // No manual has steps for changing a wheel: the task always leads to support.
  wheel: [],
  clean: ['cleaning'],
  specs: ['specifications'],
};

/**
 * The anchor of a missing task's note on the page: the anchor its section
 * would have, so a link, the search and Ask AI's folding questions reach
 * the note of a model that has no folding section.
 */
export const MISSING_TASK_ANCHORS: Readonly<Partial<Record<ManualTask, string>>> = {
  fold: 'folding',
  wheel: 'change-wheel',
};

/** A model to open instead: name, reference and route below the docs base. */
export type OtherModel = Pick<Product, 'name' | 'references' | 'path'>;

/** A task the product's manual does not describe, and what the parent can do. */
export interface MissingTask {
  readonly task: ManualTask;
  /** A source says the product lacks it (else no source says it has it). */
  readonly lacks: boolean;
  /** Look-alike models of the same series whose manuals describe it. */
  readonly others: readonly OtherModel[];
}
