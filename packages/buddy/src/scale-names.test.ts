import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

describe('scales beyond the modes, however they are asked', () => {
  it.each([
    ['whats the hungarian minor scale', 'C hungarian minor: C – D – Eb – F# – G – Ab – B'],
    ['notes in the phrygian dominant scale on E', 'E phrygian dominant: E – F – G# – A – B – C – D'],
    ['whats a whole tone scale', 'C whole tone: C – D – E – F# – G# – A#'],
    ['spell the double harmonic scale in D', 'D – Eb – F# – G – A – Bb – C#'],
    ['whats the diminished scale', 'C – D – Eb – F – Gb – Ab – A – B'],
    ['what notes r in the G half whole diminished scale', 'G – Ab – Bb – B – C# – D – E – F'],
    ['whats a bebop scale', 'C – D – E – F – G – A – Bb – B'],
    ['a lydian augmented scale notes', 'A lydian augmented: A – B – C# – D# – E# – F# – G#'],
    ['f# locrian #2 notes?', 'F# – G# – A – B – C – D – E'],
  ])('%s', (ask, notes) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain(notes);
  });

  it('a diminished chord stays a chord', () => {
    const [reply] = playChat(['notes of c diminished']);
    expect(reply!.text).toContain('C – Eb – Gb');
  });
});
