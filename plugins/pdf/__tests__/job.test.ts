import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pdfFileName} from '../types';
import {pruneLocaleCache, UNUSED_PDF_LIFETIME_MS} from '../generate';
import {linkTarget, runJob} from '../job';
import type {PdfJob} from '../types';
import {DRAWINGS, fixtureSite} from './fixtures';

const site = {localeUrl: 'https://manuals.example.com/it/', docsRouteBasePath: 'docs'};

/** The Italian PDF of a manual of a fixture site. */
const jobIn = (dir: string, docId: string): PdfJob => ({
  ...site,
  siteDir: dir,
  cacheDir: path.join(dir, 'cache'),
  docId,
  locale: 'it',
  defaultLocale: 'en',
  intlLocale: 'it',
  languageLabel: 'Italiano',
  brandUrl: 'https://brand.example',
  contactUrl: 'https://manuals.example/contact',
  brandName: 'Globber',
  shortLinkUrl: `https://manuals.example.com/m/${docId.replace('/', '-')}`,
});

describe('runJob', () => {
  it('renders a PDF once, reuses it while nothing changes, and renders again only the manual that changed', async () => {
    const {dir, write} = fixtureSite({
      ...DRAWINGS,
      'docs/flow/125.mdx': "import Safety from '../_manuals/x/_safety.mdx';\nimport Own from '../_manuals/x/_own.mdx';\n\n<Safety />\n\n<Own />",
      'docs/flow/125-770.mdx': "import Safety from '../_manuals/x/_safety.mdx';\n\n<Safety />",
      'docs/_manuals/x/_safety.mdx': '## Safety {/* #safety */}\n\nWear a helmet.',
      'docs/_manuals/x/_own.mdx': '## Parts {/* #parts */}\n\nA deck.',
    });
    const run = () => Promise.all(['flow/125', 'flow/125-770'].map((id) => runJob(jobIn(dir, id))));

    const first = await run();
    expect(first.map((r) => r.reused)).toEqual([false, false]);
    expect(fs.readFileSync(first[0]!.file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(first[0]!.bytes).toBe(fs.statSync(first[0]!.file).size);

    expect((await run()).map((r) => r.reused)).toEqual([true, true]);
    // Another site address: another short link, another QR code on the cover.
    const moved = await runJob({...jobIn(dir, 'flow/125'), shortLinkUrl: 'https://manuals.example.org/m/flow-125'});
    expect(moved.reused).toBe(false);
    // Back to the first address (another branch, another build sharing the cache): its PDF is still there.
    expect((await run()).map((r) => r.reused)).toEqual([true, true]);

    write('docs/_manuals/x/_own.mdx', '## Parts {/* #parts */}\n\nA deck and two wheels.');
    const third = await run();
    expect(third.map((r) => r.reused)).toEqual([false, true]);
    // The old PDF of the changed manual stays while a build sharing the cache may use it, and goes once unused for a week.
    const versions = () => fs.readdirSync(path.dirname(third[0]!.file)).filter((f) => f.startsWith('125.') && f.endsWith('.pdf'));
    expect(versions()).toHaveLength(3);
    const weekLater = Date.now() + UNUSED_PDF_LIFETIME_MS + 60_000;
    expect(pruneLocaleCache(path.join(dir, 'cache/it'), weekLater)).toHaveLength(4);
    expect(versions()).toEqual([]);
  }, 120_000);

  it('marks a reused PDF as in use, so that pruning by another build keeps it', async () => {
    const {dir} = fixtureSite({
      ...DRAWINGS,
      'docs/flow/125.mdx': "import Safety from '../_manuals/x/_safety.mdx';\n\n<Safety />",
      'docs/_manuals/x/_safety.mdx': '## Safety {/* #safety */}\n\nWear a helmet.',
    });
    const first = await runJob(jobIn(dir, 'flow/125'));
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    fs.utimesSync(first.file, tenDaysAgo, tenDaysAgo);
    expect(await runJob(jobIn(dir, 'flow/125'))).toMatchObject({reused: true, file: first.file});
    expect(pruneLocaleCache(path.join(dir, 'cache/it'))).toEqual([]);
    expect(fs.existsSync(first.file)).toBe(true);
    // A PDF deleted under a build's feet is rendered again, not reported as reused.
    fs.rmSync(first.file);
    expect(await runJob(jobIn(dir, 'flow/125'))).toMatchObject({reused: false, file: first.file});
  }, 120_000);

  it('renders again when the list of sources kept beside a PDF no longer tells the whole story', async () => {
    const {dir, write} = fixtureSite({
      ...DRAWINGS,
      'docs/flow/125.mdx': "import Safety from '../_manuals/x/_safety.mdx';\n\n<Safety />",
      'docs/_manuals/x/_safety.mdx': '## Safety {/* #safety */}\n\nWear a helmet.',
      'docs/_manuals/x/_own.mdx': '## Parts {/* #parts */}\n\nA deck.',
    });
    const run = () => runJob(jobIn(dir, 'flow/125'));
    const listFile = path.join(dir, 'cache/it/flow/125.sources.json');

    expect((await run()).reused).toBe(false);
    expect(JSON.parse(fs.readFileSync(listFile, 'utf8'))).toEqual({files: ['docs/flow/125.mdx', 'docs/_manuals/x/_safety.mdx'], drawings: []});
    expect((await run()).reused).toBe(true);

    // The page imports one more partial: the list changes with it.
    write('docs/flow/125.mdx', "import Safety from '../_manuals/x/_safety.mdx';\nimport Own from '../_manuals/x/_own.mdx';\n\n<Safety />\n\n<Own />");
    expect((await run()).reused).toBe(false);
    write('docs/_manuals/x/_own.mdx', '## Parts {/* #parts */}\n\nA deck and two wheels.');
    expect((await run()).reused).toBe(false);

    // An Italian page appears: the English one listed is not the page any more.
    write('i18n/it/docusaurus-plugin-content-docs/current/flow/125.mdx', '## Sicurezza\n\nIndossa il casco.');
    const translated = await run();
    expect(translated.reused).toBe(false);
    expect(JSON.parse(fs.readFileSync(listFile, 'utf8')).files).toEqual(['i18n/it/docusaurus-plugin-content-docs/current/flow/125.mdx']);

    // A damaged list costs a parse, never a wrong PDF.
    fs.writeFileSync(listFile, '{"files": [');
    expect(await run()).toMatchObject({reused: true, file: translated.file});
  }, 120_000);
});

describe('linkTarget', () => {
  it('keeps same-page anchors inside the PDF and sends site pages to the website', () => {
    const at = {...site, siteDir: '/site'};
    expect(linkTarget('#folding', 'docs/flow/125.mdx', at)).toEqual({kind: 'anchor', id: 'folding'});
    expect(linkTarget('/faq#videos', 'docs/_manuals/common/_spare-parts.mdx', at)).toEqual({kind: 'url', href: 'https://manuals.example.com/it/faq#videos'});
    expect(linkTarget('./125-770.mdx', 'docs/flow/125.mdx', at)).toEqual({kind: 'url', href: 'https://manuals.example.com/it/docs/flow/125-770'});
    expect(linkTarget('../go-bike/index.mdx#sizes', 'i18n/it/docusaurus-plugin-content-docs/current/flow/125.mdx', at)).toEqual({
      kind: 'url',
      href: 'https://manuals.example.com/it/docs/go-bike/#sizes',
    });
    expect(linkTarget('https://example.com', 'docs/flow/125.mdx', at)).toEqual({kind: 'url', href: 'https://example.com'});
  });
});

describe('pdfFileName', () => {
  it('names a PDF after its doc id, without a trailing index', () => {
    expect(pdfFileName('flow/125')).toBe('flow/125.pdf');
    expect(pdfFileName('go-bike/index')).toBe('go-bike.pdf');
  });
});
