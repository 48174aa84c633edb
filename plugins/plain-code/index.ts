/**
 * Plain-code plugin: the manuals have no code, yet the classic theme puts a
 * syntax highlighter (prism-react-renderer, ~23 KB gzip), Prism's language
 * list and the code block's buttons into the pages' bundles. Its theme
 * components override the classic theme's: a code block that shows code as
 * plain text and a grammar loader that loads nothing; the highlighter the
 * theme still imports becomes an empty stand-in. For parents on slow phones.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function plainCodePlugin(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'plain-code',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    configureWebpack() {
      // Server and client alike, so the server-rendered HTML hydrates unchanged.
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'client', 'prism-react-renderer.ts')}}};
    },
  };
}
