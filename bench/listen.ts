import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ChatTurn, type ComposerReply, respond } from '@riffmate/buddy';
import { compose, pieceToMidi, STYLE_IDS, type StyleId, styleArrangement } from '@riffmate/music';

// Writes example pieces of every style (plus a few edits and meters) to a folder for a listening
// check in a DAW or any MIDI player: `npm run listen -w @riffmate/bench -- ./listen-out`.
// `genre-*.mid` come straight from the engine (each genre's own line-up, 16 bars — 24 for the
// blues), `style-*.mid` through the chat brain from a prompt.

const folder = resolve(process.cwd(), process.argv[2] ?? 'listen-out');
mkdirSync(folder, { recursive: true });

const STYLE_PROMPTS: Readonly<Record<string, string>> = {
  pop: 'an upbeat pop song in D major, 16 bars',
  rock: 'a rock song in E minor with distorted guitar at 140 bpm, 16 bars',
  'lo-fi': 'a chill lo-fi beat in F minor at 80 bpm on Rhodes, 16 bars',
  jazz: 'a jazz tune in Bb with upright bass and a sax melody, swung, 16 bars',
  'bossa-nova': 'a bossa nova in D minor on nylon guitar with flute, 16 bars',
  funk: 'a funk groove in E minor with slap bass and clavinet, 16 bars',
  house: 'a deep house track in A minor at 124 bpm, 16 bars',
  'hip-hop': 'a boom bap hip-hop beat in C minor with an 808 bass, 16 bars',
  ballad: 'a piano ballad in Eb major, humanized, 16 bars',
  waltz: 'a waltz in G major with strings, 16 bars',
  folk: 'a folk tune in G in 6/8 on acoustic guitar, 16 bars',
  cinematic: 'an epic cinematic cue in D minor with choir and strings, 16 bars',
};
const EXTRAS: readonly (readonly string[])[] = [
  ['something melancholy for a rainy night'],
  ['| Dm7 | G7 | Cmaj7 | Cmaj7 | jazz at 120 bpm', 'make the bass busier'],
  ['I–V–vi–IV in D, upbeat pop', 'transpose up a fourth'],
  ['a rock groove in 5/4 in E minor'],
  ['something in 7/8 in D dorian'],
  ['lo-fi over Am F C G', 'now in 3/4'],
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
let written = 0;
const write = (name: string, turns: readonly string[]) => {
  const chat: ChatTurn[] = [];
  let last: ComposerReply | null = null;
  for (const text of turns) {
    chat.push({ role: 'user', text });
    last = respond(chat);
    chat.push({ role: 'assistant', text: last.text, state: last.state ?? null });
  }
  if (!last?.midi) {
    console.error(`no MIDI for ${turns.join(' → ')}`);
    return;
  }
  const file = join(folder, `${name}.mid`);
  writeFileSync(file, last.midi);
  written++;
  console.log(`${file}\n  ${turns.join(' → ')}\n  ${last.text.split('\n')[0]}`);
};
for (const style of STYLE_IDS) if (STYLE_PROMPTS[style]) write(`style-${style}`, [STYLE_PROMPTS[style]]);
const writeGenre = (style: StyleId, i: number) => {
  const r = compose({
    key: { tonic: ['C', 'D', 'E', 'F', 'G', 'A', 'Bb'][i % 7]!, mode: i % 2 === 0 ? 'minor' : 'major' },
    bars: style === 'blues' ? 24 : 16,
    style,
    parts: styleArrangement(style),
    seed: 100 + i,
  });
  if (!r.ok) {
    console.error(`no MIDI for ${style}: ${r.error}`);
    return;
  }
  const file = join(folder, `genre-${style}.mid`);
  writeFileSync(file, pieceToMidi(r.piece));
  written++;
  console.log(`${file}\n  ${r.piece.meta.title}: ${r.piece.parts.map((p) => p.name).join(', ')}`);
};
STYLE_IDS.forEach(writeGenre);
EXTRAS.forEach((turns, i) => {
  write(`extra-${i + 1}-${slug(turns.at(-1)!)}`, turns);
});
console.log(`\n${written} files in ${folder}`);
