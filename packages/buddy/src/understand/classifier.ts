/// <reference path="./nlpjs.d.ts" />
import neural, { type NeuralInput, type NeuralNetwork } from '@nlpjs/neural';
import type { ReplyIntent } from '../types.ts';
import { CORPUS } from './corpus.ts';
import { messageFeatures } from './features.ts';

/** What the classifier can tell from the words alone (uploads and context are decided after). */
export type TextIntent = Exclude<ReplyIntent, 'upload'>;

/** The classifier's verdict: the best intent, its score, and every intent's score. */
export interface Classification {
  readonly intent: TextIntent;
  readonly score: number;
  readonly scores: Readonly<Record<TextIntent, number>>;
}

let network: NeuralNetwork | null = null;
const vocabulary = new Set<string>();

/**
 * Train the intent network from the corpus (once per process; deterministic: nlp.js starts
 * every weight at zero and visits the corpus in order). Returns the training time in ms.
 * @example trainClassifier() // 180
 */
export function trainClassifier(): number {
  if (network) return 0;
  const started = performance.now();
  const data: NeuralInput[] = [];
  for (const [intent, lines] of Object.entries(CORPUS))
    for (const line of lines) {
      const input = messageFeatures(line);
      for (const f of Object.keys(input)) if (!f.includes('_')) vocabulary.add(f);
      data.push({ input, output: { [intent]: 1 } });
    }
  const net = new neural.NeuralNetwork({ log: false });
  net.train(data);
  network = net;
  return performance.now() - started;
}

/**
 * Classify a message by its words. Scores are the network's outputs normalised to sum to 1.
 * @example classify('why does a ii-V-I sound resolved?').intent // 'theory-explanation'
 */
export function classify(text: string): Classification {
  trainClassifier();
  const raw = network!.run(messageFeatures(text)) ?? {};
  const scores = {} as Record<TextIntent, number>;
  let total = 0;
  for (const intent of Object.keys(CORPUS) as TextIntent[]) total += Math.max(0, raw[intent] ?? 0);
  let best: TextIntent = 'unknown';
  for (const intent of Object.keys(CORPUS) as TextIntent[]) {
    scores[intent] = total > 0 ? Math.max(0, raw[intent] ?? 0) / total : 0;
    if (scores[intent] > (scores[best] ?? 0)) best = intent;
  }
  return { intent: best, score: scores[best] ?? 0, scores };
}

/**
 * The share of a message's words the corpus knows (entity classes count as known): how much of it
 * reads as the English the classifier learned. 1 for an empty message.
 * @example knownShare('make it faster') // 1
 * @example knownShare('hazlo más lento') // 0
 */
export function knownShare(text: string): number {
  trainClassifier();
  const words = Object.keys(messageFeatures(text)).filter((f) => !f.includes('_'));
  if (words.length === 0) return 1;
  // A bare note name ("in Eb", "in F") is a key in every language.
  const known = (w: string) => vocabulary.has(w) || w.startsWith('x') || /^[a-g][b#]?$/.test(w);
  return words.filter(known).length / words.length;
}
