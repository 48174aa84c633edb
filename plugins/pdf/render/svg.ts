/**
 * Our line drawings (static/img/illustrations/*.svg: shapes, groups,
 * presentation attributes, transforms) drawn as PDF vectors. Anything else in
 * a drawing fails the build with the file's name rather than being dropped
 * silently.
 */
import {parse, type ElementNode, type Node} from 'svg-parser';

const SHAPES = new Set(['g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

const ATTRIBUTES = new Set([
  'd',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-miterlimit',
]);

/** Attributes children take from their group. */
const INHERITED = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-miterlimit',
];

type Transform = {readonly name: string; readonly args: readonly number[]};

export interface Shape {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** The `transform` attribute, read once when the drawing is parsed. */
  readonly transforms: readonly Transform[];
  readonly children: readonly Shape[];
}

export interface Drawing {
  readonly viewBox: readonly [number, number, number, number];
  readonly shapes: readonly Shape[];
  /** Height over width. */
  readonly ratio: number;
}

/** The part of PDFKit's API a drawing uses. */
export interface Canvas {
  save(): this;
  restore(): this;
  translate(x: number, y: number): this;
  scale(x: number, y?: number): this;
  rotate(angle: number, options?: {origin?: [number, number]}): this;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): this;
  path(d: string): this;
  rect(x: number, y: number, w: number, h: number): this;
  roundedRect(x: number, y: number, w: number, h: number, r?: number): this;
  circle(x: number, y: number, r: number): this;
  ellipse(x: number, y: number, rx: number, ry?: number): this;
  polygon(...points: number[][]): this;
  moveTo(x: number, y: number): this;
  lineTo(x: number, y: number): this;
  lineWidth(w: number): this;
  lineCap(c: string): this;
  lineJoin(j: string): this;
  miterLimit(m: number): this;
  dash(length: number | number[], options?: {space?: number}): this;
  fillOpacity(o: number): this;
  strokeOpacity(o: number): this;
  fill(color?: string, rule?: string): this;
  stroke(color?: string): this;
  fillAndStroke(fill?: string, stroke?: string, rule?: string): this;
  clip(rule?: string): this;
}

function shape(node: Node | string, file: string): Shape | undefined {
  if (typeof node === 'string' || node.type === 'text') return undefined;
  const tag = node.tagName ?? '';
  if (!SHAPES.has(tag)) throw new Error(`${file}: <${tag}> is not supported in PDF drawings; use paths and basic shapes`);
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    if (!ATTRIBUTES.has(name)) throw new Error(`${file}: attribute ${name} on <${tag}> is not supported in PDF drawings`);
    attributes[name] = String(value);
  }
  const transforms = attributes.transform ? readTransforms(attributes.transform, file) : [];
  return {tag, attributes, transforms, children: node.children.flatMap((child) => shape(child, file) ?? [])};
}

const parsed = new Map<string, Drawing>();

/** Reads a drawing; the same source is parsed once per worker. */
export function drawing(source: string, file: string): Drawing {
  let found = parsed.get(source);
  if (found) return found;
  const root = parse(source).children[0] as ElementNode | undefined;
  if (root?.tagName !== 'svg') throw new Error(`${file}: not an SVG drawing`);
  const box = String(root.properties?.viewBox ?? `0 0 ${root.properties?.width} ${root.properties?.height}`)
    .split(/[\s,]+/)
    .map(Number);
  const [x = 0, y = 0, w, h] = box;
  if (!w || !h) throw new Error(`${file}: the <svg> needs a viewBox or a width and height`);
  found = {viewBox: [x, y, w, h], shapes: root.children.flatMap((child) => shape(child, file) ?? []), ratio: h / w};
  parsed.set(source, found);
  return found;
}

function readTransforms(value: string, file: string): Transform[] {
  return [...value.matchAll(/([a-zA-Z]+)\s*\(([^)]*)\)/g)].map(([, name = '', args = '']) => {
    if (!['translate', 'rotate', 'scale', 'matrix'].includes(name)) throw new Error(`${file}: transform ${name}() is not supported in PDF drawings`);
    return {
      name,
      args: args
        .trim()
        .split(/[\s,]+/)
        .map(Number),
    };
  });
}

