/**
 * Photo management API, own albums (photo spec §7). Another user's album id → 404.
 * Albums marked isShared are legacy shared albums: read-only (409 on changes), deletable by the owner.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { albumNameProblem } from '../domain/album-name';
import { photoColumns } from '../domain/photo-view';
import { type Ctx, IdList, IdParam, mediaUrls, notFound, ownedPhotoIds } from '../http';
import { albumPage, coverPhotos, ownAlbumJson, readableAlbum } from '../repo/albums';
import { pageQuerySchema, photoPage } from '../repo/paging';

export const albums = new Hono<UpstreamEnv>();

const AlbumName = z.string().superRefine((name, ctx) => {
  const problem = albumNameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const NameBody = z.object({ albumName: AlbumName });

const listQuery = pageQuerySchema({ sortKey: 'created', sortOrder: 'desc' }, 500, 50)
  .pick({ cursor: true, limit: true })
  .extend({
    // Default true: the albums page shows own shared albums too; the copy-to-album modal asks false.
    displaySharedData: z.enum(['true', 'false']).default('true'),
  });

albums.get('/albums', validate('query', listQuery), async (c) => {
  const q = c.req.valid('query');
  const where = q.displaySharedData === 'true' ? 'a.user_id = ?' : 'a.user_id = ? AND a.is_shared = 0';
  const page = await albumPage(c.env.DB, where, [c.var.userId], q.cursor, q.limit);
  const covers = await coverPhotos(c.env.DB, mediaUrls(c), page.rows);
  return c.json({ albums: page.rows.map((r) => ownAlbumJson(r, covers)), cursor: page.cursor });
});

albums.post('/albums', validate('json', NameBody), async (c) => {
  const id = crypto.randomUUID();
  const now = Date.now();
  await c.env.DB.prepare('INSERT INTO albums (id, user_id, name, is_shared, created, updated) VALUES (?, ?, ?, 0, ?, ?)')
    .bind(id, c.var.userId, c.req.valid('json').albumName, now, now)
    .run();
  return c.json({ albumId: id }, 201);
});

albums.get('/albums/:id', validate('param', IdParam), async (c) => {
  const row = await readableAlbum(c.env.DB, c.req.valid('param').id, c.var.userId, 'own');
  if (!row) return notFound(c, 'album not found');
  return c.json(ownAlbumJson(row, await coverPhotos(c.env.DB, mediaUrls(c), [row])));
});

/** Loads the caller's album for a change; 404 if not theirs, 409 if it is a read-only shared album. */
async function writableAlbum(c: Ctx, id: string) {
  const row = await readableAlbum(c.env.DB, id, c.var.userId, 'own');
  if (!row) return { error: notFound(c, 'album not found') };
  if (row.is_shared === 1) return { error: jsonError(c, 409, 'conflict', 'shared albums are read-only') };
  return { row };
}

albums.patch('/albums/:id', validate('param', IdParam), validate('json', NameBody), async (c) => {
  const found = await writableAlbum(c, c.req.valid('param').id);
  if (found.error) return found.error;
  await c.env.DB.prepare('UPDATE albums SET name = ?, updated = ? WHERE id = ? AND user_id = ?')
    .bind(c.req.valid('json').albumName, Date.now(), found.row.id, c.var.userId)
    .run();
  const row = await readableAlbum(c.env.DB, found.row.id, c.var.userId, 'own');
  return c.json(ownAlbumJson(row!, await coverPhotos(c.env.DB, mediaUrls(c), [row!])));
});

albums.delete('/albums/:id', validate('param', IdParam), async (c) => {
  // Links and participants go by ON DELETE CASCADE in the same statement.
  const res = await c.env.DB.prepare('DELETE FROM albums WHERE id = ? AND user_id = ?').bind(c.req.valid('param').id, c.var.userId).run();
  if ((res.meta.changes ?? 0) === 0) return notFound(c, 'album not found');
  return c.json({ albumId: c.req.valid('param').id });
});

albums.get(
  '/albums/:id/photos',
  validate('param', IdParam),
  validate('query', pageQuerySchema({ sortKey: 'created', sortOrder: 'desc' })),
  async (c) => {
    const row = await readableAlbum(c.env.DB, c.req.valid('param').id, c.var.userId, 'own');
    if (!row) return notFound(c, 'album not found');
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
    return c.json({ images: await mediaUrls(c).photos(page.rows), cursor: page.cursor });
  },
);

const PhotoIdsBody = z.object({ photoIds: IdList() });

/** Adds photos; every id must be one of the caller's photos, else 404 and nothing is added. */
albums.post('/albums/:id/photos', validate('param', IdParam), validate('json', PhotoIdsBody), async (c) => {
  const found = await writableAlbum(c, c.req.valid('param').id);
  if (found.error) return found.error;
  const ids = [...new Set(c.req.valid('json').photoIds)];
  const owned = await ownedPhotoIds(c.env.DB, c.var.userId, ids);
  const missing = ids.filter((id) => !owned.has(id));
  if (missing.length) return jsonError(c, 404, 'not_found', `photo not found: ${missing[0]}`, 'photoIds');
  const now = Date.now();
  const db = c.env.DB;
  await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO album_photos (album_id, photo_id, added) SELECT ?, value, ? FROM json_each(?)')
      .bind(found.row.id, now, JSON.stringify(ids)),
    db.prepare('UPDATE albums SET updated = ? WHERE id = ?').bind(now, found.row.id),
  ]);
  return c.json({ failed: [] as string[] });
});

/** Removes photos from the album (not from the library); ids that weren't in it come back in failed. */
albums.delete('/albums/:id/photos', validate('param', IdParam), validate('json', PhotoIdsBody), async (c) => {
  const found = await writableAlbum(c, c.req.valid('param').id);
  if (found.error) return found.error;
  const ids = [...new Set(c.req.valid('json').photoIds)];
  const db = c.env.DB;
  const [removed] = await db.batch([
    db
      .prepare('DELETE FROM album_photos WHERE album_id = ? AND photo_id IN (SELECT value FROM json_each(?)) RETURNING photo_id')
      .bind(found.row.id, JSON.stringify(ids)),
    db.prepare('UPDATE albums SET updated = ? WHERE id = ?').bind(Date.now(), found.row.id),
  ]);
  const gone = new Set((removed!.results as { photo_id: string }[]).map((r) => r.photo_id));
  return c.json({ failed: ids.filter((id) => !gone.has(id)) });
});
