import { HttpClient } from '@riffmate/test-support/http-client';
import { latestCode } from '@riffmate/test-support/outbox';
import { type Child, runAdmin, type StoreUnderTest, serverEnv } from './processes.ts';

const PASSWORD = 'correct horse battery staple, bench edition';

let phoneCounter = 0;

/**
 * Registers through the HTTP API and verifies e-mail and phone with the codes the embedded providers
 * wrote to `$DATA_DIR/outbox.jsonl`, as a real user would. Returns the signed-in session.
 */
export async function onboardUser(baseUrl: string, dataDir: string, email: string): Promise<HttpClient> {
  const session = new HttpClient(baseUrl);
  // Any GET issues the visitor and XSRF cookies.
  await session.get('/api/not-a-route');
  await session.expectOk('POST', '/auth/register', { name: 'Bench User', email, password: PASSWORD });
  await session.expectOk('POST', '/auth/verify-email', { email, code: latestCode(dataDir, email) });
  phoneCounter += 1;
  const phone = `+4479111${String(23_400 + phoneCounter).padStart(5, '0')}`;
  await session.expectOk('POST', '/auth/request-phone-verification-twilio', { phone });
  await session.expectOk('POST', '/auth/verify-phone-twilio', {
    phone,
    code: latestCode(dataDir, phone, 'sms'),
  });
  return session;
}

/** Registers and verifies a user over HTTP, then gives them the pro tier with the admin CLI. */
export async function benchUser(server: Child, store: StoreUnderTest, email: string): Promise<HttpClient> {
  const session = await onboardUser(server.url, store.dataDir, email);
  await runAdmin(serverEnv(store, 0), ['set-tier', email, 'pro']);
  return session;
}

let chatCounter = 0;
/** A fresh client-made chat id, as `useChat` makes them. */
export function newChatId(): string {
  chatCounter += 1;
  return `bench_${Date.now().toString(36)}_${process.pid}_${chatCounter}`;
}

export const COMPOSER_PROMPT = 'Write a 4-bar chord progression in D minor at 90 bpm';

/** `POST /api/chat` body as AI SDK 6's DefaultChatTransport sends it (just the new message). */
export function chatBody(chatId: string, text = COMPOSER_PROMPT): string {
  return JSON.stringify({
    id: chatId,
    trigger: 'submit-message',
    messages: [{ id: `m_${chatId}`, role: 'user', parts: [{ type: 'text', text }] }],
  });
}

/** Seeds `count` chats through `POST /api/chat` (the built-in composer answers each). */
export async function seedChats(session: HttpClient, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const { status, text } = await session.send('POST', '/api/chat', { raw: chatBody(newChatId()) });
    if (status !== 200 || !text.trimEnd().endsWith('data: [DONE]')) {
      throw new Error(`seeding chat ${index + 1}: ${status} ${text.slice(0, 300)}`);
    }
  }
}
