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
});
export type DownloadItem = z.infer<typeof DownloadItem>;
export const DownloadList = z.object({ items: z.array(DownloadItem) });
export const DownloadUrl = z.object({ url: HttpUrl });
/** Answer of starting an archive job (202): the `key` matches the later push message. */
export const DownloadJob = z.extend(z.omit(DownloadItem, { userId: true }), { key: z.optional(z.string()) });

/** Download API (photo spec §7): zip archive jobs of at most 100 photos. */
export function downloadApi(http: Http) {
  return {
    list: (signal?: AbortSignal) => http.getJson('/downloads', DownloadList, { signal }),
    url: (id: string) => http.getJson(`/downloads/${seg(id)}/url`, DownloadUrl),
    start: (body: { id?: string; name: string; photos: string[] }) => http.sendJson('POST', '/downloads', body, DownloadJob),
    startShared: (body: { id?: string; name?: string; albumId: string; photos: { photoId: string; ownerId: string }[] }) =>
      http.sendJson('POST', '/shared-album-downloads', body, DownloadJob),
  };
}
export type DownloadApi = ReturnType<typeof downloadApi>;
