/**
 * Tab counts of the Photos page (photo spec §2): Albums = own albums plus read-only shared albums
 * when the shared flag is on; '-' while a count is unknown.
 */
export function albumsTabCount(own: number | undefined, sharedRead: number | undefined, sharedEnabled: boolean): number | '-' {
  if (own === undefined) return '-';
  if (!sharedEnabled) return own;
  return sharedRead === undefined ? '-' : own + sharedRead;
}

export function photosTabCount(count: number | undefined): number | '-' {
  return count === undefined ? '-' : count;
}
