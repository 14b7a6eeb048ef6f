import { defineProject } from 'vitest/config';

export default defineProject({
  // The key sweep and property tests compose hundreds of pieces: seconds of CPU on a busy 2-core machine.
  test: { name: 'music', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
