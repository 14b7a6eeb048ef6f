import { defineProject } from 'vitest/config';

export default defineProject({
  // Conversation tests compose whole pieces: seconds of CPU on a busy 2-core machine.
  test: { name: 'buddy', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