const num = (value: string | undefined, fallback = 0): number => (value === undefined ? fallback : Number.parseFloat(value));

/** Paints a drawing `width` points wide with its top left corner at (x, y). */
export function paintDrawing(canvas: Canvas, art: Drawing, x: number, y: number, width: number): void {
  const [vx, vy, vw] = art.viewBox;
  const k = width / vw;
  canvas.save();
  canvas.translate(x, y).scale(k).translate(-vx, -vy);
  // Like a browser, nothing outside the viewBox shows (round line caps at the edge).
  canvas.rect(vx, vy, vw, art.viewBox[3]).clip();
  for (const child of art.shapes) paintShape(canvas, child, {fill: '#000'});
  canvas.restore();
}

function paintShape(canvas: Canvas, node: Shape, inherited: Readonly<Record<string, string>>): void {
  const style: Record<string, string> = {...inherited};
  for (const name of INHERITED) if (node.attributes[name] !== undefined) style[name] = node.attributes[name]!;
  const a = node.attributes;
  canvas.save();
  for (const t of node.transforms) {
    const [p = 0, q, r, s = 0, u = 0, v = 0] = t.args;
    if (t.name === 'translate') canvas.translate(p, q ?? 0);
    else if (t.name === 'scale') canvas.scale(p, q ?? p);
    else if (t.name === 'rotate') canvas.rotate(p, q === undefined ? undefined : {origin: [q, r ?? 0]});
    else canvas.transform(p, q ?? 0, r ?? 0, s, u, v);
  }
  if (a.opacity !== undefined) {
    canvas.fillOpacity(num(a.opacity)).strokeOpacity(num(a.opacity));
  }
  if (node.tag === 'g') {
    for (const child of node.children) paintShape(canvas, child, style);
    canvas.restore();
    return;
  }
  switch (node.tag) {
    case 'path':
      canvas.path(a.d ?? '');
      break;
    case 'rect': {
      const r = num(a.rx ?? a.ry);
      if (r > 0) canvas.roundedRect(num(a.x), num(a.y), num(a.width), num(a.height), r);
      else canvas.rect(num(a.x), num(a.y), num(a.width), num(a.height));
      break;
    }
    case 'circle':
      canvas.circle(num(a.cx), num(a.cy), num(a.r));
      break;
    case 'ellipse':
      canvas.ellipse(num(a.cx), num(a.cy), num(a.rx), num(a.ry ?? a.rx));
      break;
    case 'line':
      canvas.moveTo(num(a.x1), num(a.y1)).lineTo(num(a.x2), num(a.y2));
      break;
    default: {
      const values = (a.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      const points = Array.from({length: Math.floor(values.length / 2)}, (_, i) => [values[2 * i]!, values[2 * i + 1]!]);
      if (node.tag === 'polygon') canvas.polygon(...points);
      else points.forEach(([px = 0, py = 0], i) => (i === 0 ? canvas.moveTo(px, py) : canvas.lineTo(px, py)));
    }
  }
  const fill = node.tag === 'line' ? 'none' : (style.fill ?? 'none');
  const stroke = style.stroke ?? 'none';
  if (style['fill-opacity'] !== undefined) canvas.fillOpacity(num(style['fill-opacity']));
  if (style['stroke-opacity'] !== undefined) canvas.strokeOpacity(num(style['stroke-opacity']));
  if (stroke !== 'none') {
    canvas.lineWidth(num(style['stroke-width'], 1));
    if (style['stroke-linecap']) canvas.lineCap(style['stroke-linecap']);
    if (style['stroke-linejoin']) canvas.lineJoin(style['stroke-linejoin']);
    if (style['stroke-miterlimit']) canvas.miterLimit(num(style['stroke-miterlimit']));
    const dashes = style['stroke-dasharray'];
    if (dashes && dashes !== 'none') canvas.dash(dashes.split(/[\s,]+/).map(Number));
  }
  const rule = style['fill-rule'] === 'evenodd' ? 'even-odd' : 'non-zero';
  if (fill !== 'none' && stroke !== 'none') canvas.fillAndStroke(fill, stroke, rule);
  else if (fill !== 'none') canvas.fill(fill, rule);
  else if (stroke !== 'none') canvas.stroke(stroke);
  canvas.restore();
}
