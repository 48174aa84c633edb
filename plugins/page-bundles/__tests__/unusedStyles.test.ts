import {describe, expect, it} from 'vitest';
import {droppedInUse, requiredClasses, scriptWords, withoutUnusedProperties, withoutUnusedRules} from '../unusedStyles';

describe('requiredClasses', () => {
  it('requires the classes a selector matches by, not those it tests in :not(), :is() or attributes', () => {
    expect(requiredClasses('.markdown a:not(.hash-link):not(.box-link)')).toEqual(['markdown']);
    expect(requiredClasses('.navbar__item.dropdown:has(>.navbar-locale)')).toEqual(['navbar__item', 'dropdown']);
    expect(requiredClasses('[class*="codeBlock.x"] .line_ab12')).toEqual(['line_ab12']);
    expect(requiredClasses(':is(.a, :not(.b)) td')).toEqual([]);
  });
});

describe('withoutUnusedRules', () => {
  const used = scriptWords(['e.jsx("div",{className:"navbar navbar--fixed-top"}),{table:"table_x1Y2"}']);

  it('drops a rule whose class no script names and keeps those the scripts name', () => {
    const {css, dropped} = withoutUnusedRules('.navbar{top:0}.avatar__photo{border-radius:50%}.table_x1Y2 td{padding:0}', used);
    expect(css).toBe('.navbar{top:0}.table_x1Y2 td{padding:0}');
    expect(dropped).toEqual([{selector: '.avatar__photo', unnamed: ['avatar__photo']}]);
  });

  it("keeps a selector list's used selectors, element selectors and keyframes, and drops an emptied @media", () => {
    const {css} = withoutUnusedRules(
      '.pills,.navbar--fixed-top{z-index:1}body{margin:0}@keyframes spin{from{opacity:0}}@media (min-width:997px){.pills__item{flex:1}}',
      used,
    );
    expect(css).toBe('.navbar--fixed-top{z-index:1}body{margin:0}@keyframes spin{from{opacity:0}}');
  });

  it('keeps an escaped class name, which scripts do not spell as written', () => {
    expect(withoutUnusedRules('.w-1\\/2{width:50%}', used).css).toBe('.w-1\\/2{width:50%}');
  });
});

describe('withoutUnusedProperties', () => {
  it('drops the custom properties no stylesheet and no script reads, and those only they read', () => {
    const sheets = [
      ':root{--pills-gap:var(--space);--space:1rem;--navbar-height:3rem;--set-by-script:0}[data-theme=dark]{--pills-gap:2px}',
      '.navbar_a1B2{height:var(--navbar-height)}',
    ];
    expect(withoutUnusedProperties(sheets, scriptWords(['el.style.setProperty("--set-by-script","1")']))).toEqual([
      ':root{--navbar-height:3rem;--set-by-script:0}',
      '.navbar_a1B2{height:var(--navbar-height)}',
    ]);
  });
});

describe('droppedInUse', () => {
  it('names a dropped rule a page matches, with the number of other pages, and passes pages that do not', () => {
    const page = '<ul class="menu"><li class=theme-doc-sidebar-item-link-level-1>A</li></ul>';
    const pages = [
      {file: 'docs/a/index.html', html: page},
      {file: 'docs/b/index.html', html: page},
      {file: 'faq/index.html', html: '<p class="menu">theme-doc-sidebar-item-link-level-1 as text</p>'},
    ];
    const dropped = [
      {selector: '.menu .theme-doc-sidebar-item-link-level-1', unnamed: ['theme-doc-sidebar-item-link-level-1']},
      {selector: '.pills', unnamed: ['pills']},
    ];
    expect(droppedInUse(dropped, pages)).toEqual(['`.menu .theme-doc-sidebar-item-link-level-1` matches docs/a/index.html and 1 other page(s)']);
  });
});
