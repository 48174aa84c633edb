import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const docsearch = fs.readFileSync(path.join(root, 'node_modules/@docsearch/css/dist/_variables.css'), 'utf8');
const ours = fs.readFileSync(path.join(__dirname, '../theme/SearchButton/variables.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const button = fs.readFileSync(path.join(root, 'node_modules/@docsearch/css/dist/button.css'), 'utf8');

/** The custom properties of the rule with this selector (spaces and quotes as written aside). */
function block(css: string, selector: RegExp): Map<string, string> {
  const body = new RegExp(`${selector.source}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`no ${selector.source} rule`);
  const declarations = body.split(';').flatMap((d) => {
    const at = d.indexOf(':');
    return at < 0 ? [] : [[d.slice(0, at).trim(), d.slice(at + 1).trim()] as const];
  });
  return new Map(declarations);
}

/** A value as it applies: var() of another DocSearch variable replaced by its value, spacing and number form made alike. */
function resolved(value: string, scopes: readonly Map<string, string>[]): string {
  const replaced = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) =>
    resolved(scopes.map((s) => s.get(name)).find((v) => v !== undefined) ?? '', scopes),
  );
  return replaced
    .replace(/\s+/g, ' ')
    .replace(/\b0\./g, '.')
    .replace(/\s*,\s*/g, ',');
}

const LIGHT = /:root/;
const DARK = /html\[data-theme=['"]?dark['"]?\]/;

describe('the search button’s DocSearch variables (theme/SearchButton/variables.css)', () => {
  it('are every variable DocSearch’s button stylesheet reads', () => {
    const read = new Set([...button.matchAll(/var\((--docsearch-[\w-]+)\)/g)].map((m) => m[1]));
    expect(new Set(block(ours, LIGHT).keys())).toEqual(read);
    expect(new Set(block(ours, DARK).keys())).toEqual(read);
  });

  it('have DocSearch’s values, light and dark', () => {
    const light = block(docsearch, LIGHT);
    const dark = block(docsearch, DARK);
    for (const [name, value] of block(ours, LIGHT)) expect(resolved(value, [light]), name).toBe(resolved(light.get(name)!, [light]));
    for (const [name, value] of block(ours, DARK)) expect(resolved(value, [dark, light]), `${name} (dark)`).toBe(resolved(dark.get(name)!, [dark, light]));
  });
});
