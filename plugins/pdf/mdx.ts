/**
 * Parses a manual the way Docusaurus's MDX loader reads it: MDX with GFM
 * tables, `:::` admonitions (directives) and front matter. Only the syntax
 * tree is built; nothing is compiled or run.
 */
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** A failure in a manual source; the message starts with `file:line`. */
export class ManualSourceError extends Error {
  constructor(file: string, line: number | undefined, message: string) {
    super(`${file}${line === undefined ? '' : `:${line}`}: ${message}`);
    this.name = 'ManualSourceError';
  }
}

export function parseMdx(text: string, file: string): Root {
  try {
    return processor.parse(text);
  } catch (error) {
    const cause = error as {line?: number; reason?: string; message: string};
    throw new ManualSourceError(file, cause.line, `cannot parse MDX: ${cause.reason ?? cause.message}`);
  }
}

/** `import Name from 'source'` lines of a file: local name → module source. */
export function importsOf(tree: Root, file: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const line = node.position?.start.line;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') {
        throw new ManualSourceError(file, line, `only import statements are supported in manuals, found ${statement.type}`);
      }
      const source = String(statement.source.value);
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportDefaultSpecifier') {
          throw new ManualSourceError(file, line, `import components with a default import: import X from '${source}'`);
        }
        imports.set(specifier.local.name, source);
      }
    }
  }
  return imports;
}

const HEADING_ID = /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/;
const COMMENT = /^\s*\/\*[\s\S]*\*\/\s*$/;

/** The fixed id of `## Title {/* #id *\/}`, or undefined. */
export function headingIdComment(value: string): string | undefined {
  return HEADING_ID.exec(value)?.[1];
}

/** `{/* … *\/}`: an MDX comment, which renders nothing. */
export function isComment(value: string): boolean {
  return COMMENT.test(value);
}
