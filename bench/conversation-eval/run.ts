import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type ChatTurn, type ComposerReply, MIDI_UPLOAD_LIMITS, readState, respond } from '@riffmate/buddy';
import { compose, deriveSeed, parseKey, pieceToMidi, transformMidi } from '@riffmate/music';
import { type Check, checkTurn, METRICS, type Metric } from './checks.ts';
import { type MidiFacts, readMidi, sameMusic } from './measure.ts';
import type { Attachment, Category, Change, Conversation, Turn } from './types.ts';

// The conversation evaluation: every conversation of a set is played turn by turn through
// `respond()`, the way the server feeds the built-in brain (see
// apps/server/src/providers/models/builtin-composer.ts), and every reply's text and MIDI are
// checked against what a musician asked for. A measurement: it prints its tables and exits 0.
// `tsx conversation-eval/run.ts [--json] [--verbose] [--set dev|heldout|multilingual]`
// `--verbose` lists the failed checks of dev and multilingual turns (never of the held-out set);
// `--match text` plays only the dev or multilingual conversations whose id contains it.

const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    set: { type: 'string' },
    match: { type: 'string' },
  },
});

const ROOT = import.meta.dirname;

function load(dir: string): Conversation[] {
  return readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(ROOT, dir, f), 'utf8')) as Conversation[]);
}

type BrainOptions = NonNullable<Parameters<typeof respond>[1]> & { readonly seed?: number };

/** A MIDI file the user attaches, made by the engine (an upload as a DAW would export it). */
function attachment(a: Attachment): Uint8Array {
  const key = parseKey(a.key);
  if (!key) throw new Error(`bad attachment key ${a.key}`);
  const made = compose({
    key,
    bars: a.bars,
    tempo: a.tempo,
    style: a.style ?? 'pop',
    parts: a.parts,
    seed: a.seed,
  });
  if (!made.ok) throw new Error(`attachment does not compose: ${JSON.stringify(made)}`);
  return pieceToMidi(made.piece);
}

interface TurnResult {
  readonly conversation: string;
  readonly turn: number;
  readonly user: string;
  readonly category: Category;
  readonly lang: string;
  readonly intent: string;
  readonly reply: string;
  readonly checks: Check[];
}

/** The newest MIDI file in the chat (an upload, or a file an assistant turn made from one). */
function latestFile(chat: readonly ChatTurn[]): Uint8Array | null {
  for (let i = chat.length - 1; i >= 0; i--) {
    const t = chat[i]!;
    if (t.role === 'user' && t.midi) return t.midi;
    if (t.role === 'assistant' && t.file) return t.file.midi;
  }
  return null;
}

/** What the scorer keeps of a reply. */
interface Answer {
  readonly text: string;
  readonly intent: string;
  /** The state to store with the assistant turn, as the chat database keeps it (plain JSON). */
  readonly state: ComposerReply['state'] | null;
  readonly midi: Uint8Array | null;
  /** The file a MIDI transform made (the server stores it with the assistant turn). */
  readonly file: Uint8Array | null;
}

/**
 * One reply, exactly as the server asks for it: the whole chat so far (user text + attached file;
 * assistant text + stored state read back by `readState` + the file a transform made). A brain
 * that throws answers with the error, so one bad message does not stop the measurement.
 */
function ask(chat: readonly ChatTurn[], replyId: string): Answer {
  // The server seeds each reply from the id it gives the reply (deriveSeed(0, id)), so a fresh chat
  // or Regenerate with the same words gives a new take; here the id is the chat's and the turn's.
  // A brain that takes no seed ignores it.
  const options: BrainOptions = { seed: deriveSeed(0, replyId) };
  let reply: ComposerReply;
  try {
    reply = respond(chat, options);
  } catch (error) {
    return {
      text: `(threw: ${(error as Error).message})`,
      intent: 'unknown',
      state: null,
      midi: null,
      file: null,
    };
  }
  let file: Uint8Array | null = null;
  if (reply.upload?.transform) {
    const source = latestFile(chat);
    const made = source ? transformMidi(source, reply.upload.transform, MIDI_UPLOAD_LIMITS) : null;
    if (made?.ok) file = made.result.midi;
  }
  const state = reply.state ? readState(JSON.parse(JSON.stringify(reply.state))) : null;
  return { text: reply.text, intent: reply.intent, state, midi: reply.midi ?? file, file };
}

