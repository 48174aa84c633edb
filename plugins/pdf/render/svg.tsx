/**
 * Turns one of our line drawings (static/img/illustrations/*.svg: shapes,
 * groups, presentation attributes, transforms) into react-pdf <Svg> elements,
 * so drawings stay vectors in the PDF. Anything else in a drawing fails the
 * build with the file's name rather than being dropped silently.
 */
import {createElement, type ComponentType, type ReactElement, type ReactNode} from 'react';
import {Circle, Ellipse, G, Line, Path, Polygon, Polyline, Rect, Svg} from '@react-pdf/renderer';
import {parse, type ElementNode, type Node} from 'svg-parser';

const SHAPES = {g: G, path: Path, rect: Rect, circle: Circle, ellipse: Ellipse, line: Line, polyline: Polyline, polygon: Polygon} as const;

const ATTRIBUTES = new Set([
  'd', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'width', 'height', 'points', 'transform',
  'fill', 'fill-opacity', 'fill-rule', 'opacity', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-dasharray', 'stroke-opacity', 'stroke-miterlimit',
]);

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function convert(node: Node | string, file: string, key: number): ReactNode {
  if (typeof node === 'string' || node.type === 'text') return null;
  const tag = node.tagName ?? '';
  const Shape = SHAPES[tag as keyof typeof SHAPES];
  if (!Shape) throw new Error(`${file}: <${tag}> is not supported in PDF drawings; use paths and basic shapes`);
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    if (!ATTRIBUTES.has(name)) throw new Error(`${file}: attribute ${name} on <${tag}> is not supported in PDF drawings`);
    props[camel(name)] = value;
  }
  return createElement(
    Shape as ComponentType<Record<string, unknown>>,
    {key, ...props},
    ...node.children.map((child, i) => convert(child, file, i)),
  );
}

/** The drawing at a given width in points; height follows its viewBox. */
export function drawing(source: string, file: string, width: number): ReactElement {
  const root = parse(source).children[0] as ElementNode | undefined;
  if (root?.tagName !== 'svg') throw new Error(`${file}: not an SVG drawing`);
  const viewBox = String(root.properties?.viewBox ?? `0 0 ${root.properties?.width} ${root.properties?.height}`);
  const [, , w, h] = viewBox.split(/[\s,]+/).map(Number);
  if (!w || !h) throw new Error(`${file}: the <svg> needs a viewBox or a width and height`);
  return (
    <Svg viewBox={viewBox} width={width} height={(width * h) / w}>
      {root.children.map((child, i) => convert(child, file, i))}
    </Svg>
  );
}
