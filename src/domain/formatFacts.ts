/**
 * Locale-aware formatting of catalog facts, shared by pages (browser) and
 * PDFs (build). Units come from Intl, so "41,5 cm" needs no translation
 * files. Ages in whole years use templates: Intl's long "year" unit reads as a
 * duration ("3 年"), not as a child's age ("3 歲").
 */
import type {AgeRange, Battery, FigureName, Product, Size, Wheels} from './catalog';
// From the sources module, not the catalog's index: a manual page gets its product from its front matter and must not load the whole catalog.
import {PRODUCT_BASES} from './catalog/factSources';

export interface FormatTemplates {
  /** e.g. "{age} and up" */
  readonly ageFrom: string;
  /** e.g. "{min} to {max}" */
  readonly ageRange: string;
  /** e.g. "from birth to {max}" */
  readonly ageFromBirth: string;
  /** A child's age in whole years, e.g. "{count} years" */
  readonly years: string;
  /** e.g. "{min}–{max} years" */
  readonly yearRange: string;
  /** A family's working figure in the specifications, e.g. "{value} (typical value)" */
  readonly typical: string;
  /** The front wheel when a source gives no rear size, e.g. "{size} (front)" */
  readonly frontWheelOnly: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** Building an Intl formatter costs far more than using one, and pages and PDFs format thousands of facts. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\0${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function formatNumber(locale: string, value: number): string {
  return numberFormat(locale, {maximumFractionDigits: 2}).format(value);
}

export function formatUnit(locale: string, value: number, unit: string, long = false): string {
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: long ? 'long' : 'short',
    maximumFractionDigits: 2,
  }).format(value);
}

/** A symbol Intl does not know (V, W, Ah): number in locale format + symbol. */
export function formatSymbol(locale: string, value: number, symbol: string): string {
  return `${formatNumber(locale, value)} ${symbol}`;
}

function ageValue(locale: string, months: number, t: FormatTemplates): string {
  return months < 24 || months % 12 !== 0 ? formatUnit(locale, months, 'month', true) : fill(t.years, {count: formatNumber(locale, months / 12)});
}

export function formatAge(locale: string, age: AgeRange, t: FormatTemplates): string {
  if (age.minMonths === 0 && age.maxMonths !== undefined) {
    return fill(t.ageFromBirth, {max: ageValue(locale, age.maxMonths, t)});
  }
  if (age.maxMonths === undefined) return fill(t.ageFrom, {age: ageValue(locale, age.minMonths, t)});
  const bothYears = age.minMonths >= 24 && age.minMonths % 12 === 0 && age.maxMonths % 12 === 0;
  if (bothYears) {
    return fill(t.yearRange, {
      min: formatNumber(locale, age.minMonths / 12),
      max: formatNumber(locale, age.maxMonths / 12),
    });
  }
  return fill(t.ageRange, {min: ageValue(locale, age.minMonths, t), max: ageValue(locale, age.maxMonths, t)});
}

export function formatList(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, {type: 'conjunction'}).format(items);
}

export function formatHandlebar(locale: string, heights: readonly number[]): string {
  return heights.map((h) => formatUnit(locale, h, 'centimeter')).join(' / ');
}

export function formatWheels(locale: string, wheels: Wheels, t: FormatTemplates): string {
  const front = formatUnit(locale, wheels.frontMm, 'millimeter');
  if (wheels.rearMm === undefined) return fill(t.frontWheelOnly, {size: front});
  return wheels.frontMm === wheels.rearMm ? front : `${front} / ${formatUnit(locale, wheels.rearMm, 'millimeter')}`;
}

/**
 * The standards that cover a product type: each set of standards applies
 * together ("+"), the sets are alternatives (a kick scooter is either a toy
 * or sports equipment), e.g. "EN 14619 or EN 71-1".
 */
export function formatStandards(locale: string, standards: readonly (readonly string[])[]): string | undefined {
  if (standards.length === 0) return undefined;
  return new Intl.ListFormat(locale, {type: 'disjunction'}).format(standards.map((set) => set.join(' + ')));
}

export function formatSizes(locale: string, sizes: readonly Size[]): string {
  const range = numberFormat(locale, {style: 'unit', unit: 'centimeter'});
  return sizes.map((s) => `${s.label}: ${range.formatRange(s.minCm, s.maxCm)}`).join(' · ');
}

export function formatBatteryPack(locale: string, b: Battery): string {
  return `${formatSymbol(locale, b.voltage, 'V')} · ${formatSymbol(locale, b.capacityAh, 'Ah')} · ${formatSymbol(
    locale,
    Math.round(b.voltage * b.capacityAh),
    'Wh',
  )}`;
}

/** Names of single facts that MDX can show inline with <ProductFact name="…" />. */
export const FACT_NAMES = [
  'name',
  'age',
  'maxRiderKg',
  'seatMaxKg',
  'weightKg',
  'handlebar',
  'handlebarLowest',
  'handlebarHighest',
  'handlebarPositions',
  'saddle',
  'saddleMin',
  'saddleMax',
  'wheels',
  'frontWheel',
  'rearWheel',
  'stages',
  'standards',
  'references',
  'sizes',
  'topSpeed',
  'range',
  'chargeTime',
  'battery',
  'motor',
] as const;

