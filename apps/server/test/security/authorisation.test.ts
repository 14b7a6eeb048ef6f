import { ErrorCode, PICTURE_FIELD } from '@riffmate/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChat } from '../helpers/chats.ts';
import {
  apiRoutes,
  errorShapeProblem,
  fillPath,
  type InventoryRoute,
  type Live,
  type LiveAccount,
  LiveClient,
  liveOnboarded,
  startLive,
  storeFingerprint,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Authorisation matrix (docs/decisions/0080-security-and-bad-input-suites.md): every chat, share, file, picture and stream route of the route
// inventory, called by user A with user B's ids → 404 and nothing changed; feedback and billing
// take no ids from the client. Share tokens are ≥ 128 bits and revocable.

/** Routes that are public by design: the share token is the capability. */
const PUBLIC_BY_TOKEN = /^\/api\/shared\//;

describe.each(stores())('security: authorisation ($kind)', (store) => {
  let live: Live;
  let alice: LiveAccount;
  let bob: LiveAccount;
  let bobChat: { id: string; fileId: string };
  let bobMessageId: string;
  let bobPictureId: string;
  let bobShareToken: string;

  beforeAll(async () => {
    live = await startLive(store);
    alice = await liveOnboarded(live);
    bob = await liveOnboarded(live);
    const seeded = await seedChat(live.app, bob.userId, { title: "Bob's private song" });
    bobChat = { id: seeded.id, fileId: seeded.fileId! };
    const chat = await bob.client.get(`/api/chats/${bobChat.id}`);
    expect(chat.status).toBe(200);
    bobMessageId = chat.json.data.items[0].messages.at(-1).id;
    const share = await bob.client.post(`/api/chats/share/${bobChat.id}`);
    expect(share.status).toBe(200);
    bobShareToken = share.json.data.items[0].sharePath.split('/').at(-1);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(PICTURE_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const upload = await bob.client.send('POST', '/api/account/picture', { form });
    expect(upload.status, upload.text).toBe(200);
    bobPictureId = upload.json.data.items[0].user.picture.split('/').at(-1);
  });
  afterAll(async () => {
    await live?.close();
  });

  /** Everything of Bob's that Alice might try to reach. */
  const bobIds = () => [bobChat.id, bobChat.fileId, bobPictureId, bobMessageId];

  async function expectBobIntact() {
    expect((await bob.client.get(`/api/chats/${bobChat.id}`)).status).toBe(200);
    expect((await bob.client.get(`/api/files/${bobChat.fileId}`)).status).toBe(200);
    expect((await bob.client.get(`/api/account/picture/${bobPictureId}`)).status).toBe(200);
    expect((await new LiveClient(live).get(`/api/shared/${bobShareToken}`)).status).toBe(200);
  }

  it("every owner-scoped route with an id answers 404 for another user's ids, and changes nothing", async () => {
    const routes = apiRoutes(live).filter(
      (route) => route.params.length > 0 && !PUBLIC_BY_TOKEN.test(route.url),
    );
    const labels = routes.map((route) => `${route.method} ${route.url}`);
    for (const known of [
      'GET /api/chats/:id',
      'DELETE /api/chats/:id',
      'GET /api/files/:id',
      'POST /api/chats/share/:id',
      'DELETE /api/chats/share/:id',
      'GET /api/account/picture/:id',
    ]) {
      expect(labels).toContain(known);
    }
    const before = await storeFingerprint(live.app);
    const failures: string[] = [];
    const check = async (route: InventoryRoute, id: string) => {
      const response = await alice.client.send(
        route.method,
        fillPath(route, () => id),
        {
          ...(route.method === 'GET' ? {} : { body: {} }),
        },
      );
      if (response.status !== 404 || errorShapeProblem(response) || response.text.includes('Bob')) {
        failures.push(
          `${route.method} ${route.url} (${id}) → ${response.status} ${response.text.slice(0, 160)}`,
        );
      }
    };
    for (const route of routes) for (const id of bobIds()) await check(route, id);
    expect(failures).toEqual([]);
    expect(await storeFingerprint(live.app)).toEqual(before);
    await expectBobIntact();
  });

  it("POST /api/chat into another user's chat (new message or regenerate) → 404, nothing reserved", async () => {
    const before = await storeFingerprint(live.app);
    const message = { id: 'm-alice-1', role: 'user', parts: [{ type: 'text', text: 'Let me in' }] };
    const submit = await alice.client.post('/api/chat', {
      id: bobChat.id,
      messages: [message],
      trigger: 'submit-message',
    });
    expect(submit.status, submit.text).toBe(404);
    expect(errorShapeProblem(submit)).toBeNull();
    const regenerate = await alice.client.post('/api/chat', {
      id: bobChat.id,
      messages: [message],
      trigger: 'regenerate-message',
      messageId: bobMessageId,
    });
    expect(regenerate.status, regenerate.text).toBe(404);
    expect(await storeFingerprint(live.app)).toEqual(before);
  });

  it("lists and account answers show only the caller's data", async () => {
    const chats = await alice.client.get('/api/chats');
    expect(chats.status).toBe(200);
    expect(chats.text).not.toContain(bobChat.id);
    for (const path of ['/auth/me', '/api/billing/subscription', '/api/account/training', '/api/chats']) {
      const response = await alice.client.get(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).not.toContain(bob.userId);
      expect(response.text, path).not.toContain(bob.email);
    }
  });

  it('feedback and subscription routes take no foreign ids: a smuggled user id is ignored', async () => {
    const feedback = await alice.client.post('/api/feedbacks', {
      comment: 'Smuggled author',
      rating: 'POSITIVE',
      userId: bob.userId,
      user_id: bob.userId,
    });
    expect(feedback.status, feedback.text).toBe(201);
    const rows = await live.app.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('comment', '=', 'Smuggled author')
      .execute();
    expect(rows.map((row) => row.user_id)).toEqual([alice.userId]);

    const before = await storeFingerprint(live.app);
    for (const [path, body] of [
      ['/api/billing/checkout', { tier: 'plus', userId: bob.userId }],
      ['/api/billing/portal', { userId: bob.userId }],
    ] as const) {
      const response = await alice.client.post(path, body);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(errorShapeProblem(response)).toBeNull();
    }
    const training = await alice.client.put('/api/account/training', { optOut: false, userId: bob.userId });
    expect(training.status).toBe(200);
    expect(await storeFingerprint(live.app)).toMatchObject({ subscriptions: before.subscriptions });
    expect(
      await live.app.db
        .selectFrom('training_opt_outs')
        .selectAll()
        .where('user_id', '=', bob.userId)
        .execute(),
    ).toEqual([]);
  });

  it('share tokens carry ≥ 128 random bits, are unguessable by neighbours, and revocation is immediate', async () => {
    expect(Buffer.from(bobShareToken, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(bobShareToken).toMatch(/^[\w-]+$/);
    const anonymous = new LiveClient(live);
    const shared = await anonymous.get(`/api/shared/${bobShareToken}`);
    expect(shared.status).toBe(200);
    const fileUrl = shared.json.data.items[0].messages
      .flatMap((message: { music?: { url: string }[] }) => message.music ?? [])
      .at(0)?.url as string;
    expect(fileUrl).toContain(bobShareToken);
    expect((await anonymous.get(fileUrl)).status).toBe(200);
    // A token one character off finds nothing.
    const neighbour = `${bobShareToken.slice(0, -1)}${bobShareToken.endsWith('A') ? 'B' : 'A'}`;
    expect((await anonymous.get(`/api/shared/${neighbour}`)).status).toBe(404);

    // Alice cannot revoke Bob's share; Bob can, and both links die at once.
    expect((await alice.client.delete(`/api/chats/share/${bobChat.id}`)).status).toBe(404);
    expect((await anonymous.get(`/api/shared/${bobShareToken}`)).status).toBe(200);
    const revoke = await bob.client.delete(`/api/chats/share/${bobChat.id}`);
    expect(revoke.status).toBe(200);
    const gone = await anonymous.get(`/api/shared/${bobShareToken}`);
    expect(gone.status).toBe(404);
    expect(gone.json.code).toBe(ErrorCode.NotFound);
    expect((await anonymous.get(fileUrl)).status).toBe(404);

    // Sharing again mints a new token; the old one stays dead.
    const again = await bob.client.post(`/api/chats/share/${bobChat.id}`);
    const token = again.json.data.items[0].sharePath.split('/').at(-1);
    expect(token).not.toBe(bobShareToken);
    expect((await anonymous.get(`/api/shared/${bobShareToken}`)).status).toBe(404);
    expect((await anonymous.get(`/api/shared/${token}`)).status).toBe(200);
    bobShareToken = token;
  });
});
