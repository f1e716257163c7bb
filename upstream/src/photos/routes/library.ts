/**
 * Photo management API, library part: counts, timeline, photo pages, deletion.
 * Mounted under /photo-management with requireUser.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { validate } from '../../http/validate';
import { monthRange, toTimeline } from '../domain/months';
import { PHOTO_COLUMNS } from '../domain/photo-view';
import { IdList, mediaUrls, runAfterResponse } from '../http';
import { pageQuerySchema, photoPage, SortKey } from '../repo/paging';
import { purgeDeletedPhotos } from '../repo/purge';

export const library = new Hono<UpstreamEnv>();

const VISIBLE = 'user_id = ? AND legacy = 0 AND deleted = 0';

library.get('/users', async (c) => {
  const db = c.env.DB;
  const [photos, albums] = await db.batch([
    db.prepare("SELECT coalesce(sum(count), 0) AS n FROM photo_month_counts WHERE user_id = ? AND kind = 'taken'").bind(c.var.userId),
    db.prepare('SELECT count(*) AS n FROM albums WHERE user_id = ?').bind(c.var.userId),
  ]);
  const n = (r: D1Result) => Number((r.results[0] as { n?: number } | undefined)?.n ?? 0);
  return c.json({ photosCount: n(photos!), albumsCount: n(albums!) });
});

library.get('/users/timeline', validate('query', z.object({ sortKey: SortKey.default('dateTaken') })), async (c) => {
  const kind = c.req.valid('query').sortKey === 'created' ? 'created' : 'taken';
  const { results } = await c.env.DB.prepare(
    'SELECT year, month, count FROM photo_month_counts WHERE user_id = ? AND kind = ? AND count > 0 ORDER BY year, month',
  )
    .bind(c.var.userId, kind)
    .all<{ year: number; month: number; count: number }>();
  return c.json(toTimeline(results));
});

const monthParams = z.object({
  year: z.coerce.number().int().min(1970).max(9999),
  month: z.coerce.number().int().min(1).max(12),
});

library.get(
  '/photos/timeline/:year/:month',
  validate('param', monthParams),
  validate('query', pageQuerySchema({ sortKey: 'dateTaken', sortOrder: 'desc' })),
  async (c) => {
    const { year, month } = c.req.valid('param');
    const page = c.req.valid('query');
    const { start, end } = monthRange(year, month);
    const col = page.sortKey === 'created' ? 'upload_end' : 'placed_sort';
    const result = await photoPage(
      c.env.DB,
      {
        columns: PHOTO_COLUMNS,
        from: 'photos',
        where: `${VISIBLE} AND ${col} >= ? AND ${col} < ?`,
        binds: [c.var.userId, start, end],
        alias: '',
      },
      page,
    );
    return c.json({ cursor: result.cursor, images: await mediaUrls(c).photos(result.rows) });
  },
);

library.get('/photos', validate('query', pageQuerySchema({ sortKey: 'dateTaken', sortOrder: 'desc' }, 500, 500)), async (c) => {
  const page = c.req.valid('query');
  const result = await photoPage(
    c.env.DB,
    { columns: PHOTO_COLUMNS, from: 'photos', where: VISIBLE, binds: [c.var.userId], alias: '' },
    page,
  );
  return c.json({ cursor: result.cursor, images: await mediaUrls(c).photos(result.rows) });
});

/**
 * Soft-deletes in one batch (album links go too, so no album shows a ghost); ids that aren't the
 * caller's visible photos come back in `failed` (the app retries those and then reports them).
 * R2 objects and rows are purged after the response.
 */
library.delete('/photos', validate('json', z.object({ photoIds: IdList() })), async (c) => {
  const ids = [...new Set(c.req.valid('json').photoIds)];
  const db = c.env.DB;
  const json = JSON.stringify(ids);
  const [, updated] = await db.batch([
    db
      .prepare(
        'DELETE FROM album_photos WHERE photo_id IN (SELECT id FROM photos WHERE user_id = ? AND legacy = 0 AND deleted = 0 AND id IN (SELECT value FROM json_each(?)))',
      )
      .bind(c.var.userId, json),
    db
      .prepare(
        'UPDATE photos SET deleted = 1 WHERE user_id = ? AND legacy = 0 AND deleted = 0 AND id IN (SELECT value FROM json_each(?)) RETURNING id',
      )
      .bind(c.var.userId, json),
  ]);
  const done = new Set((updated!.results as { id: string }[]).map((r) => r.id));
  runAfterResponse(c, purgeDeletedPhotos(c.env, c.var.userId));
  return c.json({ failed: ids.filter((id) => !done.has(id)) });
});
