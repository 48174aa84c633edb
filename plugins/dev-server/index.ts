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
 *
 * The bundler compiles a page's code when a browser first asks for it
 * (Rspack's lazy compilation of dynamic imports, which every route is), not
 * all of the site's some 700 pages and partials before the first page shows;
 * registryLoader.cjs says why the routes' registry needs a loader for that.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What Rspack (Docusaurus's `currentBundler` with `future.faster`) adds to webpack's API for lazy compilation. */
interface LazyBundler {
  readonly lazyCompilationMiddleware: (compiler: unknown) => (req: unknown, res: unknown, next: () => void) => void;
}

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

/** The part of webpack-dev-server's instance its `onListening` hook uses here. */
interface ListeningServer {
  readonly app?: {use(handler: unknown): void};
}

/**
 * Rspack's lazy compilation for the browser's code in dev, with the handler
 * its proxies post to; nothing for webpack, whose lazy compilation needs its
 * own backend. Rspack applies lazy compilation where that handler is made
 * for a compiler, so it is made as the compiler is created (a bundler
 * plugin), before the first compilation, and served once the dev server listens.
 */
export function lazyCompilation(bundler: {name: string; instance: unknown}, generatedFilesDir: string) {
  if (bundler.name !== 'rspack') return {};
  const {lazyCompilationMiddleware} = bundler.instance as LazyBundler;
  let handler: ReturnType<LazyBundler['lazyCompilationMiddleware']> | undefined;
  return {
    lazyCompilation: {entries: false, imports: true},
    module: {rules: [{test: path.join(generatedFilesDir, 'registry.js'), use: [{loader: path.join(__dirname, 'registryLoader.cjs')}]}]},
    plugins: [
      {
        apply(compiler: unknown) {
          handler = lazyCompilationMiddleware(compiler);
        },
      },
    ],
    // The browser asks the dev server to compile an import it reached; Docusaurus's server has no handler for that by itself.
    devServer: {
      onListening(server: ListeningServer) {
        if (handler) server.app?.use(handler);
      },
    },
  };
}

export default function devServerPlugin(context: LoadContext): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      return {
        watchOptions: {ignored: ignoredWithDependency(config.watchOptions?.ignored)},
        ...lazyCompilation(utils.currentBundler, context.generatedFilesDir),
      };
    },
  };
}
