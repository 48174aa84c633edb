import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {publishBuild} from '../publish';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
const target = path.join(work, 'build');
afterEach(() => fs.rmSync(work, {recursive: true, force: true}));

function previousBuild(): void {
  fs.mkdirSync(target, {recursive: true});
  fs.writeFileSync(path.join(target, 'index.html'), 'old site');
}

describe('publishBuild', () => {
  it('leaves the last good build untouched when the build fails half-way', () => {
    previousBuild();
    const ok = publishBuild(target, {
      build(dir) {
        // Docusaurus writes pages before it finds a broken link.
        fs.mkdirSync(dir, {recursive: true});
        fs.writeFileSync(path.join(dir, 'index.html'), 'half a site');
        return false;
      },
    });
    expect(ok).toBe(false);
    expect(fs.readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('old site');
    expect(fs.readdirSync(work)).toEqual(['build']);
  });

  it('leaves it untouched when finishing the build throws', () => {
    previousBuild();
    expect(() =>
      publishBuild(target, {
        build(dir) {
          fs.mkdirSync(dir, {recursive: true});
          return true;
        },
        finish() {
          throw new Error('no headers');
        },
      }),
    ).toThrow('no headers');
    expect(fs.readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('old site');
    expect(fs.readdirSync(work)).toEqual(['build']);
  });

  it('replaces the build, with what finish added, when everything passed', () => {
    previousBuild();
    const ok = publishBuild(target, {
      build(dir) {
        fs.mkdirSync(dir, {recursive: true});
        fs.writeFileSync(path.join(dir, 'index.html'), 'new site');
        return true;
      },
      finish: (dir) => fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Test: 1\n'),
    });
    expect(ok).toBe(true);
    expect(fs.readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('new site');
    expect(fs.existsSync(path.join(target, '_headers'))).toBe(true);
    expect(fs.readdirSync(work)).toEqual(['build']);
  });

  it('publishes a first build where there was none', () => {
    const ok = publishBuild(target, {
      build(dir) {
        fs.mkdirSync(dir, {recursive: true});
        fs.writeFileSync(path.join(dir, 'index.html'), 'first');
        return true;
      },
    });
    expect(ok).toBe(true);
    expect(fs.readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('first');
  });
});
