import path from 'node:path';
import {defineConfig} from 'vitest/config';
import {nodeAliases} from './plugins/shared/aliases.mjs';

export default defineConfig({
  resolve: {
    // In Node, translate() reads code.json as the PDF worker does.
    alias: nodeAliases(path.resolve(__dirname)),
  },
  // The site's tsconfig leaves JSX to the bundler; tests of .tsx modules need React's automatic runtime.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'plugins/**/__tests__/**/*.test.ts', 'scripts/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
