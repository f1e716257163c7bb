/** Photo spec §5/§9: at most 100 photos per archive; toast times of §2/§4/§9. */
export const MAX_ARCHIVE_PHOTOS = 100;
export const TOAST_LONG_MS = 10_000;
/**
 * A job's progress toast ('Preparing download...', 'Downloading photos') stays until the job ends
 * and turns into its result (issue 16 §7: one toast, not three stacked); capped at the archive
 * socket's window (30 min), after which the job is over either way. It can be closed by hand.
 */
export const PROGRESS_TOAST_MS = 1_800_000;
/**
 * 'Download cancelled' (issue 34 §3; the spec is silent): a short confirmation of what the customer
 * just did, so shorter than the spec's 5 s toasts; long enough to read the two words.
 */
export const TOAST_SHORT_MS = 3_000;

export type ArchiveRequest =
  | { kind: 'own'; photoIds: string[] }
  | { kind: 'shared'; albumId: string; photos: { photoId: string; ownerId: string }[] };

/** Whether a selection can go into one archive: 1..100 distinct ids (single photos go by URL). */
export function archiveCount(request: ArchiveRequest): number {
  return request.kind === 'own' ? new Set(request.photoIds).size : new Set(request.photos.map((p) => `${p.ownerId}/${p.photoId}`)).size;
}

export function validArchive(request: ArchiveRequest): boolean {
  const n = archiveCount(request);
  return n >= 1 && n <= MAX_ARCHIVE_PHOTOS;
}

/** The zip's name (1–100 characters upstream): 'Photos 2026-11-21 13-05'. */
export function archiveName(now: Date, prefix = 'Photos'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}-${pad(now.getMinutes())}`;
  return `${prefix.trim().slice(0, 80) || 'Photos'} ${stamp}`;
}

/** What the tab does with one archive push event (pure, so the rules are tested on their own). */
export type ArchiveAction = 'started' | 'progress' | 'save' | 'failed' | 'ignore';

/**
 * `pending`: the download id is among this tab's unsaved jobs. Other tabs' (or already saved) jobs
 * are ignored; started and progress only inform; finished saves; error fails.
 */
export function archiveAction(type: string, pending: boolean): ArchiveAction {
  if (!pending) return 'ignore';
  if (type === 'archive-started') return 'started';
  if (type === 'archive-progress') return 'progress';
  if (type === 'archive-finished') return 'save';
  if (type === 'archive-error') return 'failed';
  return 'ignore';
}
