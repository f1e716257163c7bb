import * as z from 'zod/mini';
import type { Http } from './http';
import { Photo } from './photo-management';
import { Count, Id, IsoDateTime, type OwnAccount, ownerOf, seg } from './schemas';

/** Upload record (account spec §3: fields not shown; these are the embedded upstream's). */
export const Upload = z.object({
  id: Id,
  uploadId: Id,
  photoId: z.optional(z.nullable(z.string())),
  fileName: z.string(),
  contentType: z.optional(z.string()),
  size: z.optional(Count),
  status: z.string(),
  created: z.optional(IsoDateTime),
});
export type Upload = z.infer<typeof Upload>;

/** Answer of POST /uploads: the new library photo. */
export const UploadResult = z.object({ uploadId: Id, photoId: Id, fileName: z.string(), status: z.string(), photo: Photo });
export type UploadResult = z.infer<typeof UploadResult>;

/** Photo spec §5: the only types the upload accepts (the upstream checks magic bytes too). */
export const UPLOAD_TYPES = ['image/heic', 'image/jpeg', 'image/png'] as const;
/** Uploads are slow on mobile networks: far longer than the JSON default. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** Storage API (uploads, anonymous uploads). */
export function storageApi(http: Http, ownAccount?: OwnAccount) {
  return {
    /** Uploads one image as the raw body (`Content-Type` = the file's type). */
    uploadPhoto: (file: Blob, fileName: string) =>
      http.sendBody('POST', '/uploads', file, UploadResult, { query: { filename: fileName }, timeoutMs: UPLOAD_TIMEOUT_MS }),
    /** The signed-in user's own upload (404 → null); the owner is `me` in the browser, as for the projects (projects.ts). */
    upload: async (id: string) =>
      http.getJson(`/uploads/${seg(id)}`, Upload, { query: { accountId: await ownerOf(ownAccount) }, emptyOn: [404] }),
    /** Anonymous uploads among `ids`; 404 = none (spec: empty result), the first one is used. */
    anonymousUploads: async (ids: string[]): Promise<Upload[]> =>
      (await http.sendJson('POST', '/getanonymousuploads', ids, z.array(Upload), { emptyOn: [404] })) ?? [],
  };
}
export type StorageApi = ReturnType<typeof storageApi>;
