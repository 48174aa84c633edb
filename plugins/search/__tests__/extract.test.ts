import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../node/extract';

const html = fs.readFileSync(path.join(__dirname, 'fixtures', 'manual.html'), 'utf8');
const records = extractRecords(html, {url: '/docs/flow/125', language: 'en'});

describe('extractRecords', () => {
  it('takes the series from the open sidebar category and the title from the h1', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/flow/125',
      anchor: null,
      hierarchy: {lvl0: 'Flow', lvl1: 'Flow 125', lvl2: null, lvl3: null},
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('gives h2 and h3 records their anchors, without the hash link', () => {
    const headings = records.filter((r) => r.type === 'lvl2' || r.type === 'lvl3');
    expect(headings.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl2', '/docs/flow/125#safety', 'Safety warnings', null],
      ['lvl2', '/docs/flow/125#riding', 'Riding', null],
      ['lvl3', '/docs/flow/125#brake', 'Riding', 'Brake'],
    ]);
  });

  it('makes content records of paragraphs, list items, facts and table rows, in order', () => {
    const content = records.filter((r) => r.type === 'content').map((r) => [r.url, r.content]);
    expect(content).toEqual([
      ['/docs/flow/125', 'Instruction manual for the Flow 125.'],
      ['/docs/flow/125', 'Type: Two-wheel kick scooter'],
      ['/docs/flow/125', 'The Flow 125 has 125 mm wheels.'],
      ['/docs/flow/125#safety', 'Always wear a helmet.'],
      ['/docs/flow/125#safety', 'Only one rider at a time.'],
      ['/docs/flow/125#safety', 'Nested paragraph in a list item.'],
      ['/docs/flow/125#brake', 'Press the rear brake with your heel & slow down.'],
      ['/docs/flow/125#brake', 'The brake hardly slows: Clean the brake.'],
    ]);
  });

  it('leaves out navigation, breadcrumbs, scripts, the table header and the footer', () => {
    const text = records.map((r) => r.content ?? '').join(' ');
    expect(text).not.toMatch(/Next|Copyright|not content|Problem|Instruction manuals/);
  });

  it('numbers records per page for stable objectIDs', () => {
    expect(records.map((r) => r.objectID)).toEqual(records.map((_, i) => `/docs/flow/125#${i}`));
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('falls back to the active navbar item and the page title when there is no sidebar or h1', () => {
    const page = '<title>FAQ | Site</title><nav><a class="navbar__link navbar__link--active">FAQ</a></nav><main><p>Hello</main>';
    expect(extractRecords(page, {url: '/faq', language: 'de'})).toMatchObject([
      {type: 'lvl1', hierarchy: {lvl0: 'FAQ', lvl1: 'FAQ'}, language: 'de', docusaurus_tag: 'default'},
      {type: 'content', content: 'Hello'},
    ]);
  });

  it('skips a page that asks robots not to index it, such as a series forwarding page', () => {
    const page =
      '<head><meta name="robots" content="noindex"></head><title>Manuali delle protezioni | Site</title><main><h1>Manuali delle protezioni</h1><p>Vai</main>';
    expect(extractRecords(page, {url: '/it/docs/category/protectives-series', language: 'it'})).toEqual([]);
    expect(extractRecords(page.replace('noindex', 'index, follow'), {url: '/it/docs/category/protectives-series', language: 'it'})).not.toEqual([]);
  });
});

describe('a section drawn without a heading', () => {
  it("is a lvl2 of its own while inside it: a manual's note on a task it lacks; the text after it is the page's again", () => {
    const page = `<html><head><title>Flow 125 | Site</title></head><body><main><article><div class="theme-doc-markdown markdown"><h1>Flow 125</h1>
      <ul><li><details id="folding" data-search-section="Fold"><summary data-search-exclude>Fold</summary><div><p>This manual has no steps for folding.</p></div></details></li></ul>
      <p>The Flow 125 is a kick scooter.</p><h2 id="safety">Safety</h2><p>Wear a helmet.</p>
      </div></article></main></body></html>`;
    const records = extractRecords(page, {url: '/docs/flow/125', language: 'en'}).slice(1);
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.content])).toEqual([
      ['lvl2', '/docs/flow/125#folding', 'Fold', null],
      ['content', '/docs/flow/125#folding', 'Fold', 'This manual has no steps for folding.'],
      ['content', '/docs/flow/125', null, 'The Flow 125 is a kick scooter.'],
      ['lvl2', '/docs/flow/125#safety', 'Safety', null],
      ['content', '/docs/flow/125#safety', 'Safety', 'Wear a helmet.'],
    ]);
  });
});

describe('numbered steps', () => {
  it('keep the number the page shows them with; other list items have none', () => {
    const page = `<html><head><title>X | Site</title></head><body><main><article><div class="theme-doc-markdown markdown"><h1>X</h1>
      <h2 id="fold">Fold</h2><ol start="3"><li>Press the button.</li><li>Lower the stem.</li></ol><ul><li>Keep fingers clear.</li></ul>
      </div></article></main></body></html>`;
    const steps = extractRecords(page, {url: '/docs/x', language: 'en'})
      .filter((r) => r.type === 'content')
      .map((r) => [r.content, r.step]);
    expect(steps).toEqual([
      ['Press the button.', 3],
      ['Lower the stem.', 4],
      ['Keep fingers clear.', undefined],
    ]);
  });
});
