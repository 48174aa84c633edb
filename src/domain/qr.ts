/**
 * Drawing a QR code that is already encoded: the dark modules as runs, an
 * SVG path, and a compact form that a page's data can carry. No encoder
 * here, so a page that only draws a code ships none (encoding is
 * `encodeQr` in ./qrEncode.ts, at build time).
 */

/** Rows of modules, top to bottom; `true` is dark. */
export type QrMatrix = readonly (readonly boolean[])[];

/**
 * Light modules a reader needs around the code (ISO/IEC 18004: four).
 * Whatever draws a code keeps this much space clear around it.
 */
export const QR_QUIET_ZONE = 4;

/** A horizontal run of dark modules: its row, first column and length. */
export interface QrRun {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/** The dark modules as runs along each row: one rectangle each, so a code is drawn in a few hundred shapes. */
export function qrRuns(matrix: QrMatrix): QrRun[] {
  const runs: QrRun[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      runs.push({x: start, y, width: x - start});
    }
  });
  return runs;
}

/** An SVG path of the dark modules, one unit per module, from (0, 0). */
export function qrPath(matrix: QrMatrix): string {
  return qrRuns(matrix)
    .map(({x, y, width}) => `M${x} ${y}h${width}v1h-${width}z`)
    .join('');
}

/** The matrix as one hex string per row (four modules a digit, the first the highest bit): ~250 characters for a short link. */
export function packQr(matrix: QrMatrix): string[] {
  return matrix.map((row) => {
    let hex = '';
    for (let x = 0; x < row.length; x += 4) {
      let digit = 0;
      for (let bit = 0; bit < 4; bit += 1) digit = (digit << 1) | (row[x + bit] ? 1 : 0);
      hex += digit.toString(16);
    }
    return hex;
  });
}

/** The matrix of `packQr`'s rows; a QR code is square, so the row count gives the width. */
export function unpackQr(rows: readonly string[]): boolean[][] {
  const size = rows.length;
  return rows.map((hex) => Array.from({length: size}, (_, x) => ((parseInt(hex[x >> 2] ?? '0', 16) >> (3 - (x & 3))) & 1) === 1));
}
