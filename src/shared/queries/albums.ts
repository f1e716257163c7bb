import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { OwnAlbum } from '../api/photo-management';
import { QK } from './keys';

/**
 * The album writes (photo spec §4), beside the album queries of `photos.ts`. Each factory takes the
 * request (the feature wraps the typed client's call in its action reporting) and owns the cache
 * refresh. Each resolves as soon as the server answered: the refreshes run in the background (not
 * awaited), so the caller's modal closes and its toast shows without waiting for the refetches.
 * `networkMode: 'always'`: a write goes out (and fails) offline like a plain fetch, never paused.
 */

export interface AlbumPhotos {
  albumId: string;
  photoIds: readonly string[];
  /** Sent while the page goes away (a deferred remove, issue 16): the request outlives the page. */
  keepalive?: boolean;
}

/** After photos were added to an album: the timeline and user caches refresh (photo spec §4). */
export async function invalidateAfterAdd(client: QueryClient, albumId: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: [QK.photos, 'timeline'] }),
    client.invalidateQueries({ queryKey: [QK.photos, 'users'] }),
    client.invalidateQueries({ queryKey: [QK.photos, 'albums'] }),
    client.invalidateQueries({ queryKey: [QK.photos, 'album', albumId] }),
  ]);
}

/** A new album (by name): the albums list and the user's counts refresh. */
export const createAlbumMutation = (mutationFn: (name: string) => Promise<{ albumId: string }>) =>
  mutationOptions({
    mutationKey: [QK.photos, 'albums', 'create'],
    mutationFn,
    networkMode: 'always',
    onSuccess: (_answer, _name, _result, { client }) => {
      void Promise.all([
        client.invalidateQueries({ queryKey: [QK.photos, 'albums'] }),
        client.invalidateQueries({ queryKey: [QK.photos, 'users'] }),
      ]);
    },
  });

/** A rename: the album's cache takes the server's answer, the albums list refreshes. */
export const renameAlbumMutation = (mutationFn: (p: { albumId: string; name: string }) => Promise<OwnAlbum>) =>
  mutationOptions({
    mutationKey: [QK.photos, 'album', 'rename'],
    mutationFn,
    networkMode: 'always',
    onSuccess: (album, { albumId }, _result, { client }) => {
      client.setQueryData([QK.photos, 'album', albumId], album);
      void client.invalidateQueries({ queryKey: [QK.photos, 'albums'] });
    },
  });

/** A deletion: the albums list and counts refresh; the album's own cache is dropped by the caller after it left the page. */
export const deleteAlbumMutation = (mutationFn: (albumId: string) => Promise<unknown>) =>
  mutationOptions({
    mutationKey: [QK.photos, 'album', 'delete'],
    mutationFn,
    networkMode: 'always',
    onSuccess: (_answer, _albumId, _result, { client }) => {
      void Promise.all([
        client.invalidateQueries({ queryKey: [QK.photos, 'albums'] }),
        client.invalidateQueries({ queryKey: [QK.photos, 'users'] }),
      ]);
    },
  });

/** Adds photos (resolves how many went in); the caches refresh whether or not every batch went in. */
export const addToAlbumMutation = (mutationFn: (p: AlbumPhotos) => Promise<number>) =>
  mutationOptions({
    mutationKey: [QK.photos, 'album', 'add'],
    mutationFn,
    networkMode: 'always',
    onSettled: (_added, _error, { albumId }, _result, { client }) => {
      void invalidateAfterAdd(client, albumId);
    },
  });

/** Removes photos (resolves the ids the server did not remove); the album follows the server after a success or a failure. */
export const removeFromAlbumMutation = (mutationFn: (p: AlbumPhotos) => Promise<{ failed: string[] }>) =>
  mutationOptions({
    mutationKey: [QK.photos, 'album', 'remove'],
    mutationFn,
    networkMode: 'always',
    onSettled: (_answer, _error, { albumId }, _result, { client }) => {
      void Promise.all([
        client.invalidateQueries({ queryKey: [QK.photos, 'album', albumId] }),
        client.invalidateQueries({ queryKey: [QK.photos, 'albums'] }),
      ]);
    },
  });