/**
 * The key the chat asked for after this turn: a new piece's own (or none), a key change's, none
 * after a transposition (the file's key signature tells then), otherwise the one before.
 */
function keyAfter(turn: Turn, before: string | null): string | null {
  if (turn.category === 'new-piece') return turn.expect.key ?? null;
  if (turn.expect.key) return turn.expect.key;
  const changes: readonly Change[] = Array.isArray(turn.expect.change)
    ? turn.expect.change
    : turn.expect.change
      ? [turn.expect.change as Change]
      : [];
  if (changes.some((c) => c.kind === 'transpose')) return null;
  return changes.find((c): c is Extract<Change, { kind: 'key' }> => c.kind === 'key')?.key ?? before;
}

/** Play a conversation as one chat; `chat` tells two fresh chats with the same words apart. */
function play(conv: Conversation, chat = 0): { results: TurnResult[]; firstMidi: MidiFacts | null } {
  const history: ChatTurn[] = [];
  const results: TurnResult[] = [];
  let focus: MidiFacts | null = null;
  let statedKey: string | null = null;
  let firstMidi: MidiFacts | null = null;
  conv.turns.forEach((turn, i) => {
    if (turn.attach) {
      const bytes = attachment(turn.attach);
      history.push({
        role: 'user',
        text: turn.user,
        midi: bytes,
        fileId: `file-${conv.id}-${i}`,
        filename: turn.attach.filename,
      });
      focus = readMidi(bytes);
      statedKey = turn.attach.key;
    } else history.push({ role: 'user', text: turn.user });
    const answer = ask(history, `${conv.id}#${chat}#${i}`);
    const { midi, file } = answer;
    const now = midi ? readMidi(midi) : null;
    if (i === 0) firstMidi = now;
    const checks = checkTurn(turn, { text: answer.text, intent: answer.intent, now, prev: focus, statedKey });
    results.push({
      conversation: conv.id,
      turn: i,
      user: turn.user,
      category: turn.category,
      lang: conv.lang ?? 'en',
      intent: answer.intent,
      reply: answer.text,
      checks,
    });
    statedKey = keyAfter(turn, statedKey);
    if (now) focus = now;
    history.push({
      role: 'assistant',
      text: answer.text,
      state: answer.state,
      ...(file ? { file: { fileId: `made-${conv.id}-${i}`, midi: file } } : {}),
    });
  });
  return { results, firstMidi };
}

function runSet(convs: readonly Conversation[]): TurnResult[] {
  const all: TurnResult[] = [];
  for (const conv of convs) {
    const { results, firstMidi } = play(conv);
    if (conv.freshTwice) {
      // The same words in a second, fresh chat must give a new take.
      const again = play({ ...conv, turns: conv.turns.slice(0, 1) }, 1).firstMidi;
      const differs = firstMidi !== null && again !== null && !sameMusic(firstMidi, again);
      results[0]!.checks.push({ metric: 'variety', ok: differs, detail: 'a fresh chat gave the same music' });
    }
    all.push(...results);
  }
  return all;
}

interface Summary {
  readonly turns: number;
  readonly conversations: number;
  readonly metrics: Record<string, { hit: number; total: number }>;
  readonly falseClaims: number;
  /** False claims over MIDI that did not change at all. */
  readonly falseClaimsUnchanged: number;
  readonly categories: Record<string, { turns: number; intent: number; allChecks: number }>;
}

function summarise(results: readonly TurnResult[]): Summary {
  const metrics: Record<string, { hit: number; total: number }> = {};
  const categories: Record<string, { turns: number; intent: number; allChecks: number }> = {};
  let falseClaims = 0;
  let falseClaimsUnchanged = 0;
  for (const r of results) {
    for (const c of r.checks) {
      const m = metrics[c.metric] ?? { hit: 0, total: 0 };
      metrics[c.metric] = m;
      m.total++;
      if (c.ok) m.hit++;
      if (c.metric === 'no false claim' && !c.ok) {
        falseClaims++;
        if (c.detail.includes('MIDI unchanged')) falseClaimsUnchanged++;
      }
    }
    const cat = categories[r.category] ?? { turns: 0, intent: 0, allChecks: 0 };
    categories[r.category] = cat;
    cat.turns++;
    if (r.checks.find((c) => c.metric === 'intent')?.ok) cat.intent++;
    if (r.checks.every((c) => c.ok)) cat.allChecks++;
  }
  return {
    turns: results.length,
    conversations: new Set(results.map((r) => r.conversation)).size,
    metrics,
    falseClaims,
    falseClaimsUnchanged,
    categories,
  };
}

