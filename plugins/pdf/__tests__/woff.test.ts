import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {fontFiles} from '../render/fonts';
import {woffToSfnt} from '../render/woff';

describe('woffToSfnt', () => {
  it('turns each WOFF font into a TrueType font with the same tables', () => {
    for (const file of fontFiles().filter((f) => f.endsWith('.woff'))) {
      const woff = fs.readFileSync(file);
      const ttf = woffToSfnt(woff);
      const count = ttf.readUInt16BE(4);
      expect(count).toBe(woff.readUInt16BE(12));
      const tables = Array.from({length: count}, (_, i) => ({
        tag: ttf.toString('latin1', 12 + i * 16, 16 + i * 16),
        offset: ttf.readUInt32BE(20 + i * 16),
        length: ttf.readUInt32BE(24 + i * 16),
      }));
      const head = tables.find((t) => t.tag === 'head')!;
      expect(ttf.readUInt32BE(head.offset + 12), file).toBe(0x5f0f3cf5); // the head table's magic number
      for (const t of tables) expect(t.offset + t.length).toBeLessThanOrEqual(ttf.length);
    }
  });

  it('ships a complete Traditional Chinese font and Latin subsets', () => {
    const files = fontFiles();
    expect(files.some((f) => f.endsWith('NotoSansHant-Regular.otf'))).toBe(true);
    expect(files.filter((f) => /noto-sans-latin-(ext-)?[47]00-normal\.woff$/.test(f))).toHaveLength(4);
    for (const f of files) expect(fs.existsSync(f), f).toBe(true);
  });
});
