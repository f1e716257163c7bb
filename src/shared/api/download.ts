import * as z from 'zod/mini';
import type { Http } from './http';
import { HttpUrl, Id, IsoDateTime, seg } from './schemas';

export const DownloadItem = z.object({
  id: Id,
  userId: Id,
  downloadId: Id,
  name: z.optional(z.string()),
  status: z.optional(z.string()),
  created: z.optional(IsoDateTime),
  /**
   * A job still being built: photos in the zip so far (issue 34 §3, the polling fallback's count).
   * A count that fails the check is dropped (no progress shown), not the whole list.
   */
  progress: z.catch(
    z.optional(
      z
        .object({ done: z.int().check(z.nonnegative()), total: z.int().check(z.positive()) })
        .check(z.refine((p) => p.done <= p.total, 'done exceeds total')),
    ),
    undefined,
  ),
});
export type DownloadItem = z.infer<typeof DownloadItem>;
export const DownloadList = z.object({ items: z.array(DownloadItem) });
export const DownloadUrl = z.object({ url: HttpUrl });
/** Answer of starting an archive job (202): the `key` matches the later push message. */
export const DownloadJob = z.extend(z.omit(DownloadItem, { userId: true }), { key: z.optional(z.string()) });
/** Answer of cancelling a job still being built (issue 34 §3): its row is gone, no zip is kept. */
export const DownloadCancelled = z.object({ id: Id, downloadId: Id, status: z.literal('CANCELLED') });

/** Download API (photo spec §7): zip archive jobs of at most 100 photos. */
export function downloadApi(http: Http) {
  return {
    list: (signal?: AbortSignal) => http.getJson('/downloads', DownloadList, { signal }),
    url: (id: string) => http.getJson(`/downloads/${seg(id)}/url`, DownloadUrl),
    start: (body: { id?: string; name: string; photos: string[] }) => http.sendJson('POST', '/downloads', body, DownloadJob),
    startShared: (body: { id?: string; name?: string; albumId: string; photos: { photoId: string; ownerId: string }[] }) =>
      http.sendJson('POST', '/shared-album-downloads', body, DownloadJob),
    /**
     * Stops a job still being built (`id`: the downloadId or the client's id). Null when there is
     * nothing left to stop: the job is unknown (404) or already ended (409). `keepalive`: the
     * cancel still reaches the upstream when the customer leaves the page right after it.
     */
    cancel: (id: string) =>
      http.sendJson('POST', `/downloads/${seg(id)}/cancel`, undefined, DownloadCancelled, { emptyOn: [404, 409], keepalive: true }),
  };
}
export type DownloadApi = ReturnType<typeof downloadApi>;
