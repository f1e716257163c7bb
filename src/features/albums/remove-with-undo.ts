/**
 * 'Remove from album' with an undo window (issue 16 §1): the photos leave the album's pages and its
 * count at once, the toast 'N photos removed from {album}' offers Undo for 5 s, and only when it
 * ends does DELETE /albums/{id}/photos go out (with `keepalive` when the page goes away:
 * src/components/overlay/undo.ts). Undo puts the cached pages back with no request; a failure puts
 * them back too, with the spec's message, and the album is read again from the server either way.
 */
import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { runAction } from '../../client/api/run-action';
import { showToast } from '../../components/overlay/Toaster';
import { deferWithUndo } from '../../components/overlay/undo';
import type { OwnAlbum, PhotoPage } from '../../shared/api/photo-management';
import { useT } from '../../shared/i18n/react';
import { removeFromAlbumMutation } from '../../shared/queries/albums';
import { QK } from '../../shared/queries/keys';
import { albumQuery } from '../../shared/queries/photos';
import type { RequestState } from '../../shared/request-state';
import { useMountedRef } from '../../shared/use-mounted-ref';
import { useAlbumsApi } from './data';

const noState = (_: (s: RequestState) => RequestState) => {};

export interface RemoveHandlers {
  /** Undo was chosen (the photos are back). */
  onUndone?: () => void;
  /** The remove failed (the photos are back; the error toast is shown already). */
  onFailed?: () => void;
}

/** Pages of the album without `ids` (every sort's cached pages). */
function withoutPhotos(data: InfiniteData<PhotoPage> | undefined, ids: ReadonlySet<string>): InfiniteData<PhotoPage> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, images: p.images.filter((i) => !ids.has(i.imageId)) })) };
}

export function useRemoveWithUndo(albumId: string): (photoIds: readonly string[], albumName: string, handlers?: RemoveHandlers) => void {
  const api = useAlbumsApi();
  const queryClient = useQueryClient();
  const t = useT();
  const alive = useMountedRef();
  const { mutateAsync } = useMutation(
    removeFromAlbumMutation(({ albumId, photoIds, keepalive }) =>
      runAction('REMOVE_PHOTOS_FROM_ALBUM', () => api.photos.removeFromAlbum(albumId, [...photoIds], { keepalive }), noState),
    ),
  );
  return useCallback(
    (photoIds, albumName, handlers = {}) => {
      const ids = new Set(photoIds);
      const count = ids.size;
      const photosKey: QueryKey = [QK.photos, 'album', albumId, 'photos'];
      const albumKey = albumQuery(api, albumId).queryKey;
      // A page arriving meanwhile would bring them back: let it be read again afterwards instead.
      void queryClient.cancelQueries({ queryKey: photosKey });
      const pages = queryClient.getQueriesData<InfiniteData<PhotoPage>>({ queryKey: photosKey });
      const album = queryClient.getQueryData<OwnAlbum>(albumKey);
      queryClient.setQueriesData<InfiniteData<PhotoPage>>({ queryKey: photosKey }, (old) => withoutPhotos(old, ids));
      if (album) queryClient.setQueryData<OwnAlbum>(albumKey, { ...album, photosCount: Math.max(0, album.photosCount - count) });
      const putBack = () => {
        for (const [key, data] of pages) queryClient.setQueryData(key, data);
        if (album) queryClient.setQueryData<OwnAlbum>(albumKey, (now) => now && { ...now, photosCount: now.photosCount + count });
      };
      deferWithUndo({
        message: count === 1 ? t('albums.removed.one', { albumName }) : t('albums.removed.many', { count, albumName }),
        undoLabel: t('common.undo'),
        restored: t('photos.announce.restored', { count: count }),
        undo: () => {
          putBack();
          if (alive.current) handlers.onUndone?.();
        },
        commit: (mode) => {
          void mutateAsync({ albumId, photoIds: [...ids], keepalive: mode === 'unload' })
            .then((answer) => answer.failed.length === 0)
            .catch(() => false)
            .then((ok) => {
              if (ok) return;
              // Back on screen at once (the album is read again from the server as well).
              putBack();
              showToast(t(count === 1 ? 'albums.remove.errorOne' : 'albums.remove.errorMany'), { kind: 'error' });
              if (alive.current) handlers.onFailed?.();
            });
        },
      });
    },
    [api, albumId, queryClient, mutateAsync, t],
  );
}
