/**
 * Plain-code plugin: the manuals have no code, yet the classic theme puts
 * a syntax highlighter (prism-react-renderer, ~23 KB gzip) in every page's
 * main bundle. This swaps it for a stand-in that renders code blocks as
 * plain text, for parents on slow phones.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function plainCodePlugin(): Plugin {
  return {
    name: 'plain-code',
    configureWebpack() {
      // Server and client alike, so the server-rendered HTML hydrates unchanged.
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'client', 'prism-react-renderer.ts')}}};
    },
  };
}
