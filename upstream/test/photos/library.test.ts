import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, account, call, photoIds } from './helpers';
import { PageSchema, PhotoSchema, TimelineSchema } from './schemas';

let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await account('consumer');
  bob = await account('consumer');
});

describe('photo management: counts and timeline', () => {
  it('GET /users answers the counts of the seeded consumer', async () => {
    const res = await call(alice, '/photo-management/users');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ photosCount: 200, albumsCount: 3 });
  });

  it('needs a bearer token', async () => {
    expect((await call(null, '/photo-management/users')).status).toBe(401);
    expect((await call({ ...alice, token: 'x.y.z' }, '/photo-management/users')).status).toBe(401);
  });

  it('GET /users/timeline maps year → month → count for both sort keys, summing to the library', async () => {
    for (const sortKey of ['dateTaken', 'created']) {
      const res = await call(alice, `/photo-management/users/timeline?sortKey=${sortKey}`);
      expect(res.status).toBe(200);
      const timeline = TimelineSchema.parse(await res.json());
      const total = Object.values(timeline)
        .flatMap((m) => Object.values(m))
        .reduce((a, b) => a + b, 0);
      expect(total).toBe(200);
    }
    const bad = await call(alice, '/photo-management/users/timeline?sortKey=size');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'sortKey' });
  });

  it('pages a month with an opaque keyset cursor until null, without repeats', async () => {
    const timeline = TimelineSchema.parse(await (await call(alice, '/photo-management/users/timeline')).json());
    const [year, months] = Object.entries(timeline).sort().at(-1)!;
    const [month, count] = Object.entries(months).sort((a, b) => b[1] - a[1])[0]!;
    const seen: string[] = [];
    let cursor: string | null = null;
    const dates: string[] = [];
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await call(alice, `/photo-management/photos/timeline/${year}/${month}?limit=3${q}`);
      expect(res.status).toBe(200);
      const page = PageSchema.parse(await res.json());
      expect(page.images.length).toBeLessThanOrEqual(3);
      seen.push(...page.images.map((p) => p.imageId));
      dates.push(...page.images.map((p) => p.dateTaken!));
      cursor = page.cursor;
    } while (cursor);
    expect(seen.length).toBe(count);
    expect(new Set(seen).size).toBe(count);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const d of dates) expect(d.startsWith(`${year}-${month.padStart(2, '0')}`)).toBe(true);
  });

  it('validates paging parameters naming the field', async () => {
    for (const [q, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['sortOrder=up', 'sortOrder'],
      ['cursor=not-a-cursor', 'cursor'],
    ]) {
      const res = await call(alice, `/photo-management/photos/timeline/2025/1?${q}`);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'validation', field });
    }
    expect((await call(alice, '/photo-management/photos/timeline/2025/13')).status).toBe(400);
  });

  it('GET /photos returns Photo objects with absolute signed URLs and three thumbnails', async () => {
    const res = await call(alice, '/photo-management/photos?limit=5&sortKey=created&sortOrder=asc');
    const page = PageSchema.parse(await res.json());
    expect(page.images).toHaveLength(5);
    expect(page.cursor).not.toBeNull();
    const photo = PhotoSchema.parse(page.images[0]);
    expect(photo.thumbnails.map((t) => t.width)).toEqual([300, 800, 1300]);
    const thumb = await call(null, new URL(photo.thumbnails[0]!.url).pathname + new URL(photo.thumbnails[0]!.url).search);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('Content-Type')).toBe('image/jpeg');
    expect(thumb.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    const bytes = new Uint8Array(await thumb.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('DELETE /photos soft-deletes own photos and lists foreign ids as failed', async () => {
    const [mine] = await photoIds(alice, 1);
    const [theirs] = await photoIds(bob, 1);
    const res = await call(alice, '/photo-management/photos', { method: 'DELETE', json: { photoIds: [mine, theirs] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ failed: [theirs] });
    expect(await (await call(alice, '/photo-management/users')).json()).toMatchObject({ photosCount: 199 });
    expect(await (await call(bob, '/photo-management/users')).json()).toMatchObject({ photosCount: 200 });
    const empty = await call(alice, '/photo-management/photos', { method: 'DELETE', json: { photoIds: [] } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: 'photoIds' });
  });
});
