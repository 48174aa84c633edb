import path from 'node:path';
import {defineConfig} from 'vitest/config';
import {nodeAliases} from '../../plugins/shared/aliases.mjs';

const root = path.resolve(__dirname, '../..');

/** Checks of the built manuals: PDFs (tests/pdf) and what pages, PDFs and search records say (tests/manuals); npm run test:pdf, after npm run build. */
export default defineConfig({
  root,
  resolve: {
    alias: nodeAliases(root),
  },
  esbuild: {jsx: 'automatic'},
  test: {include: ['tests/pdf/**/*.test.ts', 'tests/manuals/**/*.test.ts'], environment: 'node', testTimeout: 300_000},
});
