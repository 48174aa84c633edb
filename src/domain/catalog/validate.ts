/**
 * Build-time validation of the catalog against ./schema.ts. A wrong entry
 * fails the build with a message naming the file, the product and the field.
 */
import type {z} from 'zod';
import {extraSectionsOf} from '../manuals';
import {figureApplies} from './index';
import {shortId} from './names';
import {defaultsSchema, productSchema, seriesSchema} from './schema';
import {FIGURE_NAMES} from './terms';
import type {SeriesInput} from './types';

export const CATALOG_FILE = 'src/domain/catalog/data.ts';

export class CatalogError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The product catalog (${CATALOG_FILE}) has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
    this.name = 'CatalogError';
  }
}

const FIGURE_FIELDS = new Set<string>(FIGURE_NAMES);

function describe(issue: z.ZodIssue): string {
  const field = issue.path.join('.') || '(entry)';
  // A bare value where a figure belongs: say how to write one.
  if (issue.code === 'invalid_type' && issue.path.length === 1 && FIGURE_FIELDS.has(String(issue.path[0])) && issue.expected === 'object') {
    return `field "${field}": a figure says where it comes from: confirmed(value, source), secondary(value, source), family(value) or fromName(value)`;
  }
  return `field "${field}": ${issue.message}`;
}

/** Throws a CatalogError listing every problem; returns nothing when valid. */
export function validateCatalog(input: readonly SeriesInput[]): void {
  const problems: string[] = [];
  const seriesIds = new Set<string>();
  const folders = new Set<string>();
  const references = new Map<string, string>();
  /** Product id by short id: `a-b/c` and `a/b-c` would share one short link and one download name. */
  const shortIds = new Map<string, string>();
  for (const [i, s] of input.entries()) {
    const where = `series "${s?.id ?? `#${i}`}"`;
    // The series' own fields first, then defaults and each product, so every problem names its product.
    const {products: _products, defaults: _defaults, ...own} = s ?? {};
    const head = seriesSchema.omit({products: true, defaults: true}).safeParse(own);
    if (!head.success) problems.push(...head.error.issues.map((issue) => `${where} ${describe(issue)}`));
    const defaults = defaultsSchema.safeParse(s?.defaults);
    if (!defaults.success) problems.push(...defaults.error.issues.map((issue) => `${where} ${describe({...issue, path: ['defaults', ...issue.path]})}`));
    if (!head.success || !defaults.success || !Array.isArray(s.products)) continue;
    if (seriesIds.has(s.id)) problems.push(`${where} field "id": used by another series`);
    if (folders.has(s.folder)) problems.push(`${where} field "folder": used by another series`);
    seriesIds.add(s.id);
    folders.add(s.folder);
    const slugs = new Set<string>();
    for (const [j, p] of s.products.entries()) {
      const id = typeof p?.slug === 'string' ? `${s.folder}/${p.slug}` : `${s.folder}/#${j}`;
      const pwhere = `product "${id}"`;
      const parsed = productSchema.safeParse(p);
      if (!parsed.success) {
        problems.push(...parsed.error.issues.map((issue) => `${pwhere} ${describe(issue)}`));
        continue;
      }
      const twin = shortIds.get(shortId(id));
      if (slugs.has(p.slug)) problems.push(`${pwhere} field "slug": used twice in series "${s.id}"`);
      else if (twin) problems.push(`${pwhere} field "slug": its short id "${shortId(id)}" (short link, PDF download name) is also that of product "${twin}"`);
      slugs.add(p.slug);
      shortIds.set(shortId(id), id);
      for (const reference of p.references ?? []) {
        const other = references.get(reference);
        if (other) problems.push(`${pwhere} field "references": ${reference} is also the reference of product "${other}"`);
        references.set(reference, id);
      }
      const type = p.type ?? s.defaults.type;
      if (p.battery && type !== 'e-scooter') problems.push(`${pwhere} field "battery": only e-scooters have a battery`);
      if (p.wheels !== undefined && p.wheels !== null && !figureApplies('wheels', type)) problems.push(`${pwhere} field "wheels": a ${type} has no wheels`);
      const possible = extraSectionsOf(type);
      for (const section of p.sections ?? s.defaults.sections ?? []) {
        if (!possible.includes(section)) {
          const field = p.sections ? 'sections' : 'defaults.sections';
          problems.push(`${pwhere} field "${field}": a ${type} manual has no "${section}" section (it can have ${possible.join(', ') || 'none'})`);
        }
      }
    }
  }
  if (problems.length > 0) throw new CatalogError(problems);
}
