import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
      // In Node, translate() reads code.json as the PDF worker does (plugins/pdf/render/translate.ts).
      '@docusaurus/Translate': path.resolve(__dirname, 'plugins/pdf/render/translate.ts'),
    },
  },
  // The site's tsconfig leaves JSX to the bundler; tests of .tsx modules need React's automatic runtime.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'plugins/**/__tests__/**/*.test.ts', 'scripts/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
