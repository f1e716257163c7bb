/**
 * Photo libraries of the seed profiles (issue 3, item 9). Idempotent: a user that already has
 * photos or albums is left alone. Rows come from seeding/bulk.ts (one INSERT … SELECT per set),
 * images from the shared pool (seeding/pool.ts, rendered on first use).
 *
 * - demo: 3,200 photos 2017 → now (months above 24), one dated 1970-01-01 (Unknown Date), 12 albums
 *   (one empty, one of 80 photos, one shared with friend).
 * - friend: 40 photos, 2 albums shared with demo (read-only for demo).
 * - new / not-activated: NOT_ACTIVE with 30 legacy uploads to import.
 * - consumer: 200 photos over 2 years, 3 albums. business: 12 photos. empty: nothing.
 */
import type { UpstreamBindings } from '../env';
import type { SeedProfile, SeedUser } from '../seed/types';
import { bulkInsert, newSalt } from './seeding/bulk';
import { poolKey } from './seeding/pool';

const YEAR = 365 * 86_400_000;
const DAY = 86_400_000;

type Plan = { photos: number; years: number; legacy?: boolean; albums: { name: string; size: number; shared?: boolean }[] };

const PLANS: Record<SeedProfile, Plan | null> = {
  demo: {
    photos: 3200,
    years: 9,
    albums: [
      { name: 'Best of the decade', size: 80 },
      { name: 'Family (shared)', size: 30, shared: true },
      { name: 'Summer holidays', size: 40 },
      { name: 'Christmas', size: 24 },
      { name: 'Birthdays', size: 18 },
      { name: 'Weekend trips', size: 12 },
      { name: 'Garden', size: 9 },
      { name: 'Pets', size: 15 },
      { name: 'City walks', size: 6 },
      { name: 'Wedding', size: 35 },
      { name: 'Prints to order', size: 3 },
      { name: 'New album', size: 0 },
    ],
  },
  friend: {
    photos: 40,
    years: 2,
    albums: [
      { name: 'Road trip', size: 15, shared: true },
      { name: 'Party night', size: 10, shared: true },
    ],
  },
  new: { photos: 30, years: 6, legacy: true, albums: [] },
  'not-activated': { photos: 30, years: 6, legacy: true, albums: [] },
  consumer: {
    photos: 200,
    years: 2,
    albums: [
      { name: 'Holiday', size: 40 },
      { name: 'Family', size: 25 },
      { name: 'Empty album', size: 0 },
    ],
  },
  business: { photos: 12, years: 1, albums: [] },
  empty: null,
};

export async function seedPhotoLibraries(env: UpstreamBindings, users: SeedUser[]): Promise<void> {
  for (const user of users) await seedUser(env, user);
  await linkSharedAlbums(env.DB);
}

async function seedUser(env: UpstreamBindings, user: SeedUser): Promise<void> {
  const plan = PLANS[user.profile];
  const db = env.DB;
  const existing = await db
    .prepare('SELECT (SELECT count(*) FROM photos WHERE user_id = ?1) + (SELECT count(*) FROM albums WHERE user_id = ?1) AS n')
    .bind(user.id)
    .first<{ n: number }>();
  if (!plan || (existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const statements: D1PreparedStatement[] = [
    bulkInsert(db, {
      userId: user.id,
      total: plan.photos,
      start: 0,
      end: plan.photos,
      from: now - plan.years * YEAR,
      to: now - DAY,
      now,
      legacy: plan.legacy,
      salt: newSalt(),
    }),
  ];
  if (plan.legacy) statements.push(db.prepare("UPDATE users SET activation_status = 'NOT_ACTIVE' WHERE id = ?").bind(user.id));
  if (user.profile === 'demo') {
    // The one photo of unknown date: shown under January 1970 ('Unknown Date').
    statements.push(
      db
        .prepare(
          "INSERT INTO photos (id, user_id, upload_id, local_file_name, date_taken, upload_end, width, height, media_key, content_type) VALUES (?, ?, ?, 'scan-without-date.jpg', 0, ?, 1600, 1200, ?, 'image/jpeg')",
        )
        .bind(crypto.randomUUID(), user.id, crypto.randomUUID(), now - 30 * DAY, poolKey(5)),
    );
    // Anonymous uploads (made before sign-in) for POST /getanonymousuploads.
    statements.push(
      db
        .prepare(
          "INSERT OR IGNORE INTO uploads (id, user_id, account_id, photo_id, file_name, content_type, size, status, created) VALUES ('00000000-0000-4000-a000-0000000a0001', NULL, NULL, NULL, 'anonymous-1.jpg', 'image/jpeg', 123456, 'COMPLETED', ?1), ('00000000-0000-4000-a000-0000000a0002', NULL, NULL, NULL, 'anonymous-2.jpg', 'image/jpeg', 234567, 'COMPLETED', ?1)",
        )
        .bind(now - DAY),
    );
  }
  let offset = 0;
  plan.albums.forEach((album, i) => {
    const id = crypto.randomUUID();
    const created = now - (i + 1) * 17 * DAY;
    statements.push(
      db
        .prepare('INSERT INTO albums (id, user_id, name, is_shared, created, updated) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(id, user.id, album.name, album.shared ? 1 : 0, created, created + DAY),
      db
        .prepare(
          'INSERT INTO album_photos (album_id, photo_id, added) SELECT ?, id, ? FROM photos WHERE user_id = ? AND legacy = 0 ORDER BY id LIMIT ? OFFSET ?',
        )
        .bind(id, created + DAY, user.id, album.size, offset),
    );
    offset += album.size;
  });
  // One batch = one transaction: a user is seeded completely or not at all.
  await db.batch(statements);
}

/** Shares demo's shared album with friend and friend's shared albums with demo (idempotent). */
async function linkSharedAlbums(db: D1Database): Promise<void> {
  const link = (owner: string, participant: string) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO album_participants (album_id, user_id, added)
         SELECT a.id, p.id, a.created + 3600000 FROM albums a JOIN users o ON o.id = a.user_id JOIN users p ON p.email = ?2
         WHERE o.email = ?1 AND a.is_shared = 1`,
      )
      .bind(owner, participant);
  await db.batch([link('demo@example.com', 'friend@example.com'), link('friend@example.com', 'demo@example.com')]);
}
