import { decodeMidi } from '@riffmate/music';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { Client, type Harness, onboarded, registered, startApp } from './helpers/auth.ts';
import { chatRows, seedChat } from './helpers/chats.ts';
import { fakeWebDist } from './helpers/config.ts';
import { stores } from './stores.ts';

describe.each(stores())('chats on $kind', (store) => {
  let h: Harness;
  let app: App;
  beforeEach(async () => {
    h = await startApp(store, { webDistDir: fakeWebDist() });
    app = h.app;
  });
  afterEach(async () => {
    await h.close();
  });

  it('needs a signed-in user (401) with verified e-mail and phone (403)', async () => {
    const visitor = await Client.start(app);
    expect((await visitor.get('/api/chats')).statusCode).toBe(401);
    expect((await visitor.get('/api/files/x')).statusCode).toBe(401);
    const { client } = await registered(app);
    const response = await client.get('/api/chats');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('lists the own chats newest first, sharePath only while shared', async () => {
    const me = await onboarded(app);
    const other = await onboarded(app, '+447911123457');
    const older = await seedChat(app, me.user.id, { title: 'Older' });
    const newer = await seedChat(app, me.user.id, { title: 'Newer' });
    await seedChat(app, other.user.id, { title: 'Not mine' });

    let response = await me.client.get('/api/chats');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data.items).toEqual([
      { id: newer.id, title: 'Newer', createdAt: expect.any(String) },
      { id: older.id, title: 'Older', createdAt: expect.any(String) },
    ]);
    expect((await me.client.get('/api/chats/')).json().data.items).toHaveLength(2);

    const shared = await me.client.post(`/api/chats/share/${older.id}`);
    const sharePath = shared.json().data.items[0].sharePath;
    response = await me.client.get('/api/chats');
    expect(response.json().data.items[1]).toEqual({
      id: older.id,
      title: 'Older',
      createdAt: expect.any(String),
      sharePath,
    });
    expect(response.json().data.items[0].sharePath).toBeUndefined();
    await me.client.delete(`/api/chats/share/${older.id}`);
    expect((await me.client.get('/api/chats')).json().data.items[1].sharePath).toBeUndefined();
  });

  it('GET /api/chats/:id answers the chat with its messages (name/function_call only when set)', async () => {
    const me = await onboarded(app);
    const plain = await seedChat(app, me.user.id, { title: 'Plain' });
    const named = await seedChat(app, me.user.id, {
      name: 'ada',
      functionCall: { name: 'f', arguments: '{}' },
    });
    const response = await me.client.get(`/api/chats/${plain.id}`);
    expect(response.statusCode).toBe(200);
    const chat = response.json().data.items[0];
    expect(chat).toMatchObject({ id: plain.id, title: 'Plain', createdAt: expect.any(String) });
    expect(chat.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    const [user, assistant] = chat.messages;
    expect(user).toEqual({
      id: expect.any(String),
      role: 'user',
      content: 'Write something',
      parts: [{ type: 'text', text: 'Write something' }],
      status: 'complete',
      createdAt: expect.any(String),
    });
    expect(assistant.music[0]).toMatchObject({
      fileId: plain.fileId,
      url: `/api/files/${plain.fileId}`,
      tempo: 90,
      key: 'D minor',
    });
    expect(assistant.parts[1]).toMatchObject({ type: 'data-music', data: { fileId: plain.fileId } });

    const withName = (await me.client.get(`/api/chats/${named.id}`)).json().data.items[0].messages[0];
    expect(withName.name).toBe('ada');
    expect(withName.function_call).toEqual({ name: 'f', arguments: '{}' });
  });

  it("another user's chat is 404 everywhere, and nothing changes", async () => {
    const owner = await onboarded(app);
    const intruder = await onboarded(app, '+447911123458');
    const chat = await seedChat(app, owner.user.id);
    const before = await chatRows(app, chat.id);
    for (const [method, url] of [
      ['GET', `/api/chats/${chat.id}`],
      ['DELETE', `/api/chats/${chat.id}`],
      ['POST', `/api/chats/share/${chat.id}`],
      ['DELETE', `/api/chats/share/${chat.id}`],
      ['GET', `/api/files/${chat.fileId}`],
      ['GET', '/api/chats/no-such-chat'],
      ['DELETE', '/api/chats/no-such-chat'],
    ] as const) {
      const response = await intruder.client.request(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await intruder.client.delete('/api/chats/')).statusCode).toBe(200);
    expect(await chatRows(app, chat.id)).toEqual(before);
    expect((await owner.client.get(`/api/chats/${chat.id}`)).statusCode).toBe(200);
  });

  it('DELETE /api/chats/:id removes the chat with its messages, shares and files', async () => {
    const me = await onboarded(app);
    const chat = await seedChat(app, me.user.id);
    const keep = await seedChat(app, me.user.id);
    const shared = await me.client.post(`/api/chats/share/${chat.id}`);
    const token = shared.json().data.items[0].sharePath.split('/').pop();
    expect(await chatRows(app, chat.id)).toEqual({ chats: 1, messages: 2, shares: 1, files: 1 });

    const response = await me.client.delete(`/api/chats/${chat.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { items: [{ id: chat.id }] } });
    expect(await chatRows(app, chat.id)).toEqual({ chats: 0, messages: 0, shares: 0, files: 0 });
    expect((await me.client.get(`/api/chats/${chat.id}`)).statusCode).toBe(404);
    expect((await me.client.get(`/api/files/${chat.fileId}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(404);
    expect(await chatRows(app, keep.id)).toEqual({ chats: 1, messages: 2, shares: 0, files: 1 });
  });

  it.each(['/api/chats/', '/api/chats'])('DELETE %s clears only the own history', async (url) => {
    const me = await onboarded(app);
    const other = await onboarded(app, '+447911123459');
    const mine = [await seedChat(app, me.user.id), await seedChat(app, me.user.id)];
    const theirs = await seedChat(app, other.user.id);
    const response = await me.client.delete(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'Deleted 2 chats.' } });
    expect((await me.client.get('/api/chats')).json().data.items).toEqual([]);
    for (const chat of mine)
      expect(await chatRows(app, chat.id)).toEqual({ chats: 0, messages: 0, shares: 0, files: 0 });
    expect((await chatRows(app, theirs.id)).messages).toBe(2);
  });

  it('GET /api/files/:id serves the MIDI file as file-xyz.mid', async () => {
    const me = await onboarded(app);
    const chat = await seedChat(app, me.user.id);
    const response = await me.client.get(`/api/files/${chat.fileId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/midi');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="file-[a-z]{3}\.mid"$/);
    expect(response.rawPayload.equals(chat.midi!)).toBe(true);
    const decoded = decodeMidi(response.rawPayload);
    expect(decoded.ok && decoded.midi.tempos[0]?.bpm).toBeCloseTo(90, 1);
  });

  describe('sharing', () => {
    it('creates a ≥128-bit link, reuses it, and revoking makes it 404', async () => {
      const me = await onboarded(app);
      const chat = await seedChat(app, me.user.id, { title: 'Groove' });
      const first = await me.client.post(`/api/chats/share/${chat.id}`);
      expect(first.statusCode).toBe(200);
      const summary = first.json().data.items[0];
      expect(summary).toMatchObject({ id: chat.id, title: 'Groove', createdAt: expect.any(String) });
      expect(summary.sharePath).toMatch(/^\/share\/[A-Za-z0-9_-]{43}$/);
      const again = await me.client.post(`/api/chats/share/${chat.id}`);
      expect(again.json().data.items[0].sharePath).toBe(summary.sharePath);
      expect((await chatRows(app, chat.id)).shares).toBe(1);

      const token = summary.sharePath.slice('/share/'.length);
      expect((await app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(200);
      const revoked = await me.client.delete(`/api/chats/share/${chat.id}`);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ data: { message: 'The chat is no longer shared.' } });
      const gone = await app.inject({ method: 'GET', url: `/api/shared/${token}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['x-robots-tag']).toMatch(/noindex/);
      const file = await app.inject({ method: 'GET', url: `/api/shared/${token}/files/${chat.fileId}` });
      expect(file.statusCode).toBe(404);

      // Sharing again makes a new link; the old one stays dead.
      const renewed = (await me.client.post(`/api/chats/share/${chat.id}`)).json().data.items[0].sharePath;
      expect(renewed).not.toBe(summary.sharePath);
      expect((await app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(404);
    });

    it('the public page shows the snapshot and the author name only, with files through the token', async () => {
      const me = await onboarded(app);
      const chat = await seedChat(app, me.user.id, {
        title: 'Shared groove',
        name: 'ada',
        functionCall: { name: 'x' },
      });
      const sharePath = (await me.client.post(`/api/chats/share/${chat.id}`)).json().data.items[0].sharePath;
      const token = sharePath.slice('/share/'.length);
      const later = await seedChat(app, me.user.id);

      const response = await app.inject({ method: 'GET', url: `/api/shared/${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toMatch(/noindex/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.cookies).toEqual([]);
      const shared = response.json().data.items[0];
      expect(shared).toMatchObject({
        title: 'Shared groove',
        authorName: 'Ada Lovelace',
        createdAt: expect.any(String),
        sharedAt: expect.any(String),
      });
      expect(shared.messages).toHaveLength(2);
      expect(shared.messages[0].name).toBeUndefined();
      expect(shared.messages[0].function_call).toBeUndefined();
      const url = `/api/shared/${token}/files/${chat.fileId}`;
      expect(shared.messages[1].music[0].url).toBe(url);
      expect(shared.messages[1].parts[1].data.url).toBe(url);
      const body = response.body;
      expect(body).not.toContain(me.email);
      expect(body).not.toContain(me.user.id);
      expect(body).not.toContain(chat.id);
      expect(body).not.toContain('/api/files/');

      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/midi');
      expect(file.rawPayload.equals(chat.midi!)).toBe(true);
      // Another chat's file, even the owner's, is not reachable through this link.
      expect(
        (await app.inject({ method: 'GET', url: `/api/shared/${token}/files/${later.fileId}` })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/shared/not-a-token' })).statusCode).toBe(404);
    });

    it('the SPA page /share/:token carries X-Robots-Tag: noindex', async () => {
      const response = await app.inject({ method: 'GET', url: '/share/abc' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['x-robots-tag']).toMatch(/noindex/);
      expect((await app.inject({ method: 'GET', url: '/chat' })).headers['x-robots-tag']).toBeUndefined();
    });
  });

  describe('feedback', () => {
    it.each([
      ['1 character', { comment: 'x' }, 'Feedback should be at least 2 characters long'],
      ['2049 characters', { comment: 'x'.repeat(2049) }, 'Feedback should be less than 2048 characters long'],
      ['a bad rating', { comment: 'fine', rating: 'GREAT' }, 'Rating must be NEGATIVE, NEUTRAL or POSITIVE'],
      ['no comment', {}, 'Feedback should be at least 2 characters long'],
    ])('refuses %s with the spec message', async (_label, body, message) => {
      const { client } = await registered(app);
      const response = await client.post('/api/feedbacks', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      const rows = await app.db.selectFrom('feedbacks').selectAll().execute();
      expect(rows).toEqual([]);
    });

    it('stores valid feedback with the user: 201', async () => {
      const { client, user } = await registered(app);
      const response = await client.post('/api/feedbacks', {
        rating: 'POSITIVE',
        comment: 'Love the waltzes',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ data: { message: 'Thanks for sharing your feedback' } });
      expect(
        await client.post('/api/feedbacks', { comment: 'x'.repeat(2048) }).then((r) => r.statusCode),
      ).toBe(201);
      const rows = await app.db.selectFrom('feedbacks').selectAll().orderBy('created_at').execute();
      expect(rows.map((row) => [row.user_id, row.rating, row.comment.length])).toEqual([
        [user.id, 'POSITIVE', 16],
        [user.id, null, 2048],
      ]);
      expect((await (await Client.start(app)).post('/api/feedbacks', { comment: 'hello' })).statusCode).toBe(
        401,
      );
    });
  });
});
