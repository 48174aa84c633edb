/**
 * A locale's messages written into the code that shows them. Docusaurus ships
 * every message of the locale in the main bundle (`@generated/codeTranslations`)
 * and looks each one up by id when it renders; the contact form's and Ask AI's
 * messages rode on every first load. Here each `translate({id, message})` and
 * `<Translate id>message</Translate>` of a production build carries its own
 * locale's message in place of the English one, so a message travels in the
 * chunk that shows it, and the lookup table is empty. The runtime is
 * Docusaurus's own: `translate()` falls back to the message it is given.
 */
import {parse} from '@babel/parser';

/** The messages a build uses: ids (or English messages, for calls without an id) to the locale's text. */
export type Messages = Readonly<Record<string, string>>;

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly loc: {readonly start: {readonly line: number}};
  readonly [key: string]: unknown;
}

const MODULE = '@docusaurus/Translate';

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A string written out, or undefined for anything computed. */
function literal(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return (node.quasis as Array<{value: {cooked: string}}>)[0]!.value.cooked;
  }
  return undefined;
}

/** Text between JSX tags as React receives it: lines trimmed where they break, joined by a space. */
function jsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  return lines
    .map((line, i) => {
      let text = line.replace(/\t/g, ' ');
      if (i > 0) text = text.trimStart();
      if (i < lines.length - 1) text = text.trimEnd();
      return text;
    })
    .filter((text) => text !== '')
    .join(' ');
}

/** Keeps the line count, so that source maps and error lines still point at the right line. */
const sameLines = (removed: string, text: string): string => text + '\n'.repeat(Math.max(0, removed.split('\n').length - text.split('\n').length));

/** The locale's text for a message: by its id, or by the English message for a call without an id. */
type Translated = (id: string | undefined, message: string | undefined) => string;

/** A place in a module to write over, with what to write there in a locale. */
interface Site {
  readonly start: number;
  readonly end: number;
  readonly text: (translated: Translated) => string;
}

/**
 * The sites of each module's source, which are the same for every locale: a
 * build of seven locales parses each module once, not seven times.
 */
const sitesBySource = new Map<string, readonly Site[]>();

/**
 * The source with every translation of `@docusaurus/Translate` carrying the
 * message of `messages` (or its English one when the locale has none), and
 * without the ids and descriptions only the lookup and the translators need.
 * A call whose id or message is computed cannot be inlined: it throws, naming
 * file and line (Docusaurus's `write-translations` cannot extract it either).
 */
export function inlineTranslations(source: string, messages: Messages, file: string): string {
  if (!source.includes(MODULE)) return source;
  let sites = sitesBySource.get(source);
  if (!sites) sitesBySource.set(source, (sites = translationSites(source, file)));
  const translated: Translated = (id, message) => messages[id ?? message ?? ''] ?? message ?? id ?? '';
  let out = source;
  for (const site of sites) out = out.slice(0, site.start) + site.text(translated) + out.slice(site.end);
  return out;
}

/** Where the module's translate() calls and <Translate> elements are, last first; none when it imports neither. */
function translationSites(source: string, file: string): readonly Site[] {
  const ast = parse(source, {sourceType: 'module', plugins: ['jsx', 'typescript'], errorRecovery: false});
  const functions = new Set<string>();
  const components = new Set<string>();
  for (const statement of ast.program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== MODULE) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') components.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' && specifier.imported.name === 'translate') {
        functions.add(specifier.local.name);
      }
    }
  }
  if (functions.size === 0 && components.size === 0) return [];

  const fail = (node: Node, what: string): never => {
    throw new Error(`${file}:${node.loc.start.line}: ${what} needs a written id and message, so that its translation can be built into the page.`);
  };
  const edits: Site[] = [];

  const call = (node: Node): void => {
    const [options] = node.arguments as unknown[];
    if (!isNode(options) || options.type !== 'ObjectExpression') return fail(node, 'translate()');
    const fields = new Map<string, unknown>();
    for (const property of options.properties as Node[]) {
      const key = property.key as Node | undefined;
      if (property.type !== 'ObjectProperty' || property.computed === true || key?.type !== 'Identifier') return fail(node, 'translate()');
      fields.set(key.name as string, property.value);
    }
    const id = fields.has('id') ? literal(fields.get('id')) : undefined;
    const message = fields.has('message') ? literal(fields.get('message')) : undefined;
    if ((fields.has('id') && id === undefined) || (fields.has('message') && message === undefined) || (id ?? message) === undefined) {
      return fail(node, 'translate()');
    }
    const removed = source.slice(options.start, options.end);
    edits.push({start: options.start, end: options.end, text: (translated) => sameLines(removed, `{message: ${JSON.stringify(translated(id, message))}}`)});
  };

  // Only the id, the description and the message change: a `values` attribute may hold translations of its own.
  const element = (node: Node): void => {
    const opening = node.openingElement as Node;
    let id: string | undefined;
    for (const attribute of opening.attributes as Node[]) {
      const name = attribute.type === 'JSXAttribute' ? (attribute.name as Node).name : undefined;
      if (name === 'id') {
        id = literal(attribute.value);
        if (id === undefined) return fail(node, '<Translate>');
      }
      if (name === 'id' || name === 'description') {
        const removed = sameLines(source.slice(attribute.start, attribute.end), '');
        edits.push({start: attribute.start, end: attribute.end, text: () => removed});
      } else visit(attribute);
    }
    const children = (node.children as Node[]).filter((child) => !(child.type === 'JSXText' && (child.value as string).trim() === ''));
    let message: string | undefined;
    if (children.length === 1) {
      const [child] = children;
      message = child!.type === 'JSXText' ? jsxText(child!.value as string) : child!.type === 'JSXExpressionContainer' ? literal(child!.expression) : undefined;
      if (message === undefined) return fail(node, '<Translate>');
    } else if (children.length > 1) return fail(node, '<Translate>');
    if ((id ?? message) === undefined) return fail(node, '<Translate>');
    const text = (translated: Translated): string => `{${JSON.stringify(translated(id, message))}}`;
    const closing = node.closingElement as Node | null;
    if (closing) {
      const removed = source.slice(opening.end, closing.start);
      edits.push({start: opening.end, end: closing.start, text: (translated) => sameLines(removed, text(translated))});
    } else {
      const name = source.slice((opening.name as Node).start, (opening.name as Node).end);
      edits.push({start: opening.end - 2, end: opening.end, text: (translated) => `>${text(translated)}</${name}>`});
    }
  };

  const visit = (node: Node): void => {
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier' && functions.has(node.callee.name as string)) {
      call(node);
    } else if (node.type === 'JSXElement') {
      const name = (node.openingElement as Node).name as Node;
      if (name.type === 'JSXIdentifier' && components.has(name.name as string)) {
        element(node);
        return;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child);
      if (isNode(value)) visit(value);
    }
  };
  visit(ast.program as unknown as Node);
  return edits.sort((a, b) => b.start - a.start);
}
