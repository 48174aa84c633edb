/**
 * The dev server for editors (`npm start`); nothing in a build.
 *
 * A save under `i18n/<locale>/` (a translated manual, `code.json`) makes
 * Docusaurus reload the whole site, and the docs plugin, created anew, writes
 * its `__mdx-loader-dependency.json` again. Every MDX module of the docs
 * depends on that file, so the bundler compiled every manual and partial of
 * the locale again (some 300 files, 2–4 s on two cores) after each such save,
 * and the browser got the saved page only once that was done. The running
 * bundler keeps the MDX loader it started with whatever the file says (other
 * docs options need a restart of the dev server anyway), so its watcher
 * ignores that file: a save compiles the saved file, as for an English one.
 * The file is written anew at each start, so the next start is unaffected.
 */
import type {Plugin} from '@docusaurus/types';

/** The docs plugin's file (@docusaurus/plugin-content-docs, createMdxLoaderDependencyFile), for any plugin id. */
export const MDX_LOADER_DEPENDENCY = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]__mdx-loader-dependency\.json$/;

type Ignored = string | RegExp | readonly string[] | undefined;

/** What the watcher ignores: what Docusaurus has it ignore, and the docs' MDX loader dependency. */
export function ignoredWithDependency(ignored: Ignored): RegExp | string[] {
  if (ignored === undefined) return MDX_LOADER_DEPENDENCY;
  if (ignored instanceof RegExp) return new RegExp(`(?:${ignored.source})|(?:${MDX_LOADER_DEPENDENCY.source})`, ignored.flags);
  // Glob patterns cannot hold a regular expression: the same file as a glob.
  return [...(typeof ignored === 'string' ? [ignored] : ignored), '**/docusaurus-plugin-content-docs/*/__mdx-loader-dependency.json'];
}

export default function devServerPlugin(): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      return {watchOptions: {ignored: ignoredWithDependency(config.watchOptions?.ignored)}};
    },
  };
}
