/**
 * Archive job: zips the originals of a download into R2, then signals the app.
 * client-zip knows the exact zip length up front (stored entries, sizes from R2), so the zip
 * streams through a FixedLengthStream into a single R2 put: memory stays flat and R2 either
 * has the whole object or nothing (no half-saved archive on error).
 */
import { downloadZip, predictLength } from 'client-zip';
import type { UpstreamBindings } from '../../env';
import { jobFault } from '../../faults/jobs';
import { signalApp } from '../../push/signal';
import { uniqueEntryNames } from '../domain/zip-names';
import { ensurePoolObject } from '../seeding/pool';

export type ArchiveEntry = { mediaKey: string; fileName: string; modified: number };

export async function runArchive(
  env: UpstreamBindings,
  job: { userId: string; downloadId: string; key: string; entries: ArchiveEntry[] },
): Promise<void> {
  const payload = { downloadId: job.downloadId, key: job.key };
  await signalApp(env, job.userId, 'archive-started', payload);
  try {
    await jobFault(env, 'archive');
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
      for (const m of metas) {
        const obj = await env.BUCKET.get(`${m.mediaKey}/original`);
        if (!obj) throw new Error(`original vanished for ${m.mediaKey}`);
        yield { name: m.name, size: m.size, lastModified: m.lastModified, input: obj.body };
      }
    }
    const zip = downloadZip(files(), { length });
    const fixed = new FixedLengthStream(length);
    const piping = zip.body!.pipeTo(fixed.writable);
    await Promise.all([env.BUCKET.put(job.key, fixed.readable, { httpMetadata: { contentType: 'application/zip' } }), piping]);
    await env.DB.prepare("UPDATE downloads SET status = 'FINISHED' WHERE id = ?").bind(job.downloadId).run();
    await signalApp(env, job.userId, 'archive-finished', payload);
  } catch (err) {
    console.error('archive failed', err);
    await env.BUCKET.delete(job.key).catch(() => undefined);
    await env.DB.prepare("UPDATE downloads SET status = 'FAILED' WHERE id = ?").bind(job.downloadId).run();
    await signalApp(env, job.userId, 'archive-error', payload);
  }
}
