import {describe, expect, it} from 'vitest';
import {drawing, paintDrawing, type Canvas} from '../render/svg';

/** A canvas that writes down what is drawn, as `name(args)`. */
function recorder(): {canvas: Canvas; calls: string[]} {
  const calls: string[] = [];
  const canvas = new Proxy({} as Canvas, {
    get: (_, name: string) =>
      function (this: Canvas, ...args: unknown[]) {
        calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(',')})`);
        return canvas;
      },
  });
  return {canvas, calls};
}

describe('drawing', () => {
  const svg =
    '<svg viewBox="0 0 320 240"><g fill="none" stroke="#1c1e21" stroke-width="3.5"><path d="M20,204 H300"/><circle cx="80" cy="184" r="20" fill="#fff" transform="rotate(-11 217 83)"/></g></svg>';

  it('keeps shapes, groups and their attributes, sized by the viewBox', () => {
    const art = drawing(svg, 'steps/x.svg');
    expect(art.viewBox).toEqual([0, 0, 320, 240]);
    expect(art.ratio).toBe(0.75);
    expect(art.shapes[0]).toMatchObject({tag: 'g', attributes: {fill: 'none', stroke: '#1c1e21', 'stroke-width': '3.5'}});
    expect(art.shapes[0]!.children.map((c) => c.tag)).toEqual(['path', 'circle']);
  });

  it('draws as vectors: scaled to the width, clipped to the viewBox, group styles inherited', () => {
    const {canvas, calls} = recorder();
    paintDrawing(canvas, drawing(svg, 'steps/x.svg'), 10, 20, 160);
    expect(calls.slice(0, 5)).toEqual(['save()', 'translate(10,20)', 'scale(0.5)', 'translate(0,0)', 'rect(0,0,320,240)']);
    expect(calls).toContain('clip()');
    // The path strokes in the group's colour and is not filled (the group says fill="none").
    const path = calls.indexOf('path("M20,204 H300")');
    expect(calls.slice(path, path + 3)).toEqual(['path("M20,204 H300")', 'lineWidth(3.5)', 'stroke("#1c1e21")']);
    // The circle fills white, strokes like its group, and turns about its centre.
    expect(calls).toContain('rotate(-11,{"origin":[217,83]})');
    expect(calls).toContain('circle(80,184,20)');
    expect(calls).toContain('fillAndStroke("#fff","#1c1e21","non-zero")');
    expect(calls.at(-1)).toBe('restore()');
  });

  it('fails on what a PDF drawing cannot hold, naming the file', () => {
    expect(() => drawing('<svg viewBox="0 0 1 1"><text>A</text></svg>', 'steps/x.svg')).toThrow('steps/x.svg: <text> is not supported');
    expect(() => drawing('<svg viewBox="0 0 1 1"><path style="fill:red" d="M0 0"/></svg>', 'steps/x.svg')).toThrow('steps/x.svg: attribute style on <path>');
    expect(() => drawing('<svg viewBox="0 0 1 1"><path transform="skewX(3)" d="M0 0"/></svg>', 'steps/x.svg')).toThrow('steps/x.svg: transform skewX()');
    expect(() => drawing('<svg><path d="M0 0"/></svg>', 'steps/x.svg')).toThrow('steps/x.svg: the <svg> needs a viewBox');
  });
});
