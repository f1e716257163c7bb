// The demo seed (POST /__admin/seed runs every seeder): the photo library the issue asks for.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../../src/seed/index';
import { signIn } from '../setup-auth';
import { type Account, call } from './helpers';
import { OwnAlbumSchema, SharedAlbumSchema, TimelineSchema } from './schemas';

let demo: Account;
let friend: Account;

async function login(email: string): Promise<Account> {
  const tokens = await signIn(email, DEMO_PASSWORD);
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  return { userId: row!.id, email, token: tokens.access_token };
}

beforeAll(async () => {
  const res = await call(null, '/__admin/seed', { method: 'POST' });
  expect(res.status).toBe(200);
  [demo, friend] = await Promise.all([login('demo@example.com'), login('friend@example.com')]);
});

describe('demo seed', () => {
  it('demo: ≥ 3,000 photos over ≥ 8 years, months above 24, exactly one photo in January 1970', async () => {
    const counts = await (await call(demo, '/photo-management/users')).json();
    expect(counts).toMatchObject({ photosCount: 3201 });
    const timeline = TimelineSchema.parse(await (await call(demo, '/photo-management/users/timeline')).json());
    const years = Object.keys(timeline).filter((y) => y !== '1970');
    expect(years.length).toBeGreaterThanOrEqual(9);
    expect(timeline['1970']).toEqual({ '1': 1 });
    const big = Object.values(timeline)
      .flatMap((m) => Object.values(m))
      .filter((n) => n > 24);
    expect(big.length).toBeGreaterThan(5);
  });

  it('demo: ≥ 10 albums with an empty one, one above 50 photos, one shared with friend', async () => {
    const { albums } = z
      .object({ albums: z.array(OwnAlbumSchema) })
      .parse(await (await call(demo, '/photo-management/albums?limit=100')).json());
    expect(albums.length).toBeGreaterThanOrEqual(10);
    expect(albums.some((a) => a.photosCount === 0)).toBe(true);
    expect(albums.some((a) => a.photosCount > 50)).toBe(true);
    const shared = albums.filter((a) => a.isShared);
    expect(shared).toHaveLength(1);
    const people = await (await call(demo, `/shared-albums-api/shared-albums/${shared[0]!.albumId}/participants`)).json();
    expect(people).toMatchObject({
      owner: { id: demo.userId, email: 'demo@example.com' },
      participants: [{ email: 'friend@example.com' }],
    });
  });

  it("demo reads two albums owned by friend (read-only), friend reads demo's shared album", async () => {
    const list = z
      .object({ albums: z.array(SharedAlbumSchema) })
      .parse(await (await call(demo, '/shared-albums-api/shared-albums')).json());
    expect(list.albums).toHaveLength(2);
    expect(list.albums.every((a) => a.ownerId === friend.userId && a.owner.email === 'friend@example.com')).toBe(true);
    expect(await (await call(demo, '/shared-albums-api/users')).json()).toMatchObject({ readAlbumsCount: 2, grantedAlbumsCount: 1 });
    const own = await call(demo, `/photo-management/albums/${list.albums[0]!.albumId}`);
    expect(own.status).toBe(404);
    expect(await (await call(friend, '/shared-albums-api/users')).json()).toMatchObject({ readAlbumsCount: 1, grantedAlbumsCount: 2 });
  });

  it('new: NOT_ACTIVE with 30 legacy uploads; seeding again changes nothing', async () => {
    const fresh = await login('new@example.com');
    expect(await (await call(fresh, '/photo-management/users/activate')).json()).toEqual({ status: 'NOT_ACTIVE' });
    const legacy = await env.DB.prepare('SELECT count(*) AS n FROM photos WHERE user_id = ? AND legacy = 1')
      .bind(fresh.userId)
      .first<{ n: number }>();
    expect(legacy!.n).toBe(30);
    await call(null, '/__admin/seed', { method: 'POST' });
    expect(await (await call(demo, '/photo-management/users')).json()).toMatchObject({ photosCount: 3201 });
  });
});