export type FactName = (typeof FACT_NAMES)[number];

/**
 * Where a fact is printed: in `prose` only facts about the product itself
 * (a product source or its name); the specifications `table` also shows the
 * family's working figures, marked as typical values.
 */
export type FactUse = 'prose' | 'table';

/** The figure a fact is read from; `name` and `references` are not figures. */
function figureOf(name: FactName): FigureName | undefined {
  switch (name) {
    case 'handlebar':
    case 'handlebarLowest':
    case 'handlebarHighest':
    case 'handlebarPositions':
      return 'handlebar';
    case 'saddleMin':
    case 'saddleMax':
      return 'saddle';
    case 'frontWheel':
    case 'rearWheel':
      return 'wheels';
    case 'topSpeed':
    case 'range':
    case 'chargeTime':
    case 'motor':
      return 'battery';
    case 'name':
    case 'references':
    case 'standards':
      return undefined;
    default:
      return name;
  }
}

/** The formatted value of one fact, or undefined when the product has none that may be printed there. */
export function formatFact(locale: string, product: Product, name: FactName, t: FormatTemplates, use: FactUse = 'prose'): string | undefined {
  const figureName = figureOf(name);
  const figure = figureName && product.figures[figureName];
  if (figure && !PRODUCT_BASES.includes(figure.basis) && use === 'prose') return undefined;
  const value = formatValue(locale, product, name, t);
  return value !== undefined && figure?.basis === 'family' ? fill(t.typical, {value}) : value;
}

function formatValue(locale: string, product: Product, name: FactName, t: FormatTemplates): string | undefined {
  const f = product.figures;
  const h = f.handlebar?.value;
  const heights = h?.heightsCm;
  const b = f.battery?.value;
  const saddle = f.saddle?.value;
  const wheels = f.wheels?.value;
  switch (name) {
    case 'name':
      return product.name;
    case 'age':
      return f.age && formatAge(locale, f.age.value, t);
    case 'maxRiderKg':
      return f.maxRiderKg && formatUnit(locale, f.maxRiderKg.value, 'kilogram');
    case 'seatMaxKg':
      return f.seatMaxKg && formatUnit(locale, f.seatMaxKg.value, 'kilogram');
    case 'weightKg':
      return f.weightKg && formatUnit(locale, f.weightKg.value, 'kilogram');
    case 'handlebar':
      return heights && formatHandlebar(locale, heights);
    case 'handlebarLowest':
      return heights && formatUnit(locale, heights[0]!, 'centimeter');
    case 'handlebarHighest':
      return heights && formatUnit(locale, heights[heights.length - 1]!, 'centimeter');
    case 'handlebarPositions':
      return h && formatNumber(locale, h.positions);
    case 'saddle':
      return saddle && numberFormat(locale, {style: 'unit', unit: 'centimeter', maximumFractionDigits: 1}).formatRange(saddle.minCm, saddle.maxCm);
    case 'saddleMin':
      return saddle && formatUnit(locale, saddle.minCm, 'centimeter');
    case 'saddleMax':
      return saddle && formatUnit(locale, saddle.maxCm, 'centimeter');
    case 'wheels':
      return wheels && formatWheels(locale, wheels, t);
    case 'frontWheel':
      return wheels && formatUnit(locale, wheels.frontMm, 'millimeter');
    case 'rearWheel':
      return wheels?.rearMm === undefined ? undefined : formatUnit(locale, wheels.rearMm, 'millimeter');
    case 'stages':
      return f.stages && formatNumber(locale, f.stages.value);
    case 'standards':
      return formatStandards(locale, product.standards);
    case 'references':
      return product.references.length > 0 ? formatList(locale, product.references) : undefined;
    case 'sizes':
      return f.sizes && formatSizes(locale, f.sizes.value);
    case 'topSpeed':
      return b && formatUnit(locale, b.topSpeedKmh, 'kilometer-per-hour');
    case 'range':
      return b && formatUnit(locale, b.rangeKm, 'kilometer');
    case 'chargeTime':
      return b && formatUnit(locale, b.chargeHours, 'hour', true);
    case 'battery':
      return b && formatBatteryPack(locale, b);
    case 'motor':
      return b && formatSymbol(locale, b.motorW, 'W');
  }
}

/** A download size as people read it: "245 kB", "1,2 MB" (decimal units, like file managers). */
export function formatFileSize(locale: string, bytes: number): string {
  if (bytes >= 1_000_000) {
    return numberFormat(locale, {style: 'unit', unit: 'megabyte', maximumFractionDigits: 1}).format(bytes / 1_000_000);
  }
  return formatUnit(locale, Math.max(1, Math.round(bytes / 1000)), 'kilobyte');
}
