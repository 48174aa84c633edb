/**
 * Two sources that claim one address: a doc's `slug:` equal to another doc's
 * URL, a page in src/pages over a manual, a doc over a category page. Docusaurus
 * only warns and keeps one of them, so a manual silently disappears; we fail
 * the build naming both files.
 */
import type {AllContent} from '@docusaurus/types';

export interface ClaimedRoute {
  readonly permalink: string;
  /** Site-relative file, or what made the route when no file did. */
  readonly source: string;
}

interface DocsContent {
  readonly loadedVersions: readonly {readonly docs: readonly {readonly permalink: string; readonly source: string}[]}[];
}
interface BlogContent {
  readonly blogPosts: readonly {readonly metadata: {readonly permalink: string; readonly source: string}}[];
}
type PagesContent = readonly {readonly permalink: string; readonly source: string}[];

function contentOf<T>(allContent: AllContent, plugin: string): T[] {
  return Object.values(allContent[plugin] ?? {}) as T[];
}

const siteFile = (source: string): string => source.replace(/^@site\//, '');

/** Every page of the docs, blog and pages plugins, with the file it came from. */
export function claimedRoutes(allContent: AllContent): ClaimedRoute[] {
  const routes: ClaimedRoute[] = [];
  for (const docs of contentOf<DocsContent>(allContent, 'docusaurus-plugin-content-docs')) {
    for (const version of docs.loadedVersions) {
      for (const doc of version.docs) routes.push({permalink: doc.permalink, source: siteFile(doc.source)});
    }
  }
  for (const blog of contentOf<BlogContent>(allContent, 'docusaurus-plugin-content-blog')) {
    for (const post of blog.blogPosts) routes.push({permalink: post.metadata.permalink, source: siteFile(post.metadata.source)});
  }
  for (const pages of contentOf<PagesContent>(allContent, 'docusaurus-plugin-content-pages')) {
    for (const page of pages) routes.push({permalink: page.permalink, source: siteFile(page.source)});
  }
  return routes;
}

/** `/docs/x/` and `/docs/x` are one address to a visitor and to a static host. */
const address = (permalink: string): string => (permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink);

/** One line per address claimed more than once, naming every claimant. */
export function duplicateRoutes(routes: readonly ClaimedRoute[]): string[] {
  const byAddress = new Map<string, string[]>();
  for (const route of routes) {
    const key = address(route.permalink);
    byAddress.set(key, [...(byAddress.get(key) ?? []), route.source]);
  }
  return [...byAddress].filter(([, sources]) => sources.length > 1).map(([url, sources]) => `${url} is the address of ${sources.join(' and of ')}`);
}
