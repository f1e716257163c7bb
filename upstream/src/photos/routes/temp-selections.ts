/**
 * Temp selections: the hand-off of selected photos to the prints editor (photo spec §7).
 * The id is an unguessable uuid; the editor page reads it without a token (see prints-editor.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { IdList, IdParam, notFound, ownedPhotoIds } from '../http';

export const tempSelections = new Hono<UpstreamEnv>();

const PhotoIds = z.array(z.string());

tempSelections.post('/temp-selections', validate('json', z.object({ photoIds: IdList() })), async (c) => {
  const ids = [...new Set(c.req.valid('json').photoIds)];
  const owned = await ownedPhotoIds(c.env.DB, c.var.userId, ids);
  const missing = ids.find((id) => !owned.has(id));
  if (missing) return jsonError(c, 404, 'not_found', `photo not found: ${missing}`, 'photoIds');
  const id = crypto.randomUUID();
  await c.env.DB.prepare('INSERT INTO temp_selections (id, user_id, photo_ids, created) VALUES (?, ?, ?, ?)')
    .bind(id, c.var.userId, JSON.stringify(ids), Date.now())
    .run();
  return c.json({ tempSelectionId: id }, 201);
});

tempSelections.get('/temp-selections/:id', validate('param', IdParam), async (c) => {
  const row = await c.env.DB.prepare('SELECT photo_ids FROM temp_selections WHERE id = ? AND user_id = ?')
    .bind(c.req.valid('param').id, c.var.userId)
    .first<{ photo_ids: string }>();
  if (!row) return notFound(c, 'temp selection not found');
  return c.json({ photoIds: PhotoIds.parse(JSON.parse(row.photo_ids)) });
});
