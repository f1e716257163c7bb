/**
 * How many of a job's photos are in the zip so far, as the upstream reports it (issue 34 §3): the
 * `archive-progress` push event, or the job's entry in GET /downloads while the tab polls. Both are
 * checked at the boundary (the push protocol's and the download client's schemas).
 */
export interface ArchiveProgress {
  done: number;
  total: number;
}

/** The newer of two reports of one job (a poll and a push event can cross): counts only grow. */
export function laterProgress(current: ArchiveProgress | null, next: ArchiveProgress): ArchiveProgress {
  return current && current.total === next.total && current.done >= next.done ? current : next;
}

/**
 * Which quarter of the job a count reaches (0–3). Screen readers hear the count when a new quarter
 * is reached (25 %, 50 %, 75 %), not on every report: a polite voice, not a ticker. The end is told
 * by the job's 'Downloaded' toast.
 */
export function progressQuarter(progress: ArchiveProgress): number {
  return Math.min(3, Math.floor((progress.done / progress.total) * 4));
}
