/**
 * Shared albums API (legacy, read-only; photo spec §7). The owner of an isShared album and its
 * participants may read it; anyone else gets 404.
 */
import { Hono } from 'hono';
import type { UpstreamEnv } from '../../env';
import { validate } from '../../http/validate';
import { photoColumns } from '../domain/photo-view';
import { IdParam, mediaUrls, notFound } from '../http';
import { type AlbumRow, albumBase, albumPage, coverPhotos, readableAlbum } from '../repo/albums';
import { pageQuerySchema, photoPage } from '../repo/paging';

export const sharedAlbums = new Hono<UpstreamEnv>();

type Person = { album_id: string; id: string; email: string };

/** Owner and participants (id + email) of the given albums, in one query each. */
async function people(db: D1Database, rows: AlbumRow[]) {
  const ids = JSON.stringify(rows.map((r) => r.id));
  const [owners, parts] = await db.batch<Person>([
    db
      .prepare(
        'SELECT a.id AS album_id, u.id, u.email FROM albums a JOIN users u ON u.id = a.user_id WHERE a.id IN (SELECT value FROM json_each(?))',
      )
      .bind(ids),
    db
      .prepare(
        'SELECT x.album_id, u.id, u.email FROM album_participants x JOIN users u ON u.id = x.user_id WHERE x.album_id IN (SELECT value FROM json_each(?)) ORDER BY x.added, u.email',
      )
      .bind(ids),
  ]);
  const owner = new Map(owners!.results.map((o) => [o.album_id, { id: o.id, email: o.email }]));
  const participants = new Map<string, { id: string; email: string }[]>();
  for (const p of parts!.results) participants.set(p.album_id, [...(participants.get(p.album_id) ?? []), { id: p.id, email: p.email }]);
  return { owner, participants };
}

async function sharedJson(c: { env: UpstreamEnv['Bindings'] }, urls: ReturnType<typeof mediaUrls>, rows: AlbumRow[]) {
  const covers = await coverPhotos(c.env.DB, urls, rows, true);
  const { owner, participants } = await people(c.env.DB, rows);
  return rows.map((r) => ({
    ...albumBase(r, covers),
    ownerId: r.user_id,
    owner: { email: owner.get(r.id)?.email ?? '' },
    participants: (participants.get(r.id) ?? []).map((p) => ({ email: p.email })),
  }));
}

const listQuery = pageQuerySchema({ sortKey: 'created', sortOrder: 'desc' }, 500, 50).pick({ cursor: true, limit: true });

/** Albums shared WITH the caller (not the caller's own shared albums: those are in /albums). */
sharedAlbums.get('/shared-albums', validate('query', listQuery), async (c) => {
  const q = c.req.valid('query');
  const page = await albumPage(
    c.env.DB,
    'a.is_shared = 1 AND EXISTS (SELECT 1 FROM album_participants x WHERE x.album_id = a.id AND x.user_id = ?)',
    [c.var.userId],
    q.cursor,
    q.limit,
  );
  return c.json({ albums: await sharedJson(c, mediaUrls(c), page.rows), cursor: page.cursor });
});

sharedAlbums.get('/users', async (c) => {
  const row = await c.env.DB.prepare(
    `SELECT
       (SELECT count(*) FROM album_participants x JOIN albums a ON a.id = x.album_id WHERE x.user_id = ?1 AND a.is_shared = 1) AS read_count,
       (SELECT count(*) FROM albums WHERE user_id = ?1 AND is_shared = 1) AS granted_count,
       (SELECT min(t) FROM (SELECT x.added AS t FROM album_participants x WHERE x.user_id = ?1 UNION ALL SELECT created FROM albums WHERE user_id = ?1 AND is_shared = 1)) AS created,
       (SELECT max(t) FROM (SELECT x.added AS t FROM album_participants x WHERE x.user_id = ?1 UNION ALL SELECT updated FROM albums WHERE user_id = ?1 AND is_shared = 1)) AS updated`,
  )
    .bind(c.var.userId)
    .first<{ read_count: number; granted_count: number; created: number | null; updated: number | null }>();
  return c.json({
    readAlbumsCount: row?.read_count ?? 0,
    grantedAlbumsCount: row?.granted_count ?? 0,
    ...(row?.created != null ? { created: new Date(row.created).toISOString() } : {}),
    ...(row?.updated != null ? { updated: new Date(row.updated).toISOString() } : {}),
  });
});

sharedAlbums.get('/shared-albums/:id', validate('param', IdParam), async (c) => {
  const row = await readableAlbum(c.env.DB, c.req.valid('param').id, c.var.userId, 'shared');
  if (!row) return notFound(c, 'shared album not found');
  const [json] = await sharedJson(c, mediaUrls(c), [row]);
  return c.json(json);
});

sharedAlbums.get('/shared-albums/:id/participants', validate('param', IdParam), async (c) => {
  const row = await readableAlbum(c.env.DB, c.req.valid('param').id, c.var.userId, 'shared');
  if (!row) return notFound(c, 'shared album not found');
  const { owner, participants } = await people(c.env.DB, [row]);
  return c.json({ owner: owner.get(row.id) ?? { id: row.user_id, email: '' }, participants: participants.get(row.id) ?? [] });
});

sharedAlbums.get(
  '/shared-albums/:id/photos',
  validate('param', IdParam),
  validate('query', pageQuerySchema({ sortKey: 'created', sortOrder: 'desc' })),
  async (c) => {
    const row = await readableAlbum(c.env.DB, c.req.valid('param').id, c.var.userId, 'shared');
    if (!row) return notFound(c, 'shared album not found');
    const page = await photoPage(
      c.env.DB,
      {
        columns: photoColumns('p'),
        from: 'album_photos ap JOIN photos p ON p.id = ap.photo_id',
        where: 'ap.album_id = ? AND p.legacy = 0 AND p.deleted = 0',
        binds: [row.id],
        alias: 'p',
      },
      c.req.valid('query'),
    );
    return c.json({ images: await mediaUrls(c).photos(page.rows, { withOwner: true }), cursor: page.cursor });
  },
);

/**
 * A participant leaves the album (it disappears from their list); the owner stops sharing it
 * (participants removed, isShared off, the album and its photos stay as a normal own album).
 */
sharedAlbums.delete('/shared-albums/:id', validate('param', IdParam), async (c) => {
  const id = c.req.valid('param').id;
  const row = await readableAlbum(c.env.DB, id, c.var.userId, 'shared');
  if (!row) return notFound(c, 'shared album not found');
  const db = c.env.DB;
  if (row.user_id === c.var.userId) {
    await db.batch([
      db.prepare('DELETE FROM album_participants WHERE album_id = ?').bind(id),
      db.prepare('UPDATE albums SET is_shared = 0, updated = ? WHERE id = ?').bind(Date.now(), id),
    ]);
    return c.json({ albumId: id, result: 'unshared' });
  }
  await db.prepare('DELETE FROM album_participants WHERE album_id = ? AND user_id = ?').bind(id, c.var.userId).run();
  return c.json({ albumId: id, result: 'left' });
});
