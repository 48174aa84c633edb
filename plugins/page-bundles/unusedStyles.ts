/**
 * Unused styles: the stylesheets keep only the rules some page can use.
 *
 * Infima and the classic theme style every component they have: blog
 * avatars, pills, tabs, badges, numbered pagination, a grid and spacing
 * utilities of every size. Every page blocks on that stylesheet, whatever
 * it shows. A class the site renders is written somewhere in its client
 * JavaScript: a component's class string, a CSS module's hashed name in the
 * module's map, an MDX page's className. So a rule is dropped when one of
 * the classes it requires is a word of no script of the build.
 *
 * Classes inside :not(), :is(), :where(), :has() and attribute selectors are
 * not required (`.markdown a:not(.hash-link)` matches without any
 * `.hash-link`). A class the HTML has but no script names (one composed at
 * run time, `level-${n}`, or written by the HTML template) would be dropped
 * wrongly: `droppedInUse` finds those on the built pages, and the build
 * fails naming the rule and the page.
 *
 * The same for custom properties: Infima declares some three hundred, for
 * the components it has.
 *
 * Runs after the minifiers, before the real content hash: the stylesheets'
 * file names are the hashes of what is served.
 */
import {parse} from 'parse5';
import postcss from 'postcss';
import type {Compilation, Compiler} from 'webpack';
import {attr, elements} from '../shared/html';

/** Every word a script could use as a class name. */
export function scriptWords(scripts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const script of scripts) for (const [word] of script.matchAll(/[A-Za-z_-][\w-]*/g)) words.add(word);
  return words;
}

/** The classes a selector requires: those outside parentheses, brackets and strings. */
export function requiredClasses(selector: string): string[] {
  let bare = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  // Innermost parentheses first, until none is left (`:not(:is(.a))`).
  for (let previous = ''; previous !== bare;) [previous, bare] = [bare, bare.replace(/\([^()]*\)/g, '')];
  return [...bare.matchAll(/\.([A-Za-z_-][\w-]*)/g)].map((m) => m[1]!);
}

/** The stylesheet without the selectors that require a class not in `used`, and those it dropped. */
export function withoutUnusedRules(css: string, used: ReadonlySet<string>): {css: string; dropped: DroppedSelector[]} {
  const root = postcss.parse(css);
  const dropped: DroppedSelector[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    // An escaped class name (`.\31 0`) is not a script word as written: keep it.
    const keep = rule.selectors.filter((s) => s.includes('\\') || requiredClasses(s).every((c) => used.has(c)));
    if (keep.length === rule.selectors.length) return;
    for (const selector of rule.selectors) {
      if (!keep.includes(selector)) dropped.push({selector, unnamed: requiredClasses(selector).filter((c) => !used.has(c))});
    }
    if (keep.length === 0) rule.remove();
    else rule.selectors = keep;
  });
  withoutEmptyBlocks(root);
  return {css: root.toString(), dropped};
}

/** Removes the rules, @media and @supports that dropping left empty. */
function withoutEmptyBlocks(root: postcss.Root): void {
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
}

/**
 * The stylesheets without the custom properties nothing reads: no `var()` of
 * any of them, no script (which may set or read one by name). Dropping one
 * can leave another unread (`--a: var(--b)`), so until none is left; rules
 * left empty go too.
 */
export function withoutUnusedProperties(sheets: readonly string[], used: ReadonlySet<string>): string[] {
  const roots = sheets.map((css) => postcss.parse(css));
  for (let dropped = true; dropped;) {
    dropped = false;
    const read = new Set<string>();
    for (const root of roots) root.walkDecls((decl) => void [...decl.value.matchAll(/var\(\s*(--[\w-]+)/g)].forEach((m) => read.add(m[1]!)));
    for (const root of roots) {
      root.walkDecls((decl) => {
        if (!decl.prop.startsWith('--') || read.has(decl.prop) || used.has(decl.prop)) return;
        decl.remove();
        dropped = true;
      });
    }
  }
  roots.forEach(withoutEmptyBlocks);
  return roots.map((root) => root.toString());
}

/** A selector dropped from a stylesheet, with the classes it requires that no script names. */
export interface DroppedSelector {
  readonly selector: string;
  readonly unnamed: readonly string[];
}

/**
 * The dropped selectors a built page could match: every class one requires
 * is on some element of the page. Only a page whose words hold every class
 * of some selector is parsed: one without cannot match. The words are read
 * in one pass, rather than the page searched once per dropped selector.
 */
export function droppedInUse(dropped: readonly DroppedSelector[], pages: Iterable<{file: string; html: string}>): string[] {
  const selectors = dropped.map(({selector}) => ({selector, classes: requiredClasses(selector)}));
  const usedOn = new Map<string, string[]>();
  for (const {file, html} of pages) {
    const words = scriptWords([html]);
    const candidates = selectors.filter(({classes}) => classes.every((c) => words.has(c)));
    if (candidates.length === 0) continue;
    const classes = new Set<string>();
    for (const el of elements(parse(html))) for (const c of attr(el, 'class')?.split(/\s+/) ?? []) if (c) classes.add(c);
    for (const {selector, classes: required} of candidates) {
      if (required.every((c) => classes.has(c))) usedOn.set(selector, [...(usedOn.get(selector) ?? []), file]);
    }
  }
  return [...usedOn].map(([selector, [first, ...more]]) => `\`${selector}\` matches ${first}${more.length > 0 ? ` and ${more.length} other page(s)` : ''}`);
}

/** Drops the unused rules of every stylesheet of the client build; reports what it dropped to `onDropped`. */
export class UnusedStylesPlugin {
  constructor(private readonly onDropped: (dropped: DroppedSelector[]) => void) {}

  apply(compiler: Compiler): void {
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('UnusedStylesPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifiers (OPTIMIZE_SIZE), before the real content hash (OPTIMIZE_HASH).
        {name: 'UnusedStylesPlugin', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          const assets = compilation.getAssets();
          const used = scriptWords(assets.filter((a) => a.name.endsWith('.js')).map((a) => a.source.source().toString()));
          const stylesheets = assets.filter((a) => a.name.endsWith('.css'));
          // A CSS module two routes share is in both their stylesheets: each text once.
          const texts = [...new Set(stylesheets.map((asset) => asset.source.source().toString()))];
          const dropped: DroppedSelector[] = [];
          const withoutRules = texts.map((css) => {
            const result = withoutUnusedRules(css, used);
            dropped.push(...result.dropped);
            return result.css;
          });
          const kept = withoutUnusedProperties(withoutRules, used);
          const result = new Map(texts.map((css, i) => [css, kept[i]!]));
          for (const asset of stylesheets) {
            const css = asset.source.source().toString();
            const next = result.get(css)!;
            if (next !== css) compilation.updateAsset(asset.name, new sources.RawSource(next));
          }
          this.onDropped(dropped);
        },
      );
    });
  }
}
