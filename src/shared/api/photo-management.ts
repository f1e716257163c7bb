import * as z from 'zod/mini';
import type { Http } from './http';
import { Count, Cursor, HttpUrl, Id, IsoDateTime, seg } from './schemas';

/**
 * Photo (photo spec §3) as the app reads it; shared-album photos add ownerId. The upstream's
 * `uploadId` and `untouchedUrl` are left out when parsing: no page reads them (a single photo is
 * downloaded by `url` and file name), so no page state carries them (issue 32 §5).
 */
export const Thumbnail = z.object({ id: Id, url: HttpUrl, width: Count, height: Count });
export const Photo = z.object({
  imageId: Id,
  localFileName: z.string(),
  url: HttpUrl,
  thumbnails: z.array(Thumbnail),
  dateTaken: z.optional(IsoDateTime),
  uploadEnd: IsoDateTime,
  visibleWidth: z.optional(Count),
  visibleHeight: z.optional(Count),
  ownerId: z.optional(Id),
});
export type Photo = z.infer<typeof Photo>;

export const UserCounts = z.object({ photosCount: Count, albumsCount: Count });
/** `{ "2024": { "3": 12 } }`: year → month → count. */
export const Timeline = z.record(z.string().check(z.regex(/^\d{4}$/)), z.record(z.string().check(z.regex(/^\d{1,2}$/)), Count));
export type Timeline = z.infer<typeof Timeline>;
export const PhotoPage = z.object({ cursor: Cursor, images: z.array(Photo) });
export type PhotoPage = z.infer<typeof PhotoPage>;
export const FailedList = z.object({ failed: z.array(Id) });
export const ActivationStatus = z.object({ status: z.enum(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING']) });
export const ActivationStart = z.object({ started: z.boolean() });

/** The fields every album has, own or shared (photo spec §3); each kind adds its owner fields. */
export const albumFields = {
  albumId: Id,
  albumName: z.string(),
  coverPhoto: z.nullable(Photo),
  photosCount: Count,
  created: IsoDateTime,
  updated: IsoDateTime,
};

export const OwnAlbum = z.object({
  ...albumFields,
  userId: Id,
  isShared: z.boolean(),
});
export type OwnAlbum = z.infer<typeof OwnAlbum>;
export const AlbumList = z.object({ albums: z.array(OwnAlbum), cursor: Cursor });
export const AlbumId = z.object({ albumId: Id });
export const TempSelection = z.object({ photoIds: z.array(Id) });
export const TempSelectionId = z.object({ tempSelectionId: Id });

export type SortKey = 'created' | 'dateTaken';
export type SortOrder = 'asc' | 'desc';
export interface PageParams {
  cursor?: string | null;
  limit?: number;
  sortKey?: SortKey;
  sortOrder?: SortOrder;
  signal?: AbortSignal;
}
const pageQuery = (p: PageParams) => ({ cursor: p.cursor || undefined, limit: p.limit, sortKey: p.sortKey, sortOrder: p.sortOrder });

/** Photo management API (photo spec §7), bearer token. */
export function photoManagementApi(http: Http) {
  return {
    users: (signal?: AbortSignal) => http.getJson('/users', UserCounts, { signal }),
    timeline: (sortKey?: SortKey, signal?: AbortSignal) => http.getJson('/users/timeline', Timeline, { query: { sortKey }, signal }),
    timelineMonth: (year: number, month: number, p: PageParams = {}) =>
      http.getJson(`/photos/timeline/${seg(year)}/${seg(month)}`, PhotoPage, { query: pageQuery(p), signal: p.signal }),
    photos: (p: PageParams = {}) => http.getJson('/photos', PhotoPage, { query: pageQuery(p), signal: p.signal }),
    activationStatus: (signal?: AbortSignal) => http.getJson('/users/activate', ActivationStatus, { signal }),
    activate: () => http.sendJson('POST', '/users/activate', undefined, ActivationStart),
    /** `keepalive`: sent while the page goes away (a deferred delete, issue 16). */
    deletePhotos: (photoIds: string[], call: { keepalive?: boolean } = {}) =>
      http.sendJson('DELETE', '/photos', { photoIds }, FailedList, { keepalive: call.keepalive }),
    deleteAllPhotos: () => http.sendJson('DELETE', '/photos/all', undefined, z.unknown()),
    albums: (p: { cursor?: string | null; limit?: number; displaySharedData?: boolean; signal?: AbortSignal } = {}) =>
      http.getJson('/albums', AlbumList, {
        query: { cursor: p.cursor || undefined, limit: p.limit, displaySharedData: p.displaySharedData },
        signal: p.signal,
      }),
    album: (id: string, signal?: AbortSignal) => http.getJson(`/albums/${seg(id)}`, OwnAlbum, { signal }),
    albumPhotos: (id: string, p: PageParams = {}) =>
      http.getJson(`/albums/${seg(id)}/photos`, PhotoPage, { query: pageQuery(p), signal: p.signal }),
    createAlbum: (albumName: string) => http.sendJson('POST', '/albums', { albumName }, AlbumId),
    renameAlbum: (id: string, albumName: string) => http.sendJson('PATCH', `/albums/${seg(id)}`, { albumName }, OwnAlbum),
    deleteAlbum: (id: string) => http.sendJson('DELETE', `/albums/${seg(id)}`, undefined, z.unknown()),
    addToAlbum: (id: string, photoIds: string[]) => http.sendJson('POST', `/albums/${seg(id)}/photos`, { photoIds }, FailedList),
    removeFromAlbum: (id: string, photoIds: string[], call: { keepalive?: boolean } = {}) =>
      http.sendJson('DELETE', `/albums/${seg(id)}/photos`, { photoIds }, FailedList, { keepalive: call.keepalive }),
    tempSelection: (id: string) => http.getJson(`/temp-selections/${seg(id)}`, TempSelection),
    createTempSelection: (photoIds: string[]) => http.sendJson('POST', '/temp-selections', { photoIds }, TempSelectionId),
  };
}
export type PhotoManagementApi = ReturnType<typeof photoManagementApi>;
