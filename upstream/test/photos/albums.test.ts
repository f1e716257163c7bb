import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Account, account, call, photoIds } from './helpers';
import { OwnAlbumSchema, PageSchema } from './schemas';

const AlbumList = z.object({ albums: z.array(OwnAlbumSchema), cursor: z.string().nullable() });
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await account('consumer');
  bob = await account('consumer');
});

async function createAlbum(who: Account, albumName: string): Promise<string> {
  const res = await call(who, '/photo-management/albums', { method: 'POST', json: { albumName } });
  expect(res.status).toBe(201);
  return z.object({ albumId: z.string().uuid() }).parse(await res.json()).albumId;
}

describe('photo management: albums', () => {
  it('lists the seeded albums newest first with counts and covers, paged by cursor', async () => {
    const first = AlbumList.parse(await (await call(alice, '/photo-management/albums?limit=2')).json());
    expect(first.albums).toHaveLength(2);
    expect(first.cursor).not.toBeNull();
    const rest = AlbumList.parse(await (await call(alice, `/photo-management/albums?limit=2&cursor=${first.cursor}`)).json());
    expect(rest.cursor).toBeNull();
    const all = [...first.albums, ...rest.albums];
    expect(all.map((a) => a.albumName).sort()).toEqual(['Empty album', 'Family', 'Holiday']);
    const holiday = all.find((a) => a.albumName === 'Holiday')!;
    expect(holiday).toMatchObject({ photosCount: 40, isShared: false, userId: alice.userId });
    expect(holiday.coverPhoto).not.toBeNull();
    expect(all.find((a) => a.albumName === 'Empty album')).toMatchObject({ photosCount: 0, coverPhoto: null });
  });

  it('creates, reads, renames and deletes an album; another user gets 404 everywhere', async () => {
    const id = await createAlbum(alice, 'Trip to Porto');
    const got = OwnAlbumSchema.parse(await (await call(alice, `/photo-management/albums/${id}`)).json());
    expect(got).toMatchObject({ albumId: id, albumName: 'Trip to Porto', photosCount: 0, isShared: false });
    const renamed = await call(alice, `/photo-management/albums/${id}`, { method: 'PATCH', json: { albumName: 'Porto 2025' } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ albumName: 'Porto 2025' });
    for (const [method, path, json] of [
      ['GET', `/photo-management/albums/${id}`, undefined],
      ['PATCH', `/photo-management/albums/${id}`, { albumName: 'Mine now' }],
      ['DELETE', `/photo-management/albums/${id}`, undefined],
      ['GET', `/photo-management/albums/${id}/photos`, undefined],
      ['POST', `/photo-management/albums/${id}/photos`, { photoIds: await photoIds(bob, 1) }],
      ['DELETE', `/photo-management/albums/${id}/photos`, { photoIds: ['x'] }],
    ] as const) {
      expect((await call(bob, path, { method, json })).status, `${method} ${path}`).toBe(404);
    }
    expect((await call(alice, `/photo-management/albums/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(alice, `/photo-management/albums/${id}`)).status).toBe(404);
  });

  it('rejects album names by the spec rules with 400 naming albumName', async () => {
    for (const albumName of ['', '   ', 'a<b', 'x>y', 'semi;colon', 'comma,name', 'x'.repeat(101)]) {
      const res = await call(alice, '/photo-management/albums', { method: 'POST', json: { albumName } });
      expect(res.status, JSON.stringify(albumName)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'validation', field: 'albumName' });
    }
    const missing = await call(alice, '/photo-management/albums', { method: 'POST', json: {} });
    expect(await missing.json()).toMatchObject({ field: 'albumName' });
    // Renames follow the same rules, and a refused rename keeps the old name.
    const id = await createAlbum(alice, 'Keep me');
    for (const albumName of ['', '   ', 'a<b', 'x>y', 'semi;colon', 'comma,name']) {
      const res = await call(alice, `/photo-management/albums/${id}`, { method: 'PATCH', json: { albumName } });
      expect(res.status, JSON.stringify(albumName)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'validation', field: 'albumName' });
    }
    expect(OwnAlbumSchema.parse(await (await call(alice, `/photo-management/albums/${id}`)).json()).albumName).toBe('Keep me');
  });

  it('adds own photos, refuses foreign ones (404, nothing added), pages and removes them', async () => {
    const id = await createAlbum(alice, 'Best');
    const mine = await photoIds(alice, 5);
    const [foreign] = await photoIds(bob, 1);
    const refused = await call(alice, `/photo-management/albums/${id}/photos`, { method: 'POST', json: { photoIds: [...mine, foreign] } });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ field: 'photoIds' });
    expect(OwnAlbumSchema.parse(await (await call(alice, `/photo-management/albums/${id}`)).json()).photosCount).toBe(0);
    const added = await call(alice, `/photo-management/albums/${id}/photos`, { method: 'POST', json: { photoIds: mine } });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ failed: [] });
    const p1 = PageSchema.parse(
      await (await call(alice, `/photo-management/albums/${id}/photos?limit=3&sortKey=dateTaken&sortOrder=desc`)).json(),
    );
    const p2 = PageSchema.parse(
      await (
        await call(alice, `/photo-management/albums/${id}/photos?limit=3&sortKey=dateTaken&sortOrder=desc&cursor=${p1.cursor}`)
      ).json(),
    );
    expect([...p1.images, ...p2.images].map((p) => p.imageId)).toEqual(mine);
    expect(p2.cursor).toBeNull();
    const removed = await call(alice, `/photo-management/albums/${id}/photos`, {
      method: 'DELETE',
      json: { photoIds: [mine[0], 'not-in-album'] },
    });
    expect(await removed.json()).toEqual({ failed: ['not-in-album'] });
    expect(OwnAlbumSchema.parse(await (await call(alice, `/photo-management/albums/${id}`)).json()).photosCount).toBe(4);
    // Removing from an album keeps the photo in the library.
    expect(await (await call(alice, '/photo-management/users')).json()).toMatchObject({ photosCount: 200 });
  });

  it('displaySharedData=false hides own shared albums, which are read-only (409)', async () => {
    const id = await createAlbum(alice, 'Shared one');
    await env.DB.prepare('UPDATE albums SET is_shared = 1 WHERE id = ?').bind(id).run();
    const withShared = AlbumList.parse(await (await call(alice, '/photo-management/albums?displaySharedData=true')).json());
    expect(withShared.albums.find((a) => a.albumId === id)?.isShared).toBe(true);
    const without = AlbumList.parse(await (await call(alice, '/photo-management/albums?displaySharedData=false')).json());
    expect(without.albums.some((a) => a.albumId === id)).toBe(false);
    const add = await call(alice, `/photo-management/albums/${id}/photos`, {
      method: 'POST',
      json: { photoIds: await photoIds(alice, 1) },
    });
    expect(add.status).toBe(409);
  });
});

describe('photo management: temp selections and the prints editor', () => {
  it('creates a temp selection of own photos and reads it back; foreign ids 404', async () => {
    const ids = await photoIds(alice, 3);
    const res = await call(alice, '/photo-management/temp-selections', { method: 'POST', json: { photoIds: ids } });
    expect(res.status).toBe(201);
    const { tempSelectionId } = z.object({ tempSelectionId: z.string().uuid() }).parse(await res.json());
    expect(await (await call(alice, `/photo-management/temp-selections/${tempSelectionId}`)).json()).toEqual({ photoIds: ids });
    expect((await call(bob, `/photo-management/temp-selections/${tempSelectionId}`)).status).toBe(404);
    const foreign = await call(bob, '/photo-management/temp-selections', { method: 'POST', json: { photoIds: ids } });
    expect(foreign.status).toBe(404);
    const none = await call(alice, '/photo-management/temp-selections', { method: 'POST', json: { photoIds: [] } });
    expect(await none.json()).toMatchObject({ field: 'photoIds' });

    const page = await call(null, `/prints-editor?tempSelectionId=${tempSelectionId}&productCode=PAP_910`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('PAP_910');
    expect(html).toContain('3 photos');
    expect(html.match(/<img /g)).toHaveLength(3);
    expect((await call(null, `/prints-editor?tempSelectionId=${crypto.randomUUID()}&productCode=PAP_910`)).status).toBe(404);
  });
});
