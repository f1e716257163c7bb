import { PROJECT_PAGE_SIZE } from '../../shared/queries/projects';

/**
 * Saved-projects paging (account-area §7/§9): 1-based pages of 10, skip = (page − 1) × size,
 * page count from totalProjectCount. Pure.
 */

export function projectSkip(page: number, size = PROJECT_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * size;
}

export function pageCount(total: number, size = PROJECT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** A requested page kept inside 1…pageCount (a stale ?page= after deletes lands on the last page). */
export function clampPage(page: number, total: number, size = PROJECT_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, size));
}

/** Per-project delete state (§4: deleting marks an item in progress or failed). */
export type DeleteState = 'InProgress' | 'Failed';
