import { afterEach, describe, expect, it } from 'vitest';
import { scaledRateRules } from '../../src/rate-limit/rules.ts';
import { seedChat } from '../helpers/chats.ts';
import {
  type Live,
  LiveClient,
  latestCode,
  latestResetLink,
  liveOnboarded,
  resetTokenOf,
  startLive,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Secrets never reach the log (docs/decisions/0013, 0031): the flows that carry a password, a code,
// a reset token, a share token or a session run at LOG_LEVEL=info, and the captured log holds none.

describe.each(stores())('security: no secrets in the log ($kind)', (store) => {
  let live: Live;
  afterEach(async () => {
    await live?.close();
  });

  it('register, verify, reset, login, share: no password, code, token or session id in the log', async () => {
    live = await startLive(store, { logLevel: 'info', rateLimits: scaledRateRules(10) });
    const account = await liveOnboarded(live);
    const emailCode = latestCode(live.app, account.email);
    const smsCode = latestCode(live.app, account.phone!, 'sms');

    // A reset: the link's token, opened the old way too (as a query string), then used.
    const visitor = await LiveClient.visitor(live);
    expect((await visitor.post('/auth/request-password-reset', { email: account.email })).status).toBe(200);
    const link = await latestResetLink(live.app, account.email);
    expect(link.search).toBe(''); // the token travels in the fragment, which browsers never send
    const resetToken = resetTokenOf(link);
    await visitor.get(`/auth/reset-password?token=${resetToken}`);
    const newPassword = 'a fresh passphrase for the log test';
    const reset = await visitor.post('/auth/reset-password', { token: resetToken, password: newPassword });
    expect(reset.status, reset.text).toBe(200);

    // Wrong and right logins, then a shared chat opened through its token.
    const client = await LiveClient.visitor(live);
    const wrongPassword = 'not my password, but secret still';
    expect((await client.post('/auth/login', { email: account.email, password: wrongPassword })).status).toBe(
      401,
    );
    expect((await client.post('/auth/login', { email: account.email, password: newPassword })).status).toBe(
      200,
    );
    const session = client.cookies.rm_session!;
    const chat = await seedChat(live.app, account.userId);
    const share = await client.post(`/api/chats/share/${chat.id}`);
    expect(share.status, share.text).toBe(200);
    const sharePath: string = share.json.data.items[0].sharePath;
    const shareToken = sharePath.split('/').at(-1)!;
    expect((await visitor.get(`/api/shared/${shareToken}`)).status).toBe(200);
    expect((await visitor.get(`/api/shared/${shareToken}/files/${chat.fileId}`)).status).toBe(200);
    await visitor.get(sharePath);
    await visitor.get(`/auth/verify-email?email=${encodeURIComponent(account.email)}&code=${emailCode}`);

    const log = JSON.stringify(live.logs);
    // The flows were logged (so the test can fail), just without their secrets.
    expect(log).toContain('/api/shared/');
    expect(log).toContain('/auth/reset-password');
    expect(log).toContain('outbox: email');
    const secrets = {
      password: account.password,
      newPassword,
      wrongPassword,
      emailCode,
      smsCode,
      resetToken,
      shareToken,
      session,
      emailInQuery: encodeURIComponent(account.email),
    };
    for (const [what, secret] of Object.entries(secrets)) {
      // Bounded by non-word characters: a 6-digit code also occurs inside timestamps by chance.
      const at = log.search(
        new RegExp(`(?<![\\w-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`),
      );
      expect(at, `${what} (${secret}) is in the log: …${log.slice(at - 200, at + 50)}`).toBe(-1);
    }
  });
});
