import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { AccountErrorCode } from '@riffmate/contract';
import { judgePassword } from '@riffmate/contract/password-strength';
import { badRequest } from '../../http/errors.ts';

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

/**
 * The password policy of register, reset and change (docs/decisions/0011): the length rule is the
 * contract's schema; here a common password (400 PASSWORD_TOO_COMMON) or one the strength estimator
 * scores below 3 (400 PASSWORD_TOO_WEAK, its feedback as the message) is refused. The account's
 * e-mail and name count as words an attacker would try.
 */
export function assertStrongPassword(password: string, account: { email: string; name: string }): void {
  const verdict = judgePassword(password, account);
  if (verdict.ok) return;
  throw badRequest(
    verdict.message,
    verdict.reason === 'common' ? AccountErrorCode.PasswordTooCommon : AccountErrorCode.PasswordTooWeak,
  );
}
