/**
 * Background clean-up after deletions: R2 objects of uploaded photos (pool images are shared by
 * seeded photos and stay), then the soft-deleted rows. Chunked so a 1,000,000-photo library never
 * needs one giant statement.
 */
import type { UpstreamBindings } from '../../env';

const CHUNK = 1000;

export async function purgeDeletedPhotos(env: Pick<UpstreamBindings, 'DB' | 'BUCKET'>, userId: string): Promise<void> {
  for (;;) {
    const { results } = await env.DB.prepare('SELECT id, media_key FROM photos WHERE user_id = ? AND deleted = 1 LIMIT ?')
      .bind(userId, CHUNK)
      .all<{ id: string; media_key: string }>();
    if (results.length === 0) return;
    const keys = results
      .filter((r) => !r.media_key.startsWith('pool/'))
      .flatMap((r) => ['original', '300.jpg', '800.jpg', '1300.jpg'].map((v) => `${r.media_key}/${v}`));
    // R2 delete takes up to 1000 keys per call.
    for (let i = 0; i < keys.length; i += 1000) await env.BUCKET.delete(keys.slice(i, i + 1000));
    await env.DB.prepare('DELETE FROM photos WHERE user_id = ? AND deleted = 1 AND id IN (SELECT value FROM json_each(?))')
      .bind(userId, JSON.stringify(results.map((r) => r.id)))
      .run();
  }
}

/** Soft-deletes every visible photo of the user in chunks (album links first), then purges. */
export async function deleteWholeLibrary(env: Pick<UpstreamBindings, 'DB' | 'BUCKET'>, userId: string): Promise<void> {
  const db = env.DB;
  for (;;) {
    const pick = 'SELECT id FROM photos WHERE user_id = ? AND legacy = 0 AND deleted = 0 LIMIT 2000';
    const [, updated] = await db.batch([
      db.prepare(`DELETE FROM album_photos WHERE photo_id IN (${pick})`).bind(userId),
      db.prepare(`UPDATE photos SET deleted = 1 WHERE id IN (${pick})`).bind(userId),
    ]);
    if ((updated!.meta.changes ?? 0) === 0) break;
    await purgeDeletedPhotos(env, userId);
  }
  await purgeDeletedPhotos(env, userId);
}
