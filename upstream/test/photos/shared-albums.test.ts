import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Account, account, call } from './helpers';
import { PageSchema, SharedAlbumSchema } from './schemas';

let owner: Account;
let reader: Account;
let stranger: Account;
let albumId: string;

// Test accounts come from the consumer profile; one of owner's albums is shared with reader here.
beforeAll(async () => {
  [owner, reader, stranger] = await Promise.all([account('consumer'), account('consumer'), account('consumer')]);
  const row = await env.DB.prepare("SELECT id FROM albums WHERE user_id = ? AND name = 'Holiday'")
    .bind(owner.userId)
    .first<{ id: string }>();
  albumId = row!.id;
  await env.DB.batch([
    env.DB.prepare('UPDATE albums SET is_shared = 1 WHERE id = ?').bind(albumId),
    env.DB.prepare('INSERT INTO album_participants (album_id, user_id, added) VALUES (?, ?, ?)').bind(albumId, reader.userId, Date.now()),
  ]);
});

describe('shared albums API', () => {
  it('lists albums shared with the caller with owner and participants', async () => {
    const res = await call(reader, '/shared-albums-api/shared-albums?limit=50');
    expect(res.status).toBe(200);
    const body = z.object({ albums: z.array(SharedAlbumSchema), cursor: z.string().nullable() }).parse(await res.json());
    expect(body.albums).toHaveLength(1);
    expect(body.albums[0]).toMatchObject({
      albumId,
      ownerId: owner.userId,
      owner: { email: owner.email },
      participants: [{ email: reader.email }],
      photosCount: 40,
    });
    expect(body.albums[0]!.coverPhoto?.ownerId).toBe(owner.userId);
    // The owner's own shared album is not "shared with" the owner.
    expect(
      z.object({ albums: z.array(z.unknown()) }).parse(await (await call(owner, '/shared-albums-api/shared-albums')).json()).albums,
    ).toHaveLength(0);
  });

  it('GET /users counts read and granted albums', async () => {
    const readerCounts = await (await call(reader, '/shared-albums-api/users')).json();
    expect(readerCounts).toMatchObject({ readAlbumsCount: 1, grantedAlbumsCount: 0 });
    expect(z.object({ created: z.iso.datetime(), updated: z.iso.datetime() }).safeParse(readerCounts).success).toBe(true);
    expect(await (await call(owner, '/shared-albums-api/users')).json()).toMatchObject({ readAlbumsCount: 0, grantedAlbumsCount: 1 });
    expect(await (await call(stranger, '/shared-albums-api/users')).json()).toEqual({ readAlbumsCount: 0, grantedAlbumsCount: 0 });
  });

  it('owner and participant read the album, participants and photos (with ownerId); others get 404', async () => {
    for (const who of [owner, reader]) {
      expect(SharedAlbumSchema.parse(await (await call(who, `/shared-albums-api/shared-albums/${albumId}`)).json()).albumId).toBe(albumId);
      const people = await (await call(who, `/shared-albums-api/shared-albums/${albumId}/participants`)).json();
      expect(people).toEqual({
        owner: { id: owner.userId, email: owner.email },
        participants: [{ id: reader.userId, email: reader.email }],
      });
      const page = PageSchema.parse(await (await call(who, `/shared-albums-api/shared-albums/${albumId}/photos?limit=30`)).json());
      expect(page.images).toHaveLength(30);
      expect(page.images.every((p) => p.ownerId === owner.userId)).toBe(true);
      const next = PageSchema.parse(
        await (await call(who, `/shared-albums-api/shared-albums/${albumId}/photos?limit=30&cursor=${page.cursor}`)).json(),
      );
      expect(next.images).toHaveLength(10);
      expect(next.cursor).toBeNull();
    }
    for (const path of ['', '/participants', '/photos']) {
      expect((await call(stranger, `/shared-albums-api/shared-albums/${albumId}${path}`)).status).toBe(404);
    }
    expect((await call(stranger, `/shared-albums-api/shared-albums/${albumId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call(reader, '/shared-albums-api/shared-albums/bad id!')).status).toBe(400);
  });

  it('DELETE: a participant leaves; the owner stops sharing (the album stays theirs)', async () => {
    const left = await call(reader, `/shared-albums-api/shared-albums/${albumId}`, { method: 'DELETE' });
    expect(await left.json()).toEqual({ albumId, result: 'left' });
    expect((await call(reader, `/shared-albums-api/shared-albums/${albumId}`)).status).toBe(404);
    await env.DB.prepare('INSERT INTO album_participants (album_id, user_id, added) VALUES (?, ?, ?)')
      .bind(albumId, reader.userId, Date.now())
      .run();
    const unshared = await call(owner, `/shared-albums-api/shared-albums/${albumId}`, { method: 'DELETE' });
    expect(await unshared.json()).toEqual({ albumId, result: 'unshared' });
    expect((await call(reader, `/shared-albums-api/shared-albums/${albumId}`)).status).toBe(404);
    expect(await (await call(owner, `/photo-management/albums/${albumId}`)).json()).toMatchObject({ isShared: false, photosCount: 40 });
  });
});
