import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another one.';

/** argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1); memory comes from config (tests may lower it). */
function options(memoryKiB: number) {
  return {
    algorithm: 2 as Algorithm, // Argon2id (a const enum, so spelled as its value)
    memoryCost: memoryKiB,
    timeCost: 2,
    parallelism: 1,
  };
}

export function hashPassword(password: string, memoryKiB: number): Promise<string> {
  return hash(password, options(memoryKiB));
}

/** False for a wrong password or a malformed hash; never throws for bad input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as checking a real password, for unknown e-mails (login) and for the
 * paths that must look like a registration, so timing does not reveal whether an account exists.
 */
export async function burnPasswordCheck(password: string, memoryKiB: number): Promise<void> {
  let dummy = dummyHashes.get(memoryKiB);
  if (!dummy) {
    dummy = hashPassword('riffmate-dummy-password-for-timing', memoryKiB);
    dummyHashes.set(memoryKiB, dummy);
  }
  await verifyPassword(await dummy, password);
}

let common: Set<string> | undefined;

/**
 * True for one of the ~49k most common passwords (zxcvbn's list), case-insensitively (OWASP ASVS 6.2.4:
 * check against breached/common passwords instead of composition rules).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}
