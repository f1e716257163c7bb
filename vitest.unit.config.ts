import { defineConfig } from 'vitest/config';

// Unit tests: pure modules and Hono middleware through app.request(), in Node.
export default defineConfig({
  test: {
    name: 'unit',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
