import {describe, expect, it} from 'vitest';
import {pdfMessages} from '../render/pdfTexts';
import {convert, headingsOf} from '../render/mdast';
import {linksOf, manual, textOf} from './helpers';

describe('headings', () => {
  it('keep the fixed ids of the pages and make the table of contents', () => {
    const {tree, ctx} = manual('## Safety warnings {/* #safety */}\n\nText.\n\n### Folding {/* #folding */}\n\n#### Detail');
    expect(headingsOf(tree, ctx)).toEqual([
      {id: 'safety', depth: 2, title: 'Safety warnings'},
      {id: 'folding', depth: 3, title: 'Folding'},
    ]);
    const [h2] = convert(tree, ctx);
    expect(h2).toMatchObject({kind: 'heading', depth: 2, id: 'safety', title: 'Safety warnings'});
    expect(textOf(h2)).toBe('Safety warnings ');
  });
});

describe('product components', () => {
  it('print catalog facts formatted for the locale', () => {
    const {tree, ctx} = manual('Up to <ProductFact name="maxRiderKg" />, handlebar <ProductFact name="handlebar" />.', 'master/lights');
    expect(textOf(convert(tree, ctx))).toBe('Up to 50 kg, handlebar 74 cm / 79 cm / 84 cm / 89 cm / 94 cm.');
  });

  it('keep <IfProduct> passages only for products they apply to', () => {
    const mdx = [
      '<IfProduct has="foldable">\n\nFolds.\n\n</IfProduct>',
      "<IfProduct type={['scooter-2w', 'trike']}>\n\nTwo wheels.\n\n</IfProduct>",
      '<IfProduct not="foldable">\n\nRigid.\n\n</IfProduct>',
      'Inline<IfProduct has="foldable"> and folding</IfProduct>.',
    ].join('\n\n');
    const rigid = manual(mdx, 'flow/125');
    expect(textOf(convert(rigid.tree, rigid.ctx))).toBe('Two wheels.Rigid.Inline.');
    const foldable = manual(mdx, 'flow/foldable');
    expect(textOf(convert(foldable.tree, foldable.ctx))).toBe('Folds.Two wheels.Inline and folding.');
  });

  it('fail the build on an unknown fact, naming file and line', () => {
    expect(() => manual('\n\n<IfProduct fact="colour">\n\nx\n\n</IfProduct>')).toThrow(
      /docs\/flow\/125\.mdx:\d+: <IfProduct>: fact="colour" is not a catalog fact/,
    );
    const {tree, ctx} = manual('Colour: <ProductFact name="colour" />');
    expect(() => convert(tree, ctx)).toThrow(/docs\/flow\/125\.mdx:\d+: <ProductFact name="colour">: unknown fact/);
  });

  it('fail when a product lacks a fact the text prints', () => {
    const {tree, ctx} = manual('Top speed <ProductFact name="topSpeed" />.');
    expect(() => convert(tree, ctx)).toThrow('product "flow/125" has no "topSpeed" in the catalog; wrap this text in <IfProduct fact="topSpeed">');
  });

  it('render the specifications table from the catalog', () => {
    const {tree, ctx} = manual('<SpecTable />');
    const text = textOf(convert(tree, ctx));
    expect(text).toContain('Specifications of the Flow 125');
    // No source gives Flow 125's limits: the parent is sent to the label; the family's wheel size is marked typical.
    expect(text).toContain('Maximum user weightSee the label on the product or its packaging');
    expect(text).toContain('Wheels125 mm (typical value)');
    expect(text).toContain('European standard for this type of productEN 14619 or EN 71-1');
  });

  it('draw illustrations as vectors with their description', () => {
    const {tree, ctx} = manual('<Illustration name="steps/fold" alt="The stem folds down." />');
    const [figure] = convert(tree, ctx);
    expect(figure).toMatchObject({kind: 'figure', caption: 'The stem folds down.', drawing: {viewBox: [0, 0, 10, 10]}});
    expect(figure?.kind === 'figure' && figure.drawing.shapes.map((s) => s.tag)).toEqual(['path']);
  });
});

describe('markdown', () => {
  it('numbers steps, continuing a list that an illustration interrupts', () => {
    const {tree, ctx} = manual('1. Open.\n2. Slide.\n\n<Illustration name="steps/fold" alt="x" />\n\n3. Close.');
    const blocks = convert(tree, ctx);
    expect(textOf(blocks[0])).toBe('1.Open.2.Slide.');
    expect(textOf(blocks[2])).toBe('3.Close.');
  });

  it('sets safety warnings apart with the signal word of their level in the PDF’s language', () => {
    const {tree, ctx} = manual(':::danger\n\nNever ride at night.\n\n:::\n\n:::warning[Hot brake]\n\nLet it cool.\n\n:::', 'flow/125');
    const [danger, warning] = convert(tree, {...ctx, messages: pdfMessages('zh-Hant')});
    expect(textOf(danger)).toBe('危險Never ride at night.');
    expect(textOf(warning)).toBe('Hot brakeLet it cool.');
    expect(danger).toMatchObject({kind: 'admonition', tone: 'danger'});
    expect(warning).toMatchObject({kind: 'admonition', tone: 'warning'});
  });

  it('links to sections inside the PDF, and never to a section it lacks', () => {
    const {tree, ctx} = manual('## Folding {/* #folding */}\n\nSee [folding](#folding), [riding](#riding) and [our site](https://example.com).');
    expect(linksOf(convert(tree, ctx))).toEqual([
      [{kind: 'anchor', id: 'folding'}, 'folding'],
      [{kind: 'url', href: 'https://example.com'}, 'our site'],
    ]);
    expect(textOf(convert(tree, ctx))).toContain('See folding, riding and our site.');
  });

  it('prints tables row by row', () => {
    const {tree, ctx} = manual('| Problem | Fix |\n| --- | --- |\n| Loose | **Tighten** |');
    const [table] = convert(tree, ctx);
    expect(table?.kind === 'table' && table.rows.map((row) => row.map((cell) => cell.map((s) => s.text).join('')).join(''))).toEqual([
      'ProblemFix',
      'LooseTighten',
    ]);
    expect(table?.kind === 'table' && table.rows[1]![1]).toEqual([{bold: true, text: 'Tighten'}]);
  });

  it('refuses what it cannot print, naming the file', () => {
    const {tree, ctx} = manual('![photo](./photo.png)');
    expect(() => convert(tree, ctx)).toThrow(/docs\/flow\/125\.mdx:\d+: image cannot be printed in PDF manuals; use <Illustration>/);
    const unknown = manual(':::spoiler\n\nx\n\n:::');
    expect(() => convert(unknown.tree, unknown.ctx)).toThrow(/unknown admonition :::spoiler/);
  });
});
