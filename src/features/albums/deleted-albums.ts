/**
 * Albums deleted in this page load. Back (or a link) to a deleted album's page says the album no
 * longer exists instead of suggesting a refresh (issue 16 §8). Any other failure, and a 404 the tab
 * knows nothing about (another user's album, a reload), keeps the spec's 'Unable to display album…'.
 */
const deleted = new Set<string>();

export function markAlbumDeleted(albumId: string): void {
  deleted.add(albumId);
}

export function wasAlbumDeleted(albumId: string): boolean {
  return deleted.has(albumId);
}
