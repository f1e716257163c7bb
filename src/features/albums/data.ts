/**
 * Data access of the albums feature: the typed client of the router context, the shared query
 * factories, and the album writes with their cache refreshes. Everything the network answers is
 * zod-checked by the typed client.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { runAction } from '../../client/api/run-action';
import type { Api } from '../../shared/api/index';
import {
  addToAlbumMutation,
  createAlbumMutation,
  deleteAlbumMutation,
  removeFromAlbumMutation,
  renameAlbumMutation,
} from '../../shared/queries/albums';
import { customerQuery } from '../../shared/queries/customer';
import { QK } from '../../shared/queries/keys';
import { STREAMED, suspendUntilSettled } from '../../shared/queries/settled';
import type { RequestState } from '../../shared/request-state';
import { addInBatches } from './batching';

/**
 * The typed client of the router context. Not the photos feature's `usePhotosApi`: its module
 * (month store, deletes) is a chunk of its own the albums list would otherwise download.
 */
export function useAlbumsApi(): Api {
  return useRouter().options.context.api;
}

const noState = (_: (s: RequestState) => RequestState) => {};

/**
 * The current user's id (customer record `id` = the photo API's user id), settled with the page
 * (streamed, see `streamed.ts`) so owner / participant texts are in the server's HTML; undefined
 * when the record could not be read.
 */
export function useCurrentUserId(): string | undefined {
  const api = useAlbumsApi();
  const queryClient = useQueryClient();
  const options = customerQuery(api, 'owner');
  const q = suspendUntilSettled(useQuery({ ...options, ...STREAMED }), () => queryClient.prefetchQuery(options));
  return q.data?.id ?? undefined;
}

/**
 * The album writes, each a mutation of src/shared/queries/albums.ts (which owns its cache refresh)
 * whose request is reported as its action. Each resolves as soon as the server answered; the
 * caches it touched refresh in the background (the caller's modal closes and its toast shows
 * without waiting for the refetches).
 */
export function useAlbumActions() {
  const api = useAlbumsApi();
  const queryClient = useQueryClient();

  const { mutateAsync: create } = useMutation(
    createAlbumMutation((name) => runAction('CREATE_ALBUM', () => api.photos.createAlbum(name), noState)),
  );
  const { mutateAsync: rename } = useMutation(
    renameAlbumMutation(({ albumId, name }) => runAction('RENAME_ALBUM', () => api.photos.renameAlbum(albumId, name), noState)),
  );
  const { mutateAsync: remove } = useMutation(
    deleteAlbumMutation((albumId) => runAction('DELETE_ALBUM', () => api.photos.deleteAlbum(albumId), noState)),
  );
  // Batched adds (500 per call).
  const { mutateAsync: add } = useMutation(
    addToAlbumMutation(({ albumId, photoIds }) =>
      runAction('ADD_PHOTOS_TO_ALBUM', () => addInBatches(photoIds, (batch) => api.photos.addToAlbum(albumId, batch)), noState),
    ),
  );
  const { mutateAsync: removePhotos } = useMutation(
    removeFromAlbumMutation(({ albumId, photoIds }) =>
      runAction('REMOVE_PHOTOS_FROM_ALBUM', () => api.photos.removeFromAlbum(albumId, [...photoIds]), noState),
    ),
  );

  const createAlbum = useCallback(async (name: string) => (await create(name)).albumId, [create]);

  const renameAlbum = useCallback((albumId: string, name: string) => rename({ albumId, name }), [rename]);

  /** Deletes the album; the caller leaves its page, then `forgetAlbum` (the page would refetch it). */
  const deleteAlbum = useCallback(
    async (albumId: string) => {
      await remove(albumId);
    },
    [remove],
  );

  /** Batched adds (500 per call); the caches refresh whether or not every batch went in. */
  const addToAlbum = useCallback((albumId: string, photoIds: readonly string[]) => add({ albumId, photoIds }), [add]);

  /** Removes photos; resolves with the ids the server did not remove. The album follows the server. */
  const removeFromAlbum = useCallback(
    async (albumId: string, photoIds: readonly string[]) => (await removePhotos({ albumId, photoIds })).failed,
    [removePhotos],
  );

  const forgetAlbum = useCallback(
    (albumId: string) => queryClient.removeQueries({ queryKey: [QK.photos, 'album', albumId] }),
    [queryClient],
  );

  return { createAlbum, renameAlbum, deleteAlbum, forgetAlbum, addToAlbum, removeFromAlbum };
}
