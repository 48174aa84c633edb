/**
 * Lint, as Docusaurus itself, Starlight and VitePress do in CI: type-aware
 * typescript-eslint, the rules of hooks, accessibility of JSX, and
 * Docusaurus's own rules (translate() with literal strings, so
 * write-translations finds every message; <Link> for internal links).
 * `npm run lint` (part of `npm test`) allows no warning.
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build.tmp-*/',
      'build.old-*/',
      '.docusaurus/',
      '.e2e/',
      '.locale-builds/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {allowDefaultProject: ['*.mjs', '*.cjs', '*.js', 'plugins/*/*.mjs', 'plugins/*/*/*.mjs']},
        tsconfigRootDir: import.meta.dirname,
      },
      globals: {...globals.node, ...globals.browser},
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'plugins/*/client/**/*.ts', 'plugins/*/theme/**/*.ts'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      // The two rules of hooks; the plugin's React Compiler rules are for code the compiler builds, which ours is not.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...docusaurus.configs.recommended.rules,
      // Our headings outside the docs (page titles, a form's steps) have no anchor links, as the theme's own pages.
      '@docusaurus/prefer-docusaurus-heading': 'off',
    },
  },
  {files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  {
    rules: {
      // `_name` marks a parameter a signature needs and the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
      // Docusaurus's logger is a tagged template: logger.info`…` is a call.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
    },
  },
  {
    // Tests stub async APIs with async arrows and read fixtures and JSON without types.
    files: ['**/__tests__/**', 'tests/**', 'bench/**'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {files: ['**/*.js', '**/*.cjs', '**/*.mjs'], ...tseslint.configs.disableTypeChecked},
  // A CommonJS file (a bundler's loader) imports with require().
  {files: ['**/*.cjs'], languageOptions: {sourceType: 'commonjs'}, rules: {'@typescript-eslint/no-require-imports': 'off'}},
);
