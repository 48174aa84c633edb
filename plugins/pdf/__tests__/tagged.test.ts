/**
 * PDF/UA basics of a rendered manual, read back with pdfjs as a screen
 * reader would: the language and PDF/UA mark, every word inside the
 * structure or marked as an artifact, headings, lists, tables and figures
 * with their structure, links in the structure, a continued table's heading
 * row read once.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {getProduct} from '../../../src/domain/catalog';
import {renderManual} from '../render/document';
import {manual} from './helpers';
import {elements, readTagged, type StructNode, type TaggedPdf} from './structure';

const SVG = '<svg viewBox="0 0 10 10"><path d="M0 0 L10 10"/></svg>';
const SHORT_LINK = 'https://manuals.example/m/primo-foldable-lights';
const LONG_TABLE = ['| Part | Check |', '|---|---|', ...Array.from({length: 70}, (_, i) => `| Part ${i + 1} | Look at part ${i + 1} |`)].join('\n');
const MDX = `
<ManualHeader />

## Safety warnings {/* #safety */}

Read this first. See the [website](https://example.com/help) and [the table](#checks).

- One rider only.
- Closed shoes.

:::danger
Never ride in traffic.
:::

## Assembly {/* #assembly */}

1. Open the box.
2. Fold out the stem.

<Illustration name="steps/fold" alt="The stem folds out." />

## Checks {/* #checks */}

${LONG_TABLE}

<SpecTable />
`;

const all = (pdf: TaggedPdf): StructNode[] => pdf.pages.flatMap((p) => elements(p.tree));
const byRole = (pdf: TaggedPdf, role: string) => all(pdf).filter((e) => e.role === role);

describe('a rendered manual, read as tagged PDF', () => {
  let pdf: TaggedPdf;
  const product = getProduct('primo/foldable-lights')!;

  beforeAll(async () => {
    const {tree, ctx} = manual(MDX, 'primo/foldable-lights');
    const bytes = await renderManual({
      product,
      locale: 'en',
      intlLocale: 'en',
      languageLabel: 'English',
      brandName: 'Globber',
      brandUrl: 'https://www.globber.com',
      contactUrl: 'https://manuals.example/contact',
      manualUrl: 'https://manuals.example/docs/primo/foldable-lights',
      shortLinkUrl: SHORT_LINK,
      edition: new Date(Date.UTC(2026, 10, 1)),
      logoSvg: SVG,
      tree,
      context: {...ctx, product, drawing: () => SVG},
    });
    pdf = await readTagged(new Uint8Array(bytes));
  }, 30_000);

  it('says it is PDF/UA, in its language, with its title shown', () => {
    expect(pdf.language).toBe('en');
    expect(pdf.marked).toBe(true);
    expect(pdf.pdfua).toBe('1');
    expect(pdf.title).toBe('Primo Foldable Lights – Instruction manual');
  });

  it('paints every word inside the structure or as an artifact', () => {
    expect(pdf.pages.flatMap((p) => p.untagged)).toEqual([]);
    // Running header and footer on every page between cover and back page.
    for (const page of pdf.pages.slice(1, -1)) expect(page.artifacts).toMatch(/^Globber Primo Foldable Lights .*Page \d+ of \d+$/);
  });

  it('gives headings, lists, tables and figures their structure', () => {
    expect(byRole(pdf, 'H1').map((h) => h.text)).toEqual(['Primo Foldable Lights']);
    expect(byRole(pdf, 'H2').map((h) => h.text)).toEqual(['Contents', 'Safety warnings', 'Assembly', 'Checks']);
    const lists = byRole(pdf, 'L');
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const list of lists) for (const item of list.children) expect(item.role).toBe('LI');
    // A step's number is read; a bullet is not.
    const steps = lists.find((l) => l.text.includes('Open the box'))!;
    expect(steps.children.map((li) => li.children.map((c) => `${c.role}:${c.text}`))).toEqual([
      ['Lbl:1.', 'LBody:Open the box.'],
      ['Lbl:2.', 'LBody:Fold out the stem.'],
    ]);
    expect(byRole(pdf, 'Div').some((d) => /danger.*Never ride in traffic/i.test(d.text))).toBe(true);
    const figures = byRole(pdf, 'Figure').map((f) => f.alt);
    expect(figures).toContain('The stem folds out.');
    // The cover's drawing and signs, from the catalog (this product's age and weight have a source).
    expect(figures).toEqual(expect.arrayContaining(['Primo Foldable Lights', 'Recommended age: 3–7 years', 'Maximum user weight: 50 kg', 'Wear a helmet']));
  });

  it('reads a table by rows of heading and data cells, and its heading row once', () => {
    const tables = byRole(pdf, 'Table');
    // Each page's tree holds the part of the table on that page.
    const rows = tables.flatMap((t) => t.children.filter((c) => c.role === 'TR' && c.text.startsWith('Part')));
    expect(rows).toHaveLength(71);
    expect(rows[0]!.children.map((c) => `${c.role}:${c.text}`)).toEqual(['TH:Part', 'TH:Check']);
    expect(rows[70]!.children.map((c) => `${c.role}:${c.text}`)).toEqual(['TD:Part 70', 'TD:Look at part 70']);
    // The table goes on over a page: the page it goes on repeats the heading row as an artifact.
    const continued = pdf.pages.filter((p) => elements(p.tree).some((e) => e.text.includes('Part 70')));
    expect(continued[0]!.artifacts).toContain('Part Check');
    // The specifications: a caption, and each row's label as its heading.
    const specs = tables.find((t) => t.children[0]?.role === 'Caption')!;
    expect(specs.children[0]!.text).toBe('Specifications of the Primo Foldable Lights');
    expect(specs.children[1]!.children.map((c) => c.role)).toEqual(['TH', 'TD']);
  });

  it('keeps every link in the structure, with what it says', () => {
    expect(pdf.pages.reduce((n, p) => n + p.links, 0)).toBeGreaterThan(5);
    for (const page of pdf.pages) expect(page.linksInTree).toBe(page.links);
    const links = byRole(pdf, 'Link').map((l) => l.text);
    expect(links).toEqual(expect.arrayContaining(['website', 'the table', 'https://www.globber.com']));
  });

  it('has the short link on the cover and the back page: a figure read as the address, then what scanning does and a link', () => {
    for (const page of [pdf.pages[0]!, pdf.pages.at(-1)!]) {
      const nodes = elements(page.tree);
      const code = nodes.findIndex((e) => e.role === 'Figure' && e.alt === SHORT_LINK);
      expect(code, 'the QR code, read as its address').toBeGreaterThanOrEqual(0);
      // A long address breaks after its last slash; a reader joins the lines with a space.
      const unbroken = (text = '') => text.replace(/\/ /g, '/');
      const text = nodes.slice(code + 1).find((e) => e.role === 'P');
      expect(unbroken(text?.text)).toBe(`Scan to open this manual online ${SHORT_LINK}`);
      expect(nodes.some((e) => e.role === 'Link' && unbroken(e.text) === SHORT_LINK)).toBe(true);
    }
  });

  it('ends with the back page: keep the instructions, the maker, the addresses', () => {
    const back = pdf.pages.at(-1)!.tree.text;
    expect(back).toContain('Keep these instructions for future reference.');
    expect(back).toContain('Globber products are designed in Montluel, near Lyon (France).');
    expect(back).toContain('https://manuals.example/contact');
    expect(back).toContain('November 1, 2026');
  });
});
