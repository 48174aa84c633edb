import {describe, expect, it} from 'vitest';
import {packQr, qrPath, qrRuns, unpackQr, type QrMatrix} from '../../../src/domain/qr';
import {encodeQr} from '../qrEncode';

const LINK = 'https://manuals.globber.com/m/flow-125-770';

/** A finder pattern's 7×7 square with its top-left module at (x, y): dark ring, light ring, dark 3×3 core. */
function isFinder(m: QrMatrix, x: number, y: number): boolean {
  for (let dy = 0; dy < 7; dy += 1) {
    for (let dx = 0; dx < 7; dx += 1) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (m[y + dy]![x + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('encodeQr', () => {
  it('makes a square code with its three finder patterns, small enough for a short link', () => {
    const m = encodeQr(LINK);
    const n = m.length;
    expect(m.every((row) => row.length === n)).toBe(true);
    // Version 3 (29 modules) holds 42 bytes at level M.
    expect(n).toBe(29);
    expect([isFinder(m, 0, 0), isFinder(m, n - 7, 0), isFinder(m, 0, n - 7)]).toEqual([true, true, true]);
    expect(isFinder(m, n - 7, n - 7)).toBe(false);
  });

  it('gives another code for another link, and the same code for the same link', () => {
    expect(encodeQr(LINK)).toEqual(encodeQr(LINK));
    expect(encodeQr('https://manuals.globber.com/m/flow-125')).not.toEqual(encodeQr(LINK));
  });
});

describe('packQr and unpackQr', () => {
  it('carry a code in a few hundred characters and back, module for module', () => {
    for (const link of [LINK, 'https://manuals.globber.com/m/explorer-trike-4-in-1-deluxe-play-636']) {
      const m = encodeQr(link);
      const packed = packQr(m);
      expect(packed.join('').length).toBeLessThan(400);
      expect(packed.every((row) => /^[0-9a-f]+$/.test(row))).toBe(true);
      expect(unpackQr(packed)).toEqual(m);
    }
  });
});

describe('qrRuns and qrPath', () => {
  const m = [
    [true, true, false, true],
    [false, false, false, false],
    [false, true, true, true],
    [true, false, false, false],
  ];

  it('cover exactly the dark modules, a run per stretch of a row', () => {
    expect(qrRuns(m)).toEqual([
      {x: 0, y: 0, width: 2},
      {x: 3, y: 0, width: 1},
      {x: 1, y: 2, width: 3},
      {x: 0, y: 3, width: 1},
    ]);
    expect(qrPath(m)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3zM0 3h1v1h-1z');
  });

  it('draw every dark module of a real code once', () => {
    const code = encodeQr(LINK);
    const dark = code.flat().filter(Boolean).length;
    expect(qrRuns(code).reduce((sum, run) => sum + run.width, 0)).toBe(dark);
  });
});
