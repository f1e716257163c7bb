/** Small helpers shared by the photo routes. */
import type { Context } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../env';
import { jsonError } from '../http/validate';
import { MediaUrls } from './domain/photo-view';

/** Ids are uuids we minted; anything else can't exist, but garbage is still a 400 naming the field. */
export const Id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid id');
export const IdParam = z.object({ id: Id });
/** Lists of ids in bodies: bounded so one request can't ask for unbounded work (spec batches by 500). */
export const IdList = (max = 500) => z.array(Id).min(1).max(max);

export type Ctx = Context<UpstreamEnv>;

export const mediaUrls = (c: Ctx) => new MediaUrls(c.env.PUBLIC_BASE_URL, c.env.PUSH_SIGNING_SECRET);

export const notFound = (c: Ctx, what = 'not found') => jsonError(c, 404, 'not_found', what);

/** `waitUntil` when running in a worker; in a bare `app.request()` (unit tests) just let it run. */
export function runAfterResponse(c: Ctx, job: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(job);
  } catch {
    void job;
  }
}

/** Ids of `ids` that are visible photos of `userId` (json_each keeps D1's 100-parameter cap away). */
export async function ownedPhotoIds(db: D1Database, userId: string, ids: string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare('SELECT id FROM photos WHERE user_id = ? AND legacy = 0 AND deleted = 0 AND id IN (SELECT value FROM json_each(?))')
    .bind(userId, JSON.stringify(ids))
    .all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}
