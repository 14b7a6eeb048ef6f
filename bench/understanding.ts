import { resolve } from 'node:path';
import {
  classify,
  detectLanguage,
  explanationTopic,
  extractRequest,
  knownShare,
  parseTheoryQuestion,
  trainClassifier,
} from '@riffmate/buddy';
import { timeIt } from './timing.ts';

// The brain's understanding layer: start-up (training the intent classifier from the corpus) and
// per-message cost (language check + classify + read the entities), over messages written as musicians type them.

const MESSAGES = [
  'a chill lo-fi beat in F minor at 80 bpm',
  'piano, strings, bass, drums and a sax melody',
  '16 bars bossa nova in F with bass and drums',
  'I-V-vi-IV in E, pop drums',
  'Dm7 G7 Cmaj7 Am7 at 120, jazz, swing it',
  'make it faster',
  'play it an octave lower',
  'swap the flute for a sax',
  'make bar 5 go higher',
  'change the last two bars',
  'add a chorus',
  'put it in F# minor',
  'what tempo is this?',
  'what scale can I solo with over this?',
  'why does a ii-V-I sound resolved?',
  'dorian vs aeolian?',
  'what notes are in Cmaj7?',
  'what is the relative minor of Eb major?',
  'how do I mix drums?',
  'chords to wonderwall',
  'thanks!',
  'what is the capital of france',
];

/**
 * Measure the understanding layer and return its Markdown table.
 * @example console.log(understandingTable())
 */
export function understandingTable(): string {
  const training = trainClassifier();
  const perMessage = (text: string) => () => {
    detectLanguage(text);
    knownShare(text);
    classify(text);
    extractRequest(text);
    parseTheoryQuestion(text);
    explanationTopic(text);
  };
  const rows = MESSAGES.map((text) => timeIt(perMessage(text), 200, 20));
  const medians = rows.map((r) => r.median).sort((a, b) => a - b);
  const p95s = rows.map((r) => r.p95).sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(3)} ms`;
  return [
    '| understanding layer | figure |',
    '|---|---|',
    `| start-up: train the intent classifier from the corpus (once per process) | ${ms(training)} |`,
    `| messages timed | ${MESSAGES.length} × 200 |`,
    `| per message (language + classify + entities), median over messages | ${ms(medians[Math.floor(medians.length / 2)]!)} |`,
    `| per message, slowest message's median | ${ms(medians.at(-1)!)} |`,
    `| per message, p95 (slowest message) | ${ms(p95s.at(-1)!)} |`,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) console.log(understandingTable());
