/**
 * Owner versus participant of a shared album (photo spec §6): the current user's id compared with
 * the album's ownerId. The current user id is the customer record's `id` (GET /customers/me), which
 * is the photo API's user id (`userId` of own albums). Unknown while that record loads.
 */
export type SharedAlbumRole = 'owner' | 'participant' | 'unknown';

export function sharedAlbumRole(currentUserId: string | null | undefined, ownerId: string): SharedAlbumRole {
  if (!currentUserId) return 'unknown';
  return currentUserId === ownerId ? 'owner' : 'participant';
}
