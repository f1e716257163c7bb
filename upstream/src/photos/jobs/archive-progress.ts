/**
 * How far an archive job is (issue 34 §3): the number of photos added to the zip so far, reported
 * to the app as `archive-progress` push signals and kept for the polling fallback (the 409 answer
 * of GET /downloads/{id}/url carries it).
 *
 * The count is kept in R2 beside the zip (`archives/<id>.progress`), not in a new D1 column: the
 * running stacks would need a migration, and the count belongs to the job's artifact anyway; the job
 * deletes it when it ends (finished, failed or cancelled). It is read by any isolate that answers a
 * poll, so it never lives in memory.
 */
import { z } from 'zod';
import type { UpstreamBindings } from '../../env';
import { signalApp } from '../../push/signal';

/**
 * Signals are throttled: at most one a second and at most MAX_SIGNALS per job (one per 5 % step),
 * so a 100-photo job does not crowd the app's replay buffer of 100 events per user with progress
 * ticks. The count in R2 follows the same steps (a poll every 2 s sees the latest one).
 */
export const PROGRESS = { minIntervalMs: 1_000, maxSignals: 20 } as const;

export const progressKey = (downloadId: string) => `archives/${downloadId}.progress`;

const ProgressDoc = z
  .object({ done: z.number().int().nonnegative(), total: z.number().int().positive() })
  .refine((p) => p.done <= p.total, 'done exceeds total');
export type ArchiveProgress = z.infer<typeof ProgressDoc>;

/** The job's last reported count, or null when it has reported none (or the object is damaged). */
export async function readProgress(bucket: R2Bucket, downloadId: string): Promise<ArchiveProgress | null> {
  const object = await bucket.get(progressKey(downloadId));
  if (!object) return null;
  const parsed = ProgressDoc.safeParse(await object.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

type Env = Pick<UpstreamBindings, 'DB' | 'BUCKET' | 'APP_PUSH_URL' | 'PUSH_SIGNING_SECRET' | 'PUSH_OUTBOX'>;

/**
 * Counts the photos added to one job's zip and reports the count in throttled steps. Reports go
 * out one after another (in order) without holding the zip up; `settled()` waits for them, so the
 * job's `archive-finished` follows its last progress signal.
 */
export function progressReporter(
  env: Env,
  job: { userId: string; downloadId: string; key: string },
  total: number,
  now: () => number = Date.now,
) {
  const step = Math.max(1, Math.ceil(total / PROGRESS.maxSignals));
  let done = 0;
  let reportedDone = 0;
  let reportedAt = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();
  const report = (progress: ArchiveProgress) => {
    queue = queue.then(async () => {
      await env.BUCKET.put(progressKey(job.downloadId), JSON.stringify(progress), {
        httpMetadata: { contentType: 'application/json' },
      }).catch((err) => console.warn('archive progress not kept', err));
      await signalApp(env, job.userId, 'archive-progress', { downloadId: job.downloadId, key: job.key, ...progress });
    });
  };
  return {
    /** One more photo is in the zip. The last one is not reported: `archive-finished` says it. */
    photoAdded(): void {
      done = Math.min(total, done + 1);
      if (done >= total || done - reportedDone < step || now() - reportedAt < PROGRESS.minIntervalMs) return;
      reportedDone = done;
      reportedAt = now();
      report({ done, total });
    },
    settled: (): Promise<void> => queue,
  };
}

/** Thrown inside a job whose download was cancelled: it stops, keeps nothing and signals nothing. */
export class ArchiveCancelled extends Error {
  constructor(downloadId: string) {
    super(`archive ${downloadId} was cancelled`);
  }
}

/** Throws ArchiveCancelled when the job's row is gone (POST /downloads/{id}/cancel deletes it). */
export async function stopIfCancelled(db: D1Database, downloadId: string): Promise<void> {
  const row = await db.prepare('SELECT 1 AS live FROM downloads WHERE id = ?').bind(downloadId).first<{ live: number }>();
  if (!row) throw new ArchiveCancelled(downloadId);
}
