/**
 * The import rules of the code, checked by `npm run lint:deps` (part of
 * `npm test`). Three layers that only look down: the site (src/ but its
 * domain, docs/, the config) and the scripts use the plugins through their
 * public modules; the plugins use the domain and their shared build helpers;
 * the domain (src/domain: catalog, manuals, locales, words, formatting) uses
 * nothing of ours but itself. Plugins pass components they route to through
 * options, never by a path string into src/ (scripts/__tests__/borders.test.ts).
 * The search plugin is layered the same way inside (the search-* rules):
 * shared under node and client, Ask AI on them, the theme's components on top.
 */

/** Each plugin's public modules, below plugins/<name>/; everything else in its folder is internal. */
const PUBLIC = [
  'catalog/(index|frontMatter|remarkManual)\\.ts',
  'pdf/(index|types|mdx|manualSource|select)\\.ts',
  'search/(index|algolia|askAi/options)\\.ts',
  'search/node/(builtSite|upload)\\.ts',
  'short-links/(index|links)\\.ts',
  '(offline|page-bundles|plain-code|structured-data)/index\\.ts',
  '[^/]+/client/index\\.ts',
];
const PLUGIN_INTERNAL = `^plugins/(?!shared/)(?!(${PUBLIC.join('|')})$)`;
const BROWSER = '^(src/(components|theme|pages|hooks|lib|clientModules|domain)/|plugins/[^/]+/(askAi/)?(theme|client)/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {name: 'no-circular', severity: 'error', comment: 'An import loop: one of the two modules belongs below the other.', from: {}, to: {circular: true}},
    {
      name: 'domain-imports-only-domain',
      severity: 'error',
      comment: 'src/domain is plain data and logic, read by the site, the plugins and the scripts alike: it imports none of them.',
      from: {path: '^src/domain/', pathNot: '/__tests__/'},
      to: {path: '^(src/(?!domain/)|plugins/|scripts/|docs/|@theme/|@site/)'},
    },
    {
      name: 'domain-without-react',
      severity: 'error',
      comment: 'No React in the domain; translate() of @docusaurus/Translate is its one message lookup (in Node it reads code.json).',
      from: {path: '^src/domain/', pathNot: '/__tests__/'},
      to: {path: '^(react|react-dom)(/|$)|^@docusaurus/(?!Translate$)|^@theme/|(^|/)node_modules/(react|react-dom|@docusaurus)/'},
    },
    {
      name: 'browser-code-without-node',
      severity: 'error',
      comment: 'Code that runs in the browser cannot use Node modules: a build-only helper lives in plugins/shared or beside its plugin.',
      from: {path: BROWSER, pathNot: '/__tests__/'},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'plugins-not-into-site',
      severity: 'error',
      comment: 'A plugin uses the domain, never the site’s components, hooks, theme or lib: it receives what it needs through options.',
      from: {path: '^plugins/'},
      to: {path: '^src/(?!domain/)'},
    },
    {
      name: 'plugin-internals',
      severity: 'error',
      comment: 'Another plugin, the site and the scripts use a plugin only through its public modules.',
      from: {path: '^(plugins/([^/]+)/|src/|docs/|scripts/|docusaurus\\.config\\.ts|sidebars\\.ts)', pathNot: '/__tests__/'},
      to: {path: PLUGIN_INTERNAL, pathNot: '^plugins/$2/'},
    },
    {
      name: 'shared-build-helpers-stay-down',
      severity: 'error',
      comment: 'plugins/shared holds build helpers the plugins and scripts share: it imports no plugin, and browser code does not import it.',
      from: {path: '^plugins/shared/'},
      to: {path: '^plugins/(?!shared/)'},
    },
    {
      name: 'search-theme-on-top',
      severity: 'error',
      comment:
        'The search plugin in layers that only look down: shared (plain logic) under node (build) and client (browser hooks and logic), Ask AI (askAi/) on them, theme (components) on top. Only theme components import theme components.',
      from: {path: '^plugins/search/(?!theme/)'},
      to: {path: '^plugins/search/theme/'},
    },
    {
      name: 'search-shared-at-the-bottom',
      severity: 'error',
      comment: 'plugins/search/shared is the logic the build, the browser and the benchmarks all run: it imports no other part of the plugin.',
      from: {path: '^plugins/search/shared/'},
      to: {path: '^plugins/search/(?!shared/)'},
    },
    {
      name: 'search-shared-without-react',
      severity: 'error',
      comment: 'plugins/search/shared runs in Node as well as in the browser: no React, Docusaurus or DocSearch.',
      from: {path: '^plugins/search/shared/', pathNot: '/__tests__/'},
      to: {path: '^(react|react-dom)(/|$)|^@(docusaurus|docsearch|theme)/|(^|/)node_modules/(react|react-dom|@docusaurus|@docsearch)/'},
    },
    {
      name: 'search-shared-without-node',
      severity: 'error',
      comment: 'plugins/search/shared runs in the browser as well as in Node: no Node modules.',
      from: {path: '^plugins/search/shared/', pathNot: '/__tests__/'},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'search-client-and-node-apart',
      severity: 'error',
      comment: 'The browser side (client/) and the build side (node/) of the search share only what is in shared/.',
      from: {path: '^plugins/search/(askAi/)?client/'},
      to: {path: '^plugins/search/node/'},
    },
    {
      name: 'search-node-and-client-apart',
      severity: 'error',
      comment: 'The build side (node/) and the browser side (client/) of the search share only what is in shared/.',
      from: {path: '^plugins/search/node/'},
      to: {path: '^plugins/search/(askAi/)?client/'},
    },
    {
      name: 'search-under-ask-ai',
      severity: 'error',
      comment: 'Ask AI builds on the search (its index, its local answerer): the search itself never imports askAi/.',
      from: {path: '^plugins/search/(shared|client|node)/'},
      to: {path: '^plugins/search/askAi/'},
    },
    {
      name: 'ask-ai-components-on-ask-ai',
      severity: 'error',
      comment: "Ask AI's components use its own code (askAi/) and the plain shared logic, not the search's browser client.",
      from: {path: '^plugins/search/theme/(AskAiScreen|RecentConversations)/'},
      to: {path: '^plugins/search/(client|node)/'},
    },
    {
      name: 'site-without-build-helpers',
      severity: 'error',
      comment: 'Build-only helpers (Node) stay out of the site’s code.',
      from: {path: '^src/', pathNot: '/__tests__/'},
      to: {path: '^plugins/shared/'},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(build|\\.docusaurus|\\.e2e|\\.locale-builds|test-results)/'},
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {text: {highlightFocused: true}},
  },
};
