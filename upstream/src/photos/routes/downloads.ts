/**
 * Download API (photo spec §7): archive jobs of up to 100 photos. POST answers 202 at once; the
 * zip is built after the response (jobs/archive.ts) and announced through the push signal.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { dayBucketExpiry, signScope } from '../domain/signing';
import { type Ctx, Id, IdParam, notFound, runAfterResponse } from '../http';
import { type ArchiveEntry, runArchive } from '../jobs/archive';
import { progressKey, readProgress } from '../jobs/archive-progress';
import { readableAlbum } from '../repo/albums';

export const downloads = new Hono<UpstreamEnv>();

export const MAX_DOWNLOAD_PHOTOS = 100;
const Name = z.string().trim().min(1).max(100);
const Photos = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1).max(MAX_DOWNLOAD_PHOTOS, `Up to ${MAX_DOWNLOAD_PHOTOS} photos can be downloaded at a time`);

type Row = { id: string; client_id: string; user_id: string; name: string; status: string; photo_count: number; created: number };
const itemJson = (r: Row) => ({
  id: r.client_id,
  userId: r.user_id,
  downloadId: r.id,
  name: r.name,
  status: r.status,
  created: new Date(r.created).toISOString(),
});

/**
 * The customer's downloads, newest first. A job still being built carries its progress (issue 34
 * §3: photos in the zip so far, 0 before it reported any): the app's polling fallback reads it here.
 */
downloads.get('/downloads', async (c) => {
  const { results } = await c.env.DB.prepare(
    'SELECT id, client_id, user_id, name, status, photo_count, created FROM downloads WHERE user_id = ? ORDER BY created DESC LIMIT 100',
  )
    .bind(c.var.userId)
    .all<Row>();
  const items = await Promise.all(
    results.map(async (r) => {
      if (r.status !== 'IN_PROGRESS') return itemJson(r);
      const progress = (await readProgress(c.env.BUCKET, r.id)) ?? { done: 0, total: r.photo_count };
      return { ...itemJson(r), progress };
    }),
  );
  return c.json({ items });
});

/** `{id}` may be the downloadId or the id the client sent; 409 while the zip isn't ready. */
downloads.get('/downloads/:id/url', validate('param', IdParam), async (c) => {
  const id = c.req.valid('param').id;
  const row = await c.env.DB.prepare(
    'SELECT id, status FROM downloads WHERE user_id = ? AND (id = ? OR client_id = ?) ORDER BY created DESC LIMIT 1',
  )
    .bind(c.var.userId, id, id)
    .first<{ id: string; status: string }>();
  if (!row) return notFound(c, 'download not found');
  if (row.status === 'FAILED') return jsonError(c, 410, 'gone', 'archive failed');
  if (row.status !== 'FINISHED') return jsonError(c, 409, 'conflict', 'archive not ready');
  const exp = dayBucketExpiry();
  const sig = await signScope(c.env.PUSH_SIGNING_SECRET, `files:${row.id}`, exp);
  return c.json({ url: `${c.env.PUBLIC_BASE_URL.replace(/\/+$/, '')}/files/${row.id}.zip?exp=${exp}&sig=${sig}` });
});

/**
 * Cancels a job still being built (`{id}`: the downloadId or the client's id): its row is deleted,
 * so the job stops at its next photo, keeps no zip and signals nothing, and the download is not
 * listed (the customer asked for none). 409 once it ended: a finished zip stays downloadable from
 * the downloads list, a failed one says so there.
 */
downloads.post('/downloads/:id/cancel', validate('param', IdParam), async (c) => {
  const id = c.req.valid('param').id;
  const row = await c.env.DB.prepare(
    'SELECT id, client_id, status FROM downloads WHERE user_id = ? AND (id = ? OR client_id = ?) ORDER BY created DESC LIMIT 1',
  )
    .bind(c.var.userId, id, id)
    .first<{ id: string; client_id: string; status: string }>();
  if (!row) return notFound(c, 'download not found');
  // Conditional, so a job finishing at this moment is either cancelled or finished, never both.
  const deleted = await c.env.DB.prepare("DELETE FROM downloads WHERE id = ? AND status = 'IN_PROGRESS'").bind(row.id).run();
  if (deleted.meta.changes === 0) return jsonError(c, 409, 'conflict', 'archive already ended');
  await c.env.BUCKET.delete(progressKey(row.id)).catch(() => undefined);
  return c.json({ id: row.client_id, downloadId: row.id, status: 'CANCELLED' });
});

