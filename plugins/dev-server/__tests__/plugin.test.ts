import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import devServerPlugin, {ignoredWithDependency, lazyCompilation, MDX_LOADER_DEPENDENCY} from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler's loader is CommonJS, as the bundler requires it
const registryLoader = require('../registryLoader.cjs') as (source: string) => string;

const site = path.resolve(__dirname, '..', '..', '..');
const dependency = path.join(site, '.docusaurus', 'docusaurus-plugin-content-docs', 'default', '__mdx-loader-dependency.json');
// What Docusaurus's `docusaurus start` has the watcher ignore (@docusaurus/core, webpack/client.js).
const docusaurusIgnored = /node_modules\/(?!@docusaurus)/;

describe('dev-server plugin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has the watcher ignore the docs MDX loader dependency, and still what Docusaurus ignores', () => {
    const ignored = ignoredWithDependency(docusaurusIgnored) as RegExp;
    expect(ignored.test(dependency)).toBe(true);
    expect(ignored.test(path.join(site, 'node_modules', 'react', 'index.js'))).toBe(true);
    expect(ignored.test(path.join(site, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'App.js'))).toBe(false);
    for (const watched of ['i18n/it/docusaurus-plugin-content-docs/current/flow/125-770.mdx', 'docs/flow/125-770.mdx', '.docusaurus/registry.js']) {
      expect(ignored.test(path.join(site, watched))).toBe(false);
    }
  });

  it('adds a glob where the watcher is given globs', () => {
    expect(ignoredWithDependency('**/node_modules')).toEqual(['**/node_modules', '**/docusaurus-plugin-content-docs/*/__mdx-loader-dependency.json']);
    expect(ignoredWithDependency(undefined)).toBe(MDX_LOADER_DEPENDENCY);
  });

  it('changes the client config of the dev server only', () => {
    const plugin = devServerPlugin({generatedFilesDir: path.join(site, '.docusaurus')} as never);
    const utils = {currentBundler: {name: 'webpack', instance: {}}} as never;
    const configure = (isServer: boolean) => plugin.configureWebpack!({watchOptions: {ignored: docusaurusIgnored}}, isServer, utils, undefined);
    vi.stubEnv('NODE_ENV', 'production');
    expect(configure(false)).toEqual({});
    vi.stubEnv('NODE_ENV', 'development');
    expect(configure(true)).toEqual({});
    expect((configure(false) as {watchOptions: {ignored: RegExp}}).watchOptions.ignored.test(dependency)).toBe(true);
  });

  it('names the file the docs plugin of the installed Docusaurus writes', () => {
    // A rename would leave every MDX module recompiled again after a save of a translation: nothing else would fail.
    const source = fs.readFileSync(require.resolve('@docusaurus/plugin-content-docs/lib/index.js', {paths: [site]}), 'utf8');
    const written = /join\(dataDir, '([^']+)'\)/.exec(source)?.[1];
    expect(written).toBe('__mdx-loader-dependency.json');
    expect(MDX_LOADER_DEPENDENCY.test(path.join('x', 'docusaurus-plugin-content-docs', 'default', written!))).toBe(true);
  });

  it('has Rspack compile a page when the browser first asks for it, with the handler its requests need', () => {
    const handler = () => undefined;
    const lazyCompilationMiddleware = vi.fn(() => handler);
    const generated = path.join(site, '.docusaurus');
    const config = lazyCompilation({name: 'rspack', instance: {lazyCompilationMiddleware}}, generated) as {
      lazyCompilation: unknown;
      module: {rules: {test: string; use: {loader: string}[]}[]};
      plugins: {apply(compiler: unknown): void}[];
      devServer: {onListening(server: unknown): void};
    };
    expect(config.lazyCompilation).toEqual({entries: false, imports: true});
    // Rspack applies lazy compilation where the handler is made: as the compiler is created, before it compiles.
    const compiler = {};
    config.plugins[0]!.apply(compiler);
    expect(lazyCompilationMiddleware).toHaveBeenCalledWith(compiler);
    const use = vi.fn();
    config.devServer.onListening({app: {use}});
    expect(use).toHaveBeenCalledWith(handler);
    const [rule] = config.module.rules;
    expect(rule!.test).toBe(path.join(generated, 'registry.js'));
    expect(rule!.use[0]!.loader).toBe(path.join(site, 'plugins', 'dev-server', 'registryLoader.cjs'));
    // Webpack's lazy compilation needs a backend of its own: nothing is changed there.
    expect(lazyCompilation({name: 'webpack', instance: {}}, generated)).toEqual({});
  });

  it('keeps each route loaded by its import() without the weak reference that would compile every page at start', () => {
    // The line as the installed Docusaurus writes it: a change of shape would leave every page compiled at start, and nothing else would fail.
    const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js', {paths: [site]}), 'utf8');
    const template = /`\s*"\$\{chunkName\}": \[.*\],`/.exec(codegen)?.[0];
    expect(template).toContain('require.resolveWeak("${modulePath}")');
    const line = `"__comp---a": [() => import(/* webpackChunkName: "__comp---a" */ "@site/docs/flow/125.mdx"), "@site/docs/flow/125.mdx", require.resolveWeak("@site/docs/flow/125.mdx")],`;
    expect(registryLoader(line)).toBe(
      `"__comp---a": [() => import(/* webpackChunkName: "__comp---a" */ "@site/docs/flow/125.mdx"), "@site/docs/flow/125.mdx", undefined],`,
    );
  });
});