const pct = (hit: number, total: number) => (total === 0 ? '—' : `${((100 * hit) / total).toFixed(1)} %`);

function printSummary(name: string, s: Summary): void {
  console.log(`\n### ${name}: ${s.conversations} conversations, ${s.turns} turns\n`);
  console.log('| figure | score | checks |\n|---|---|---|');
  for (const m of METRICS as readonly Metric[]) {
    const r = s.metrics[m];
    if (!r) continue;
    console.log(`| ${m} | ${pct(r.hit, r.total)} | ${r.hit}/${r.total} |`);
  }
  console.log(
    `| **false claims of change** | **${s.falseClaims}** | ${s.falseClaimsUnchanged} over unchanged MIDI |`,
  );
  console.log('\n| category | turns | intent | every check passes |\n|---|---|---|---|');
  for (const [cat, c] of Object.entries(s.categories).sort()) {
    console.log(`| ${cat} | ${c.turns} | ${pct(c.intent, c.turns)} | ${pct(c.allChecks, c.turns)} |`);
  }
}

const MUSICAL: readonly Metric[] = [
  'music made',
  'key',
  'tempo',
  'meter',
  'bars',
  'parts & instruments',
  'stated chords',
  'edit applied',
];
const THEORY: readonly Metric[] = ['theory facts', 'explanations'];

/** One row per language: the musical checks together, theory answers, reply language. */
function printLanguages(report: Record<string, Summary>): void {
  const sum = (s: Summary, ms: readonly Metric[]) =>
    ms.reduce(
      (acc, m) => ({
        hit: acc.hit + (s.metrics[m]?.hit ?? 0),
        total: acc.total + (s.metrics[m]?.total ?? 0),
      }),
      { hit: 0, total: 0 },
    );
  console.log('\n### multilingual by language\n');
  console.log(
    '| language | turns | intent | musical checks | theory answers | reply language | every check passes |\n|---|---|---|---|---|---|---|',
  );
  for (const [name, s] of Object.entries(report).filter(([n]) => n.startsWith('multilingual-'))) {
    const intent = s.metrics.intent ?? { hit: 0, total: 0 };
    const musical = sum(s, MUSICAL);
    const theory = sum(s, THEORY);
    const lang = s.metrics['reply language'];
    const all = Object.values(s.categories).reduce((n, c) => n + c.allChecks, 0);
    console.log(
      `| ${name.slice('multilingual-'.length)} | ${s.turns} | ${pct(intent.hit, intent.total)} | ${pct(musical.hit, musical.total)} | ${pct(theory.hit, theory.total)} | ${lang ? pct(lang.hit, lang.total) : 'not required'} | ${pct(all, s.turns)} |`,
    );
  }
}

function printFailures(results: readonly TurnResult[]): void {
  for (const r of results) {
    const failed = r.checks.filter((c) => !c.ok);
    if (failed.length === 0) continue;
    console.log(`\n[${r.conversation} #${r.turn + 1}] ${r.user}`);
    console.log(`  → (${r.intent}) ${r.reply.slice(0, 160).replace(/\n/g, ' ')}`);
    for (const f of failed) console.log(`  ✗ ${f.metric}: ${f.detail}`);
  }
}

const sets = (args.set ? [args.set] : ['dev', 'heldout', 'multilingual']).filter((s) =>
  ['dev', 'heldout', 'multilingual'].includes(s),
);
const report: Record<string, Summary> = {};
const started = performance.now();
for (const set of sets) {
  const convs = load(set);
  const results = runSet(
    args.match && set !== 'heldout' ? convs.filter((c) => c.id.includes(args.match!)) : convs,
  );
  if (set === 'multilingual') {
    report.multilingual = summarise(results);
    for (const lang of [...new Set(results.map((r) => r.lang))].sort())
      report[`multilingual-${lang}`] = summarise(results.filter((r) => r.lang === lang));
  } else report[set] = summarise(results);
  if (!args.json) {
    printSummary(set, report[set]!);
    if (set === 'multilingual') printLanguages(report);
    if (args.verbose && set !== 'heldout') printFailures(results);
  }
}
if (args.json) console.log(JSON.stringify(report, null, 2));
else console.log(`\nconversation eval: ${((performance.now() - started) / 1000).toFixed(1)} s`);
