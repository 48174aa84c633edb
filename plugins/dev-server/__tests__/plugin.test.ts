import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import devServerPlugin, {ignoredWithDependency, MDX_LOADER_DEPENDENCY} from '..';

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
    const plugin = devServerPlugin();
    const configure = (isServer: boolean) => plugin.configureWebpack!({watchOptions: {ignored: docusaurusIgnored}}, isServer, {} as never, undefined);
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
});
