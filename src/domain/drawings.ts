/**
 * Our line drawings as text: a product drawing made from its type's, with
 * only the optional parts the product has, and the part a step drawing
 * declares. Used at build time by the pages' drawings (plugins/catalog), the
 * PDFs and the checks, so all three show the same drawing.
 */

const GROUP = /<g data-feature="([a-z-]+)">/g;

/** The `data-feature` groups of a drawing, in order. */
export function featureGroups(svg: string): string[] {
  return [...svg.matchAll(GROUP)].map((m) => m[1]!);
}

/** Where the `<g>` opened at `start` closes (its `</g>` included), counting nested groups. */
function groupEnd(svg: string, start: number, file: string): number {
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = start + 2;
  let depth = 1;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  throw new Error(`${file}: a <g data-feature> group is not closed`);
}

/**
 * The drawing with the `data-feature` groups of `keep` (the attribute
 * dropped, the group kept) and without the others.
 */
export function keepFeatureGroups(svg: string, keep: readonly string[], file: string): string {
  let out = '';
  let at = 0;
  for (const m of svg.matchAll(GROUP)) {
    if (m.index < at) continue; // inside a group already left out
    out += svg.slice(at, m.index);
    if (keep.includes(m[1]!)) {
      out += '<g>';
      at = m.index + m[0].length;
    } else {
      at = groupEnd(svg, m.index, file);
    }
  }
  return out + svg.slice(at);
}

/** What a step drawing declares on its root `<svg>`: the part it shows and the product types it depicts. */
export interface StepDrawing {
  readonly part: string;
  /** Product types, or `any`. */
  readonly types: readonly string[];
}

export function stepDrawing(svg: string): StepDrawing | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const part = /\sdata-part="([^"]+)"/.exec(root)?.[1];
  const types = /\sdata-types="([^"]+)"/.exec(root)?.[1];
  return part && types ? {part, types: types.trim().split(/\s+/)} : undefined;
}
