import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * The password strength rule shared by the server (which enforces it) and the web app (which shows
 * it while typing, loading this module lazily: the dictionaries are large). See docs/decisions/0011.
 * Imported through `@riffmate/contract/password-strength`, never through the package index.
 */

/** zxcvbn scores 0–4; below this a password is refused. */
export const MIN_PASSWORD_SCORE = 3;
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another one.';
const WEAK_FALLBACK = 'This password is too easy to guess. Add a few more words or characters.';
/** Words an attacker would try first against any account of this product. */
const PRODUCT_WORDS = ['riffmate'];

export type PasswordVerdict =
  | { ok: true; score: number }
  | { ok: false; score: number; reason: 'common' | 'weak'; message: string };

let estimator: ZxcvbnFactory | undefined;
let commonList: Set<string> | undefined;

function estimate(password: string, userInputs: string[]): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Bounds the work per check (a 128-character random password took ~0.5 s with the defaults,
    // ~40 ms with these): l33t variants are capped, and only the first 64 characters are judged —
    // what follows can only add strength.
    l33tMaxSubstitutions: 10,
    maxLength: 64,
  });
  return estimator.check(password, userInputs);
}

/**
 * Judges a password that already has the right length: one of the ~49k most common passwords
 * (case-insensitive) is refused as common; otherwise zxcvbn must score at least MIN_PASSWORD_SCORE,
 * with the account's own e-mail and name (and the product's name) counted as guessable words.
 */
export function judgePassword(
  password: string,
  account: { email?: string | undefined; name?: string | undefined } = {},
): PasswordVerdict {
  commonList ??= new Set(common.dictionary['passwords-common'] as string[]);
  if (commonList.has(password.toLowerCase()))
    return { ok: false, score: 0, reason: 'common', message: COMMON_PASSWORD_MESSAGE };
  const inputs = [...PRODUCT_WORDS];
  if (account.email) {
    const local = account.email.split('@')[0] ?? '';
    inputs.push(account.email, local, ...account.email.split(/[@.+_-]/).filter(Boolean));
  }
  if (account.name) inputs.push(account.name, ...account.name.split(/\s+/).filter(Boolean));
  const result = estimate(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score };
  const { warning, suggestions } = result.feedback;
  const message = [warning, ...suggestions].filter(Boolean).join(' ') || WEAK_FALLBACK;
  return { ok: false, score: result.score, reason: 'weak', message };
}
