/**
 * Build-time validation of the catalog. A wrong entry fails the build with a
 * message naming the file, the product and the field.
 */
import {z} from 'zod';
import type {SeriesInput} from './types';

export const CATALOG_FILE = 'src/data/catalog/data.ts';

export const ILLUSTRATIONS = [
  'scooter-3w',
  'scooter-2w',
  'big-wheel-scooter',
  'stunt-scooter',
  'e-scooter',
  'ride-on',
  'trike',
  'balance-bike',
  'walker',
  'skates',
  'helmet',
  'pads',
  'bell',
  'stroller',
] as const;

/** Standards the facts allow us to name, per ../shared/facts/README.md. */
export const KNOWN_STANDARDS = [
  'EN 14619',
  'EN 71-1',
  'EN 71-2',
  'EN 71-3',
  'EN 17128',
  'EN IEC 62115',
  'EN 1078',
  'EN 1080',
  'EN 14120',
  'EN 13899',
  'EN 1888-1',
  'EN 1888-2',
] as const;

const WHEELED = new Set([
  'scooter-3w',
  'ride-on-scooter',
  'scooter-2w',
  'big-wheel-scooter',
  'stunt-scooter',
  'e-scooter',
  'trike',
  'balance-bike',
  'walker',
  'skates',
  'stroller',
]);

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by single hyphens');
const positive = z.number().positive();

const facts = z
  .object({
    type: z.enum([
      'scooter-3w',
      'ride-on-scooter',
      'scooter-2w',
      'big-wheel-scooter',
      'stunt-scooter',
      'e-scooter',
      'trike',
      'balance-bike',
      'walker',
      'skates',
      'helmet',
      'pads',
      'bell',
      'stroller',
    ]),
    age: z
      .object({minMonths: z.number().int().min(0), maxMonths: z.number().int().positive().optional()})
      .strict()
      .refine((a) => a.maxMonths === undefined || a.maxMonths > a.minMonths, {
        message: 'maxMonths must be greater than minMonths',
      })
      .optional(),
    maxRiderKg: positive.max(150).optional(),
    seatMaxKg: positive.max(50).optional(),
    wheels: z
      .object({
        count: z.number().int().min(2).max(4),
        frontMm: positive.max(400),
        rearMm: positive.max(400),
        material: z.enum(['PU', 'EVA foam', 'rubber', 'pneumatic', 'PVC']),
      })
      .strict()
      .optional(),
    handlebarCm: z
      .array(positive.max(130))
      .min(1)
      .refine((h) => h.every((v, i) => i === 0 || v > h[i - 1]!), {message: 'heights must rise, lowest first'})
      .optional(),
    saddle: z
      .object({minCm: positive, maxCm: positive, positions: z.number().int().min(1)})
      .strict()
      .refine((s) => s.maxCm >= s.minCm, {message: 'maxCm must not be below minCm'})
      .optional(),
    weightKg: positive.max(30).optional(),
    features: z
      .array(
        z.enum([
          'foldable',
          'steering-lock',
          'light-up-wheels',
          'deck-lights',
          'trolley-mode',
          'suspension',
          'rear-brake',
          'hand-brake',
          'kickstand',
          'seat',
          'push-bar',
          'canopy',
          'harness',
          'reversible-frame',
          'led-light',
          'dial-fit',
          'quick-release-buckle',
          'ecologic',
          'play-panel',
          'recline',
          'foot-brake',
        ]),
      )
      .refine((f) => new Set(f).size === f.length, {message: 'a feature is listed twice'}),
    battery: z
      .object({
        voltage: positive.max(60),
        capacityAh: positive,
        chargeHours: positive,
        rangeKm: positive,
        topSpeedKmh: positive.max(25),
        motorW: positive,
      })
      .strict()
      .optional(),
    sizes: z
      .array(
        z
          .object({label: z.string().min(1), minCm: positive, maxCm: positive})
          .strict()
          .refine((s) => s.maxCm > s.minCm, {message: 'maxCm must be greater than minCm'}),
      )
      .min(1)
      .optional(),
    stages: z.number().int().min(2).max(5).optional(),
    standards: z.array(z.enum(KNOWN_STANDARDS)),
    illustration: z.enum(ILLUSTRATIONS),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (WHEELED.has(p.type) && !p.wheels) {
      ctx.addIssue({code: 'custom', path: ['wheels'], message: `required for a ${p.type}`});
    }
    if (p.type === 'e-scooter' && !p.battery) {
      ctx.addIssue({code: 'custom', path: ['battery'], message: 'required for an e-scooter'});
    }
    if (p.type !== 'e-scooter' && p.battery) {
      ctx.addIssue({code: 'custom', path: ['battery'], message: 'only e-scooters have a battery'});
    }
    if ((p.type === 'helmet' || p.type === 'pads' || p.type === 'skates') && !p.sizes) {
      ctx.addIssue({code: 'custom', path: ['sizes'], message: `required for ${p.type}`});
    }
    if (p.type !== 'bell' && !p.age) {
      ctx.addIssue({code: 'custom', path: ['age'], message: `required for a ${p.type}`});
    }
    if (WHEELED.has(p.type) && p.maxRiderKg === undefined) {
      ctx.addIssue({code: 'custom', path: ['maxRiderKg'], message: `required for a ${p.type}`});
    }
    if (p.type !== 'bell' && p.standards.length === 0) {
      ctx.addIssue({code: 'custom', path: ['standards'], message: `a ${p.type} needs its safety standard`});
    }
  });

