import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bench',
    include: ['bench/**/*.bench-test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    // A browser or a stack starting on a busy two-core machine can take longer than the default 10 s.
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
