import { z } from 'zod';
import type { Http } from './http';
import { Count, Id, IsoDateTime, seg } from './schemas';

/** Upload record (account spec §3: fields not shown; these are the embedded upstream's). */
export const Upload = z.object({
  id: Id,
  uploadId: Id,
  accountId: z.string().nullable().optional(),
  photoId: z.string().nullable().optional(),
  fileName: z.string(),
  contentType: z.string().optional(),
  size: Count.optional(),
  status: z.string(),
  created: IsoDateTime.optional(),
});
export type Upload = z.infer<typeof Upload>;

/** Storage API (uploads). The upload itself is multipart, done by the browser through the proxy. */
export function storageApi(http: Http) {
  return {
    upload: (id: string, accountId?: string) => http.getJson(`/uploads/${seg(id)}`, Upload, { query: { accountId }, emptyOn: [404] }),
    /** Anonymous uploads among `ids`; 404 = none (spec: empty result), the first one is used. */
    anonymousUploads: async (ids: string[]): Promise<Upload[]> =>
      (await http.sendJson('POST', '/getanonymousuploads', ids, z.array(Upload), { emptyOn: [404] })) ?? [],
  };
}
export type StorageApi = ReturnType<typeof storageApi>;
