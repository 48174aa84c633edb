/**
 * Locale-aware formatting of catalog facts, shared by pages (browser) and
 * PDFs (build). Units come from Intl, so "41,5 cm" needs no translation
 * files. Ages in whole years use templates: Intl's long "year" unit reads as a
 * duration ("3 年"), not as a child's age ("3 歲").
 */
import type {AgeRange, Battery, Product, Size, Wheels} from '@site/src/data/catalog';

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
  return months < 24 || months % 12 !== 0
    ? formatUnit(locale, months, 'month', true)
    : fill(t.years, {count: formatNumber(locale, months / 12)});
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

export function formatWheels(locale: string, wheels: Wheels): string {
  return wheels.frontMm === wheels.rearMm
    ? formatUnit(locale, wheels.frontMm, 'millimeter')
    : `${formatUnit(locale, wheels.frontMm, 'millimeter')} / ${formatUnit(locale, wheels.rearMm, 'millimeter')}`;
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

/** The formatted value of one fact, or undefined when the product has none. */
export function formatFact(locale: string, product: Product, name: FactName, t: FormatTemplates): string | undefined {
  const h = product.handlebarCm;
  const b = product.battery;
  switch (name) {
    case 'name':
      return product.name;
    case 'age':
      return product.age && formatAge(locale, product.age, t);
    case 'maxRiderKg':
      return product.maxRiderKg === undefined ? undefined : formatUnit(locale, product.maxRiderKg, 'kilogram');
    case 'seatMaxKg':
      return product.seatMaxKg === undefined ? undefined : formatUnit(locale, product.seatMaxKg, 'kilogram');
    case 'weightKg':
      return product.weightKg === undefined ? undefined : formatUnit(locale, product.weightKg, 'kilogram');
    case 'handlebar':
      return h && formatHandlebar(locale, h);
    case 'handlebarLowest':
      return h && formatUnit(locale, h[0]!, 'centimeter');
    case 'handlebarHighest':
      return h && formatUnit(locale, h[h.length - 1]!, 'centimeter');
    case 'handlebarPositions':
      return h && formatNumber(locale, h.length);
    case 'saddle':
      return (
        product.saddle &&
        numberFormat(locale, {style: 'unit', unit: 'centimeter', maximumFractionDigits: 1}).formatRange(
          product.saddle.minCm,
          product.saddle.maxCm,
        )
      );
    case 'saddleMin':
      return product.saddle && formatUnit(locale, product.saddle.minCm, 'centimeter');
    case 'saddleMax':
      return product.saddle && formatUnit(locale, product.saddle.maxCm, 'centimeter');
    case 'wheels':
      return product.wheels && formatWheels(locale, product.wheels);
    case 'frontWheel':
      return product.wheels && formatUnit(locale, product.wheels.frontMm, 'millimeter');
    case 'rearWheel':
      return product.wheels && formatUnit(locale, product.wheels.rearMm, 'millimeter');
    case 'stages':
      return product.stages === undefined ? undefined : formatNumber(locale, product.stages);
    case 'standards':
      return product.standards.length > 0 ? formatList(locale, product.standards) : undefined;
    case 'references':
      return product.references.length > 0 ? formatList(locale, product.references) : undefined;
    case 'sizes':
      return product.sizes && formatSizes(locale, product.sizes);
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
    return numberFormat(locale, {style: 'unit', unit: 'megabyte', maximumFractionDigits: 1}).format(
      bytes / 1_000_000,
    );
  }
  return formatUnit(locale, Math.max(1, Math.round(bytes / 1000)), 'kilobyte');
}
