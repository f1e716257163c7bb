import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bench',
    include: ['bench/**/*.bench-test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    fileParallelism: false,
  },
});
