import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const programs = (reply: ReturnType<typeof playChat>[number]) =>
  reply.piece!.parts.filter((p) => p.channel !== 9).map((p) => p.program);

describe('an instrument made into another one', () => {
  it.each([
    ['folk tune in D with a clean electric, bass and drums', 27],
    ['indie rock in A, clean electric and drums', 27],
  ])('"%s" plays an electric guitar', (ask, program) => {
    const [made] = playChat([ask], 1);
    expect(programs(made!)).toContain(program);
  });

  it.each([
    ['pop in F with electric guitar, bass and drums', 'can you make my guitar acoustic', 27, 25],
    ['folk in E, acoustic guitar, bass and drums', 'turn the guitar electric', 25, 27],
    ['ballad in C', 'make the piano a wurlitzer', 0, 4],
    ['pop in G', 'make the piano sound like an organ', 0, 16],
  ])('%s → "%s" moves the part to the new instrument', (ask, edit, from, to) => {
    const [, edited] = playChat([ask, edit], 1);
    expect(edited!.text).toMatch(/^Done/);
    expect(programs(edited!)).not.toContain(from);
    expect(programs(edited!).some((p) => Math.abs(p - to) <= 1)).toBe(true);
  });
});
