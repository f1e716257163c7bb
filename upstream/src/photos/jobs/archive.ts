/**
 * Archive job: zips the originals of a download into R2, then signals the app.
 * client-zip knows the exact zip length up front (stored entries, sizes from R2), so the zip
 * streams through a FixedLengthStream into a single R2 put: memory stays flat and R2 either
 * has the whole object or nothing (no half-saved archive on error).
 *
 * Between photos the job reports how many are in the zip (archive-progress.ts) and stops when its
 * download was cancelled (its row is gone): then nothing is kept and nothing is signalled, since
 * the customer who cancelled waits for nothing.
 */
import { downloadZip, predictLength } from 'client-zip';
import type { UpstreamBindings } from '../../env';
import { jobFault } from '../../faults/jobs';
import { signalApp } from '../../push/signal';
import { uniqueEntryNames } from '../domain/zip-names';
import { ensurePoolObject } from '../seeding/pool';
import { ArchiveCancelled, progressKey, progressReporter, stopIfCancelled } from './archive-progress';

export type ArchiveEntry = { mediaKey: string; fileName: string; modified: number };

export async function runArchive(
  env: UpstreamBindings,
  job: { userId: string; downloadId: string; key: string; entries: ArchiveEntry[] },
): Promise<void> {
  const payload = { downloadId: job.downloadId, key: job.key };
  const progress = progressReporter(env, job, job.entries.length);
  await signalApp(env, job.userId, 'archive-started', payload);
  try {
    await jobFault(env, 'archive');
    await stopIfCancelled(env.DB, job.downloadId);
    for (const key of new Set(job.entries.map((e) => e.mediaKey))) await ensurePoolObject(env, key, 'original');
    const heads = await Promise.all(job.entries.map((e) => env.BUCKET.head(`${e.mediaKey}/original`)));
    const names = uniqueEntryNames(job.entries.map((e) => e.fileName));
    const metas = job.entries.map((e, i) => {
      const head = heads[i];
      if (!head) throw new Error(`original missing for ${e.mediaKey}`);
      return { name: names[i]!, size: head.size, lastModified: new Date(e.modified), mediaKey: e.mediaKey };
    });
    const length = Number(predictLength(metas.map((m) => ({ name: m.name, size: m.size }))));
    async function* files() {
      for (const [i, m] of metas.entries()) {
        // client-zip asks for the next file once the previous one is written into the zip.
        if (i > 0) progress.photoAdded();
        // Development only: a test holds each photo here (per user, so parallel tests don't meet it).
        await jobFault(env, `archive-photo/${job.userId}`);
        await stopIfCancelled(env.DB, job.downloadId);
        const obj = await env.BUCKET.get(`${m.mediaKey}/original`);
        if (!obj) throw new Error(`original vanished for ${m.mediaKey}`);
        yield { name: m.name, size: m.size, lastModified: m.lastModified, input: obj.body };
      }
    }
    const zip = downloadZip(files(), { length });
    const fixed = new FixedLengthStream(length);
    const piping = zip.body!.pipeTo(fixed.writable);
    await Promise.all([env.BUCKET.put(job.key, fixed.readable, { httpMetadata: { contentType: 'application/zip' } }), piping]);
    // Only a job still in progress finishes: a cancel during the last put deleted the row.
    const finished = await env.DB.prepare("UPDATE downloads SET status = 'FINISHED' WHERE id = ? AND status = 'IN_PROGRESS'")
      .bind(job.downloadId)
      .run();
    if (finished.meta.changes === 0) throw new ArchiveCancelled(job.downloadId);
    await progress.settled();
    await signalApp(env, job.userId, 'archive-finished', payload);
  } catch (err) {
    await env.BUCKET.delete(job.key).catch(() => undefined);
    await progress.settled();
    if (err instanceof ArchiveCancelled) return;
    // A cancel mid-zip surfaces as the zip stream's error: the row is gone then, and nobody waits.
    const failed = await env.DB.prepare("UPDATE downloads SET status = 'FAILED' WHERE id = ?").bind(job.downloadId).run();
    if (failed.meta.changes === 0) return;
    console.error('archive failed', err);
    await signalApp(env, job.userId, 'archive-error', payload);
  } finally {
    await env.BUCKET.delete(progressKey(job.downloadId)).catch(() => undefined);
  }
}
