import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'plugins/**/__tests__/**/*.test.ts', 'scripts/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
