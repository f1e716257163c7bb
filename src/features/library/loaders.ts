import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../shared/router-context';
import { preparePreviewPlace } from './preview-place-query';

/**
 * The preview routes' loaders (issue 34 §4): without JavaScript the server shows the photo itself,
 * found in its list; an id not in the list goes back to the list, as the hydrated viewer does.
 */
type Context = Pick<RouterContext, 'queryClient' | 'api' | 'completePage'>;

export async function loadTimelinePreview({ context, params }: { context: Context; params: { id: string } }): Promise<void> {
  const { missing } = await preparePreviewPlace(context, { kind: 'timeline' }, params.id);
  if (missing) throw redirect({ to: '/my-photos/photos', search: true });
}

export async function loadAlbumPreview({ context, params }: { context: Context; params: { id: string; photoId: string } }): Promise<void> {
  const { missing } = await preparePreviewPlace(context, { kind: 'album', albumId: params.id }, params.photoId);
  if (missing) throw redirect({ to: '/my-photos/albums/$id', params: { id: params.id }, search: true });
}

export async function loadSharedAlbumPreview({
  context,
  params,
}: {
  context: Context;
  params: { id: string; photoId: string };
}): Promise<void> {
  const { missing } = await preparePreviewPlace(context, { kind: 'shared', albumId: params.id }, params.photoId);
  if (missing) throw redirect({ to: '/my-photos/shared-albums/$id', params: { id: params.id }, search: true });
}
