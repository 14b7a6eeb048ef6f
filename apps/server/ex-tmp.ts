import { respond, readState } from '@riffmate/buddy';
type T = Parameters<typeof respond>[0][number];
const convs: string[][] = [
  ['yo write me a chill lofi beat in f major w/ rhodes'],
  ['export as wav'],
  ['écris-moi une valse en la mineur'],
  ['hazme una bachata en mi menor con guitarra'],
  ['chords for wonderwall'],
  ['metal riff in drop d, 160 bpm, chuggy'],
  ['make it half time'],
  ['write a 12 bar blues in A shuffle feel', 'make it faster like 140'],
  ['gimme a boom bap beat 90bpm with a dusty piano'],
  ['write a sad piano ballad in c# minor 70bpm'],
  ['something sad and slow for piano'],
  ['a jazz ballad in Bb with a tenor sax melody', 'add a sax melody'],
];
for (const msgs of convs) {
  const h: T[] = [];
  for (const m of msgs) {
    h.push({ role: 'user', text: m });
    const r = respond(h, { seed: 7 });
    console.log('> ' + m + '\n  [' + r.intent + '] ' + r.text.replace(/\n/g, ' / ').slice(0, 330));
    if (r.notes) console.log('  parts: ' + r.notes.map((p) => p.name).join(', '));
    h.push({ role: 'assistant', text: r.text, state: r.state ?? null } as T);
  }
}
