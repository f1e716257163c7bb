import * as z from 'zod/mini';
import type { Http } from './http';
import { albumFields, type PageParams, PhotoPage } from './photo-management';
import { Count, Cursor, Email, Id, OptionalEmail, seg } from './schemas';

export const SharedAlbum = z.object({
  ...albumFields,
  ownerId: Id,
  owner: z.object({ email: OptionalEmail }),
  participants: z.array(z.object({ email: Email })),
});
export type SharedAlbum = z.infer<typeof SharedAlbum>;
export const SharedAlbumList = z.object({ albums: z.array(SharedAlbum), cursor: Cursor });
/** GET /users as the app reads it: the albums shared with the customer (the rest no page shows, issue 32 §5). */
export const SharedCounts = z.object({ readAlbumsCount: Count });
const Person = z.object({ id: Id, email: OptionalEmail });
export const Participants = z.object({ owner: Person, participants: z.array(Person) });

/** Shared albums API (legacy, read-only; photo spec §7). */
export function sharedAlbumsApi(http: Http) {
  return {
    list: (p: { cursor?: string | null; limit?: number; signal?: AbortSignal } = {}) =>
      http.getJson('/shared-albums', SharedAlbumList, { query: { cursor: p.cursor || undefined, limit: p.limit }, signal: p.signal }),
    users: (signal?: AbortSignal) => http.getJson('/users', SharedCounts, { signal }),
    album: (id: string, signal?: AbortSignal) => http.getJson(`/shared-albums/${seg(id)}`, SharedAlbum, { signal }),
    participants: (id: string) => http.getJson(`/shared-albums/${seg(id)}/participants`, Participants),
    photos: (id: string, p: PageParams = {}) =>
      http.getJson(`/shared-albums/${seg(id)}/photos`, PhotoPage, {
        query: { cursor: p.cursor || undefined, limit: p.limit, sortKey: p.sortKey, sortOrder: p.sortOrder },
        signal: p.signal,
      }),
    remove: (id: string) => http.sendJson('DELETE', `/shared-albums/${seg(id)}`, undefined, z.unknown()),
  };
}
export type SharedAlbumsApi = ReturnType<typeof sharedAlbumsApi>;
