import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, judgePassword } from './password-strength.ts';

describe('judgePassword', () => {
  it.each(['aaaaaaaa', '        ', 'Riffmate1', 'qwertyuiop1'])('refuses %j', (password) => {
    expect(judgePassword(password).ok).toBe(false);
  });

  it('refuses the common list with its own message, case-insensitively', () => {
    expect(judgePassword('ILOVEYOU1')).toMatchObject({
      ok: false,
      reason: 'common',
      message: COMMON_PASSWORD_MESSAGE,
    });
  });

  it("counts the account's e-mail and name as known words", () => {
    expect(judgePassword('zebulon.quagmire')).toMatchObject({ ok: true });
    expect(judgePassword('zebulon.quagmire', { email: 'zebulon.quagmire@example.com' })).toMatchObject({
      ok: false,
      reason: 'weak',
    });
  });

  it('accepts passphrases and explains refusals', () => {
    expect(judgePassword('correct horse battery staple')).toEqual({ ok: true, score: 4 });
    const weak = judgePassword('aaaaaaaa');
    expect(weak.ok).toBe(false);
    if (!weak.ok) expect(weak.message).toContain('Repeated characters');
  });

  it('stays fast on long random input (the estimator is bounded)', () => {
    const started = performance.now();
    judgePassword(
      'kj3h4k5jh34k5jh3k4j5h3k4j5h34kj5h3k4j5hk3j4h5k3j4h5k3jh45k3j4h5k3j4h5kj34h5kj3h45kj3h4k5jh34k5j',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
