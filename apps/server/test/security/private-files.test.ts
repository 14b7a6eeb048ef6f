import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { seedChat } from '../helpers/chats.ts';
import { type Live, LiveClient, liveOnboarded, startLive } from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Private files are revalidated on every use (docs/decisions/0031, http/private-file.ts): a shared
// browser must not show a MIDI file or a profile picture after logout or deletion. An unchanged file
// revalidates with a 304; logout asks the browser to drop its cache; shared files are never stored.

describe.each(stores())('security: private files are not cached for long ($kind)', (store) => {
  let live: Live;
  afterEach(async () => {
    await live?.close();
  });

  it('MIDI files and pictures: private, no-cache + ETag, 304 on If-None-Match, nothing for others', async () => {
    live = await startLive(store);
    const owner = await liveOnboarded(live);
    const chat = await seedChat(live.app, owner.userId);
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const uploaded = await owner.client.send('POST', '/api/account/picture', { form });
    expect(uploaded.status, uploaded.text).toBe(200);
    const picturePath: string = uploaded.json.data.items[0].user.picture;

    for (const path of [`/api/files/${chat.fileId}`, picturePath]) {
      const first = await owner.client.get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await owner.client.get(path, { headers: { 'if-none-match': etag! } });
      expect(again.status, path).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      // Another account revalidating with the right ETag learns nothing: 404, not 304.
      const stranger = await liveOnboarded(live);
      const probe = await stranger.client.get(path, { headers: { 'if-none-match': etag! } });
      expect(probe.status, path).toBe(404);
    }

    const logout = await owner.client.post('/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.get('clear-site-data')).toBe('"cache"');
    // Signed out, revalidation fails: the cached copy is not reused.
    expect((await owner.client.get(picturePath)).status).toBe(401);
  });

  it('shared files are public but never stored (a share can be revoked)', async () => {
    live = await startLive(store);
    const owner = await liveOnboarded(live);
    const chat = await seedChat(live.app, owner.userId);
    const share = await owner.client.post(`/api/chats/share/${chat.id}`);
    const token = (share.json.data.items[0].sharePath as string).split('/').at(-1);
    const visitor = await LiveClient.visitor(live);
    const file = await visitor.get(`/api/shared/${token}/files/${chat.fileId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('no-store');
  });
});
