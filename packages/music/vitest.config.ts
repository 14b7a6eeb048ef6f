import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'music', include: ['src/**/*.test.ts'] },
});
