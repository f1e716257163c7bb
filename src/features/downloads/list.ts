/** State of a past download as the page shows it (upstream: IN_PROGRESS | FINISHED | FAILED). */
export type DownloadStatus = 'inProgress' | 'finished' | 'failed';

export function downloadStatus(status: string | undefined): DownloadStatus {
  if (status === 'FINISHED') return 'finished';
  if (status === 'FAILED') return 'failed';
  return 'inProgress';
}

/** Newest first by `created` (items without a date last, in their order). */
export function sortDownloads<T extends { created?: string }>(items: readonly T[]): T[] {
  const time = (i: T) => (i.created ? Date.parse(i.created) : Number.NEGATIVE_INFINITY);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item) - time(a.item) || a.index - b.index)
    .map((x) => x.item);
}
