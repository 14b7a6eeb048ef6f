import { parseMail, SmtpSink } from '@riffmate/test-support/smtp-sink';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { Client, email, type Harness, PASSWORD, readOutbox, startApp } from './helpers/auth.ts';
import { stores } from './stores.ts';

describe.each(stores())('SMTP through nodemailer on $kind', (store) => {
  const sink = new SmtpSink();
  const received = sink.received;
  let h: Harness;
  let app: App;

  beforeAll(async () => {
    await sink.start();
  });
  afterAll(async () => {
    await sink.close();
  });
  beforeEach(async () => {
    received.length = 0;
    h = await startApp(store, {
      mail: { smtpUrl: sink.url, from: 'Riffmate <no-reply@riffmate.test>' },
    });
    app = h.app;
  });
  afterEach(async () => {
    await h.close();
  });

  it('register sends the code as a text and an HTML part; nothing goes to the outbox', async () => {
    const client = await Client.start(app);
    const address = email();
    const response = await client.post('/auth/register', {
      name: 'Ada <b>Lovelace</b>',
      email: address,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.from).toBe('no-reply@riffmate.test');
    expect(message.to).toEqual([address]);
    expect(message.raw).toMatch(/^Subject: Your Riffmate verification code: \d{6}/m);
    const { text, html } = await parseMail(message.raw);
    const code = text?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(html).toContain(code);
    expect(html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;'); // escaped in HTML
    expect(readOutbox(app)).toEqual([]);
    const verified = await client.post('/auth/verify-email', { email: address, code });
    expect(verified.statusCode).toBe(200);
    // Logged as sent, without the subject (it holds the code).
    expect(h.logs.some((line) => line.msg === 'mail sent')).toBe(true);
    expect(JSON.stringify(h.logs)).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });

  it('the reset e-mail carries the APP_ORIGIN link in both parts', async () => {
    const client = await Client.start(app);
    const address = email();
    await client.post('/auth/register', { name: 'Ada', email: address, password: PASSWORD });
    const before = received.length;
    await client.post('/auth/request-password-reset', { email: address });
    // The reset mail is sent after the answer (no timing difference for known addresses).
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(before), { timeout: 5_000 });
    const { text, html } = await parseMail(received.at(-1)!.raw);
    const link = text?.match(/http\S+reset-password#token=[\w-]+/)?.[0];
    expect(link?.startsWith(`${app.config.appOrigin}/auth/reset-password#token=`)).toBe(true);
    expect(html).toContain(link);
  });

  it('an unreachable SMTP server does not change the answer (no enumeration) and is logged', async () => {
    await h.close();
    h = await startApp(store, {
      mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'Riffmate <no-reply@riffmate.test>' },
    });
    app = h.app;
    const client = await Client.start(app);
    const response = await client.post('/auth/register', { name: 'Ada', email: email(), password: PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(h.logs.some((line) => line.msg === 'could not send an e-mail')).toBe(true);
  });
});
