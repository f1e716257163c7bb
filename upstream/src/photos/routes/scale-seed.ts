/**
 * Development-only scale seed (benchmarks): `scale-<n>@example.com` with n photo rows over 25 years,
 * images from the pool. Driven chunk by chunk by upstream/scripts/seed.mjs so no single request
 * runs for minutes. 404 unless ENVIRONMENT = development.
 *
 *   POST /photo-management/__admin/scale-seed        { photos }          → { userId, email, password, count }
 *   POST /photo-management/__admin/scale-seed/reset  { userId }          → { deleted }
 *   POST /photo-management/__admin/scale-seed/chunk  { userId, photos, start, end, salt, now } → { inserted }
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { developmentOnly } from '../../admin/gate';
import { createUser } from '../../auth/users';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { DEMO_PASSWORD } from '../../seed/index';
import { bulkInsert } from '../seeding/bulk';

export const scaleSeedAdmin = new Hono<UpstreamEnv>();
scaleSeedAdmin.use('*', developmentOnly);

const MAX_PHOTOS = 5_000_000;
const MAX_CHUNK = 100_000;
const YEAR = 365 * 86_400_000;

scaleSeedAdmin.post('/scale-seed', validate('json', z.object({ photos: z.number().int().min(1).max(MAX_PHOTOS) })), async (c) => {
  const { photos } = c.req.valid('json');
  const email = `scale-${photos}@example.com`;
  const user = await createUser(c.env, { email, password: DEMO_PASSWORD, profile: 'consumer' });
  const row = await c.env.DB.prepare('SELECT count(*) AS n FROM photos WHERE user_id = ?').bind(user.id).first<{ n: number }>();
  return c.json({ userId: user.id, email, password: DEMO_PASSWORD, count: row?.n ?? 0 });
});

/** Removes the scale user's rows in chunks (before a refill with a different size). */
scaleSeedAdmin.post('/scale-seed/reset', validate('json', z.object({ userId: z.string().uuid() })), async (c) => {
  const { userId } = c.req.valid('json');
  const user = await c.env.DB.prepare("SELECT email FROM users WHERE id = ? AND email LIKE 'scale-%@example.com'").bind(userId).first();
  if (!user) return jsonError(c, 404, 'not_found', 'not a scale user');
  const db = c.env.DB;
  const before = await db.prepare('SELECT count(*) AS n FROM photos WHERE user_id = ?').bind(userId).first<{ n: number }>();
  for (;;) {
    // The delete trigger keeps month counts right row by row; slow but only for a re-seed.
    const [, res] = await db.batch([
      db.prepare('DELETE FROM album_photos WHERE photo_id IN (SELECT id FROM photos WHERE user_id = ? LIMIT 50000)').bind(userId),
      db.prepare('DELETE FROM photos WHERE rowid IN (SELECT rowid FROM photos WHERE user_id = ? LIMIT 50000)').bind(userId),
    ]);
    if ((res!.meta.changes ?? 0) === 0) break;
  }
  await db.prepare('DELETE FROM photo_month_counts WHERE user_id = ?').bind(userId).run();
  return c.json({ deleted: before?.n ?? 0 });
});

const chunkBody = z
  .object({
    userId: z.string().uuid(),
    photos: z.number().int().min(1).max(MAX_PHOTOS),
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    salt: z.string().regex(/^[0-9a-f]{20,32}$/),
    now: z.number().int().positive(),
  })
  .refine((b) => b.end > b.start && b.end <= b.photos && b.end - b.start <= MAX_CHUNK, {
    path: ['end'],
    message: `end must be in (start, photos] and at most ${MAX_CHUNK} after start`,
  });

scaleSeedAdmin.post('/scale-seed/chunk', validate('json', chunkBody), async (c) => {
  const b = c.req.valid('json');
  const user = await c.env.DB.prepare("SELECT id FROM users WHERE id = ? AND email LIKE 'scale-%@example.com'").bind(b.userId).first();
  if (!user) return jsonError(c, 404, 'not_found', 'not a scale user');
  // One statement: it inserts every row of the chunk or fails as a whole (meta.changes would also
  // count the month-count trigger writes, so the chunk size is the answer).
  await bulkInsert(c.env.DB, {
    userId: b.userId,
    total: b.photos,
    start: b.start,
    end: b.end,
    from: b.now - 25 * YEAR,
    to: b.now - 86_400_000,
    now: b.now,
    salt: b.salt,
    inDateOrder: true,
  }).run();
  return c.json({ inserted: b.end - b.start });
});