const product = z
  .object({
    slug: slug,
    name: z.string().min(2),
    references: z.array(z.string().regex(/^\d{3,6}$/, 'digits only, as printed on the label')).optional(),
    aliases: z.array(z.string().min(2)).optional(),
  })
  .passthrough();

const seriesSchema = z.object({
  id: slug,
  folder: slug,
  name: z.string().min(2),
  description: z.string().min(10).regex(/\.$/, 'a full sentence ending with a full stop'),
  products: z.array(z.unknown()).min(1),
  defaults: z.unknown(),
});

export class CatalogError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The product catalog (${CATALOG_FILE}) has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
    this.name = 'CatalogError';
  }
}

function describe(issue: z.ZodIssue): string {
  const field = issue.path.join('.') || '(entry)';
  return `field "${field}": ${issue.message}`;
}

/** Throws a CatalogError listing every problem; returns nothing when valid. */
export function validateCatalog(input: readonly SeriesInput[]): void {
  const problems: string[] = [];
  const seriesIds = new Set<string>();
  const folders = new Set<string>();
  const productIds = new Set<string>();
  for (const [i, s] of input.entries()) {
    const head = seriesSchema.safeParse(s);
    const where = `series "${s?.id ?? `#${i}`}"`;
    if (!head.success) {
      problems.push(...head.error.issues.map((issue) => `${where} ${describe(issue)}`));
      continue;
    }
    if (seriesIds.has(s.id)) problems.push(`${where} field "id": used by another series`);
    if (folders.has(s.folder)) problems.push(`${where} field "folder": used by another series`);
    seriesIds.add(s.id);
    folders.add(s.folder);
    const slugs = new Set<string>();
    for (const [j, p] of s.products.entries()) {
      const base = product.safeParse(p);
      const id = typeof p?.slug === 'string' ? `${s.folder}/${p.slug}` : `${s.folder}/#${j}`;
      const pwhere = `product "${id}"`;
      if (!base.success) {
        problems.push(...base.error.issues.map((issue) => `${pwhere} ${describe(issue)}`));
        continue;
      }
      if (slugs.has(p.slug)) problems.push(`${pwhere} field "slug": used twice in series "${s.id}"`);
      slugs.add(p.slug);
      productIds.add(id);
      const {slug: _s, name: _n, references: _r, aliases: _a, ...own} = p;
      const merged = facts.safeParse({...s.defaults, ...own});
      if (!merged.success) {
        problems.push(...merged.error.issues.map((issue) => `${pwhere} ${describe(issue)}`));
      }
    }
  }
  if (problems.length > 0) throw new CatalogError(problems);
}
