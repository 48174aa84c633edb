/** How scripts/build-locales.mts merges per-locale builds into one site. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {localesIn, mergeLocaleBuilds} from '../build-locales.mts';

/** A folder with these files (path → text). */
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-locales-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('mergeLocaleBuilds', () => {
  it('lays the locales out as one build: the default locale at the root, the others in their folder', () => {
    const en = folder({'index.html': 'en', 'sitemap.xml': 'en', 'assets/js/main.1.js': 'a'});
    const de = folder({'de/index.html': 'de', 'de/sitemap.xml': 'de', 'de/assets/js/main.2.js': 'b'});
    expect([localesIn(en), localesIn(de)]).toEqual([['en'], ['de']]);
    const into = path.join(folder({}), 'site');
    expect(mergeLocaleBuilds([de, en], into, ['en', 'de'])).toEqual(['en', 'de']);
    expect(fs.readdirSync(into, {recursive: true}).sort()).toEqual(
      [
        'assets',
        'assets/js',
        'assets/js/main.1.js',
        'de',
        'de/assets',
        'de/assets/js',
        'de/assets/js/main.2.js',
        'de/index.html',
        'de/sitemap.xml',
        'index.html',
        'sitemap.xml',
      ].map((f) => f.split('/').join(path.sep)),
    );
  });

  it('fails on a missing or doubled locale, a folder with no build, and a file two builds hold', () => {
    const en = folder({'index.html': 'en'});
    const de = folder({'de/index.html': 'de'});
    const into = () => path.join(folder({}), 'site');
    expect(() => mergeLocaleBuilds([en], into(), ['en', 'de'])).toThrow('the builds hold en; expected en, de');
    expect(() => mergeLocaleBuilds([en, de], into(), ['en'])).toThrow('expected en');
    expect(() => mergeLocaleBuilds([en, de, folder({'de/index.html': 'de'})], into(), ['en', 'de'])).toThrow(/locale de is in both/);
    expect(() => mergeLocaleBuilds([en, folder({'x.txt': ''})], into(), ['en'])).toThrow(/holds no locale's build/);
    const clash = folder({'de/index.html': 'de', 'sitemap.xml': 'de'});
    expect(() => mergeLocaleBuilds([folder({'index.html': 'en', 'sitemap.xml': 'en'}), clash], into(), ['en', 'de'])).toThrow(/merging .*sitemap\.xml|EEXIST/);
  });
});
