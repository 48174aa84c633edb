import {describe, expect, it} from 'vitest';
import {drawing} from '../render/svg';
import {findAll} from './helpers';

describe('drawing', () => {
  it('keeps shapes, groups and their attributes as react-pdf vectors, sized by the viewBox', () => {
    const svg = drawing(
      '<svg viewBox="0 0 320 240"><g fill="none" stroke="#1c1e21" stroke-width="3.5"><path d="M20,204 H300"/><circle cx="80" cy="184" r="20" transform="rotate(-11 217 83)"/></g></svg>',
      'steps/x.svg',
      160,
    );
    expect(svg.props).toMatchObject({viewBox: '0 0 320 240', width: 160, height: 120});
    expect(findAll(svg, 'G')[0]!.props).toMatchObject({fill: 'none', stroke: '#1c1e21', strokeWidth: 3.5});
    expect(findAll(svg, 'CIRCLE')[0]!.props).toMatchObject({cx: 80, r: 20, transform: 'rotate(-11 217 83)'});
  });

  it('fails on what a PDF drawing cannot hold, naming the file', () => {
    expect(() => drawing('<svg viewBox="0 0 1 1"><text>A</text></svg>', 'steps/x.svg', 100)).toThrow('steps/x.svg: <text> is not supported');
    expect(() => drawing('<svg viewBox="0 0 1 1"><path style="fill:red" d="M0 0"/></svg>', 'steps/x.svg', 100)).toThrow('steps/x.svg: attribute style on <path>');
  });
});
