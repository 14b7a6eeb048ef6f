import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Conversation } from './types.ts';

// Splits a batch of newly written conversations into the dev set (70 %) and the held-out set
// (30 %), by conversation, with a seeded hash of its id: a conversation's side never depends on
// the others or on when it was written, so later batches (or a corrected batch written again)
// never move a conversation from one side to the other.
// `tsx conversation-eval/split.ts batch-name.json` → dev/batch-name.json + heldout/batch-name.json

const SEED = 'riffmate-conversation-eval-2026-11-25';

/** FNV-1a (32 bit) of the seed and the id, as a number in [0, 1). */
export function splitPoint(id: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${SEED}:${id}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 2 ** 32;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: split.ts <batch.json>');
  process.exit(2);
}
const convs = JSON.parse(readFileSync(file, 'utf8')) as Conversation[];
const name = basename(file);
for (const [dir, side] of [
  ['dev', convs.filter((c) => splitPoint(c.id) < 0.7)],
  ['heldout', convs.filter((c) => splitPoint(c.id) >= 0.7)],
] as const) {
  const out = join(import.meta.dirname, dir, name);
  writeFileSync(out, `${JSON.stringify(side, null, 1)}\n`);
  console.log(
    `${dir}/${name}: ${side.length} conversations, ${side.reduce((s, c) => s + c.turns.length, 0)} turns`,
  );
}