/** Inserts the job row, answers 202 and runs the archive after the response. */
async function startJob(c: Ctx, clientId: string | undefined, name: string, entries: ArchiveEntry[]) {
  const downloadId = crypto.randomUUID();
  const key = `archives/${downloadId}.zip`;
  const created = Date.now();
  await c.env.DB.prepare(
    "INSERT INTO downloads (id, client_id, user_id, name, status, r2_key, photo_count, created) VALUES (?, ?, ?, ?, 'IN_PROGRESS', ?, ?, ?)",
  )
    .bind(downloadId, clientId ?? downloadId, c.var.userId, name, key, entries.length, created)
    .run();
  runAfterResponse(c, runArchive(c.env, { userId: c.var.userId, downloadId, key, entries }));
  return c.json(
    { id: clientId ?? downloadId, downloadId, key, name, status: 'IN_PROGRESS', created: new Date(created).toISOString() },
    202,
  );
}

type EntryRow = { id: string; user_id: string; media_key: string; local_file_name: string; upload_end: number };

/** Rows for (photo, owner) pairs in request order; only rows matching `where` come back. */
async function entryRows(db: D1Database, where: string, binds: unknown[]): Promise<EntryRow[]> {
  const { results } = await db
    .prepare(`SELECT p.id, p.user_id, p.media_key, p.local_file_name, p.upload_end FROM photos p WHERE ${where}`)
    .bind(...binds)
    .all<EntryRow>();
  return results;
}

downloads.post('/downloads', validate('json', z.object({ id: Id.optional(), name: Name, photos: Photos(Id) })), async (c) => {
  const body = c.req.valid('json');
  const ids = [...new Set(body.photos)];
  const rows = await entryRows(c.env.DB, 'p.user_id = ? AND p.legacy = 0 AND p.deleted = 0 AND p.id IN (SELECT value FROM json_each(?))', [
    c.var.userId,
    JSON.stringify(ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) return jsonError(c, 404, 'not_found', `photo not found: ${missing}`, 'photos');
  return startJob(
    c,
    body.id,
    body.name,
    ids.map((id) => toEntry(byId.get(id)!)),
  );
});

const toEntry = (r: EntryRow): ArchiveEntry => ({ mediaKey: r.media_key, fileName: r.local_file_name, modified: r.upload_end });

downloads.post(
  '/shared-album-downloads',
  validate(
    'json',
    z.object({ id: Id.optional(), name: Name.optional(), albumId: Id, photos: Photos(z.object({ photoId: Id, ownerId: Id })) }),
  ),
  async (c) => {
    const body = c.req.valid('json');
    const album = await readableAlbum(c.env.DB, body.albumId, c.var.userId, 'shared');
    if (!album) return notFound(c, 'shared album not found');
    const ids = [...new Set(body.photos.map((p) => p.photoId))];
    const rows = await entryRows(
      c.env.DB,
      'p.legacy = 0 AND p.deleted = 0 AND p.id IN (SELECT value FROM json_each(?)) AND EXISTS (SELECT 1 FROM album_photos ap WHERE ap.album_id = ? AND ap.photo_id = p.id)',
      [JSON.stringify(ids), album.id],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const wrong = body.photos.find((p) => byId.get(p.photoId)?.user_id !== p.ownerId);
    if (wrong) return jsonError(c, 404, 'not_found', `photo not found: ${wrong.photoId}`, 'photos');
    return startJob(
      c,
      body.id,
      body.name ?? album.name,
      ids.map((id) => toEntry(byId.get(id)!)),
    );
  },
);
