import { env } from 'cloudflare:test';
import { unzipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Account, account, call, callAndWait, capturePushes, photoIds } from './helpers';

let alice: Account;
let bob: Account;
let push: ReturnType<typeof capturePushes> | undefined;

beforeAll(async () => {
  [alice, bob] = await Promise.all([account('consumer'), account('consumer')]);
});
afterEach(() => push?.restore());

const Started = z.object({ id: z.string(), downloadId: z.string().uuid(), key: z.string(), status: z.literal('IN_PROGRESS') });

describe('download API: archive job', () => {
  it('builds a real zip of the originals into R2, unique entry names, signals started then finished', async () => {
    push = capturePushes();
    const ids = await photoIds(alice, 3);
    // Give two photos the same file name: the zip must still hold three distinct entries.
    await env.DB.prepare("UPDATE photos SET local_file_name = 'same.jpg' WHERE id IN (?, ?)").bind(ids[0], ids[1]).run();
    const res = await callAndWait(alice, '/download-api/downloads', {
      method: 'POST',
      json: { id: 'client-job-1', name: 'My photos', photos: ids },
    });
    expect(res.status).toBe(202);
    const job = Started.parse(await res.json());
    // Progress signals in between are archive-progress.test.ts's.
    const signals = push.pushes.filter((p) => p.type !== 'archive-progress');
    expect(signals.map((p) => p.type)).toEqual(['archive-started', 'archive-finished']);
    expect(signals[1]).toMatchObject({ userId: alice.userId, payload: { downloadId: job.downloadId, key: job.key } });

    const object = await env.BUCKET.get(job.key);
    const files = unzipSync(new Uint8Array(await object!.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(3);
    expect(names).toContain('same.jpg');
    expect(names).toContain('same (2).jpg');
    for (const name of names) expect([files[name]![0], files[name]![1]]).toEqual([0xff, 0xd8]);

    const list = await (await call(alice, '/download-api/downloads')).json();
    expect(list).toMatchObject({
      items: [{ id: 'client-job-1', userId: alice.userId, downloadId: job.downloadId, name: 'My photos', status: 'FINISHED' }],
    });
    expect(await (await call(bob, '/download-api/downloads')).json()).toEqual({ items: [] });

    const urlRes = await call(alice, `/download-api/downloads/${job.downloadId}/url`);
    const { url } = z.object({ url: z.url() }).parse(await urlRes.json());
    const u = new URL(url);
    const file = await call(null, u.pathname + u.search);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="My photos\.zip"/);
    expect(Object.keys(unzipSync(new Uint8Array(await file.arrayBuffer())))).toHaveLength(3);
    // Tampered or foreign access.
    expect((await call(null, `${u.pathname}?exp=${u.searchParams.get('exp')}&sig=${'A'.repeat(43)}`)).status).toBe(403);
    expect((await call(bob, `/download-api/downloads/${job.downloadId}/url`)).status).toBe(404);
  });

  it('validates: more than 100 photos, no photos, missing name → 400 naming the field; foreign photos → 404', async () => {
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    for (const [json, field] of [
      [{ name: 'x', photos: many }, 'photos'],
      [{ name: 'x', photos: [] }, 'photos'],
      [{ photos: await photoIds(alice, 1) }, 'name'],
    ] as const) {
      const res = await call(alice, '/download-api/downloads', { method: 'POST', json });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
    const foreign = await call(alice, '/download-api/downloads', { method: 'POST', json: { name: 'x', photos: await photoIds(bob, 1) } });
    expect(foreign.status).toBe(404);
  });

  it('signals archive-error and keeps nothing when an original is missing', async () => {
    push = capturePushes();
    const [id] = await photoIds(bob, 1);
    await env.DB.prepare("UPDATE photos SET media_key = 'u/missing/object' WHERE id = ?").bind(id).run();
    const res = await callAndWait(bob, '/download-api/downloads', { method: 'POST', json: { name: 'broken', photos: [id] } });
    const job = Started.parse(await res.json());
    expect(push.pushes.map((p) => p.type)).toEqual(['archive-started', 'archive-error']);
    expect(await env.BUCKET.head(job.key)).toBeNull();
    expect((await call(bob, `/download-api/downloads/${job.downloadId}/url`)).status).toBe(410);
  });

  it('shared-album downloads: a participant zips the owner photos; ownerId must match', async () => {
    push = capturePushes();
    const album = await env.DB.prepare("SELECT id FROM albums WHERE user_id = ? AND name = 'Family'")
      .bind(alice.userId)
      .first<{ id: string }>();
    await env.DB.batch([
      env.DB.prepare('UPDATE albums SET is_shared = 1 WHERE id = ?').bind(album!.id),
      env.DB.prepare('INSERT INTO album_participants (album_id, user_id, added) VALUES (?, ?, 1)').bind(album!.id, bob.userId),
    ]);
    const { results } = await env.DB.prepare('SELECT photo_id FROM album_photos WHERE album_id = ? LIMIT 2')
      .bind(album!.id)
      .all<{ photo_id: string }>();
    const photos = results.map((r) => ({ photoId: r.photo_id, ownerId: alice.userId }));
    const wrongOwner = await call(bob, '/download-api/shared-album-downloads', {
      method: 'POST',
      json: { albumId: album!.id, photos: photos.map((p) => ({ ...p, ownerId: bob.userId })) },
    });
    expect(wrongOwner.status).toBe(404);
    const res = await callAndWait(bob, '/download-api/shared-album-downloads', { method: 'POST', json: { albumId: album!.id, photos } });
    expect(res.status).toBe(202);
    const job = Started.parse(await res.json());
    expect(push.pushes.map((p) => p.type).filter((t) => t !== 'archive-progress')).toEqual(['archive-started', 'archive-finished']);
    expect(Object.keys(unzipSync(new Uint8Array(await (await env.BUCKET.get(job.key))!.arrayBuffer())))).toHaveLength(2);
    const tooMany = await call(bob, '/download-api/shared-album-downloads', {
      method: 'POST',
      json: { albumId: album!.id, photos: Array.from({ length: 101 }, () => photos[0]) },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('activation (import) and deleting the whole library', () => {
  it('imports legacy uploads: NOT_ACTIVE → IMPORTING → ACTIVE with import-started/finished', async () => {
    push = capturePushes();
    const fresh = await account('not-activated');
    expect(await (await call(fresh, '/photo-management/users/activate')).json()).toEqual({ status: 'NOT_ACTIVE' });
    expect(await (await call(fresh, '/photo-management/users')).json()).toMatchObject({ photosCount: 0 });
    const res = await callAndWait(fresh, '/photo-management/users/activate', { method: 'POST' });
    expect(await res.json()).toEqual({ started: true });
    expect(push.pushes.map((p) => [p.type, p.payload])).toEqual([
      ['import-started', {}],
      ['import-finished', {}],
    ]);
    expect(await (await call(fresh, '/photo-management/users/activate')).json()).toEqual({ status: 'ACTIVE' });
    expect(await (await call(fresh, '/photo-management/users')).json()).toMatchObject({ photosCount: 30 });
    expect(await (await call(fresh, '/photo-management/users/activate', { method: 'POST' })).json()).toEqual({ started: false });
  });

  it('DELETE /photos/all answers 202 DELETING, then empties the library and returns to ACTIVE', async () => {
    const victim = await account('consumer');
    const res = await callAndWait(victim, '/photo-management/photos/all', { method: 'DELETE' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'DELETING' });
    expect(await (await call(victim, '/photo-management/users/activate')).json()).toEqual({ status: 'ACTIVE' });
    expect(await (await call(victim, '/photo-management/users')).json()).toEqual({ photosCount: 0, albumsCount: 3 });
    expect(await (await call(victim, '/photo-management/users/timeline')).json()).toEqual({});
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM photos WHERE user_id = ?').bind(victim.userId).first<{ n: number }>();
    expect(rows!.n).toBe(0);
    // While deleting, a second call conflicts.
    await env.DB.prepare("UPDATE users SET activation_status = 'DELETING' WHERE id = ?").bind(victim.userId).run();
    expect((await call(victim, '/photo-management/photos/all', { method: 'DELETE' })).status).toBe(409);
  });
});
