/**
 * Batched photo deletion (photo spec §7, §8, §9). DELETE /photos answers with the ids it could not
 * delete; those are retried, and what is still failing after the retry limit is rolled back by the
 * caller. Pure: the request is passed in.
 *
 * Reading of the spec's constants: §9 lists "batch constants 500, 500 and 3" without purposes; we
 * read the first 500 as the delete batch size (the same as the 500 photos page size the upstream
 * accepts), and 3 as the retry limit (§9 says the delete retry limit value is not shown; 3 is the
 * only small batch constant, so it is the choice documented here).
 */
export const DELETE_BATCH_SIZE = 500;
export const DELETE_MAX_RETRIES = 3;

export const EXCEEDED_RETRIES = 'Exceeded maximum amount of retries!';
export const FAILED_TO_DELETE = 'Failed to delete photo!';

export interface DeleteResult {
  deleted: string[];
  failed: string[];
  /** Null when everything was deleted; otherwise one of the spec's two messages. */
  error: typeof EXCEEDED_RETRIES | typeof FAILED_TO_DELETE | null;
}

/** Splits into batches of `size` (an integer ≥ 1, else no chunks: photo spec §5). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) return [];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface DeleteOptions {
  batchSize?: number;
  maxRetries?: number;
  /**
   * Every batch's first attempt at once (the page is going away: requests sent with `keepalive`
   * must all leave before it is gone; one after the other, only the first would).
   */
  concurrent?: boolean;
}

/**
 * Photos whose ids fit in the browser's keepalive budget (64 KB of request bodies in flight per
 * page): an id is at most ~40 bytes in JSON, so 1,200 leave room for the rest of the bodies. A
 * larger pending deletion keeps the page (the browser asks before leaving) instead.
 */
export const KEEPALIVE_MAX_IDS = 1_200;

/**
 * Deletes `ids` in batches. A batch whose ids come back in `failed` is retried with just those ids,
 * up to `maxRetries` more times ('Exceeded maximum amount of retries!'); a batch whose request
 * throws is retried the same way and, if it never succeeds, reported as 'Failed to delete photo!'.
 */
export async function deletePhotosBatched(
  ids: readonly string[],
  /** `attempt` 0 is a batch's first request, then its retries. */
  send: (batch: string[], attempt: number) => Promise<{ failed: readonly string[] }>,
  { batchSize = DELETE_BATCH_SIZE, maxRetries = DELETE_MAX_RETRIES, concurrent = false }: DeleteOptions = {},
): Promise<DeleteResult> {
  const unique = [...new Set(ids)];
  const failed: string[] = [];
  let threw = false;
  const run = async (batch: string[]) => {
    let pending = batch;
    let lastThrew = false;
    for (let attempt = 0; attempt <= maxRetries && pending.length; attempt++) {
      try {
        const answer = await send(pending, attempt);
        const asked = new Set(pending);
        pending = [...new Set(answer.failed)].filter((id) => asked.has(id));
        lastThrew = false;
      } catch {
        lastThrew = true;
      }
    }
    if (pending.length) {
      failed.push(...pending);
      threw ||= lastThrew;
    }
  };
  const batches = chunk(unique, batchSize);
  if (concurrent) await Promise.all(batches.map(run));
  else for (const batch of batches) await run(batch);
  const failedSet = new Set(failed);
  return {
    deleted: unique.filter((id) => !failedSet.has(id)),
    failed,
    error: failed.length === 0 ? null : threw ? FAILED_TO_DELETE : EXCEEDED_RETRIES,
  };
}

/** The screen message for a failed delete (photo spec §8), as a catalogue id. */
export function deleteErrorMessageId(failedCount: number): 'photos.delete.errorOne' | 'photos.delete.errorMany' {
  return failedCount === 1 ? 'photos.delete.errorOne' : 'photos.delete.errorMany';
}

/**
 * The timeline's month counts with photos taken away (`delta` < 0, an optimistic delete) or given
 * back (undo, a failed delete): `deltas` maps a month key (`year/month`) to its change. A month at
 * zero keeps its entry at zero (timelineMonths drops it); counts never go below zero.
 */
export function adjustTimeline(
  timeline: Readonly<Record<string, Readonly<Record<string, number>>>>,
  deltas: ReadonlyMap<string, number>,
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [y, months] of Object.entries(timeline)) out[y] = { ...months };
  for (const [key, delta] of deltas) {
    const [y, m] = key.split('/');
    if (!y || !m || out[y]?.[m] === undefined) continue;
    out[y][m] = Math.max(0, out[y][m] + delta);
  }
  return out;
}
