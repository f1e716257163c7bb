/**
 * Where the photo preview goes (photo spec §2, Photo preview). The order is the loaded photos of the
 * timeline (months newest first, each month's pages in order), grouped by month so "beyond the
 * loaded ones" can ask for that month's next page first.
 */
export interface PreviewMonth {
  readonly key: string;
  readonly ids: readonly string[];
  /** The month has another page (a cursor). */
  readonly hasMore: boolean;
  /** The month's first page has been loaded. */
  readonly loaded: boolean;
}

export type PreviewStep =
  | { type: 'photo'; id: string }
  /** Load this month's next page, then step again. */
  | { type: 'loadPage'; monthKey: string }
  /** Load this (not yet loaded) month's first page, then step again. */
  | { type: 'loadMonth'; monthKey: string }
  | { type: 'none' };

function locate(months: readonly PreviewMonth[], id: string): [number, number] | null {
  for (let m = 0; m < months.length; m++) {
    const i = months[m]!.ids.indexOf(id);
    if (i >= 0) return [m, i];
  }
  return null;
}

/** Next photo; past the last loaded photo of a month with more pages, that page loads first. */
export function nextStep(months: readonly PreviewMonth[], currentId: string): PreviewStep {
  const at = locate(months, currentId);
  if (!at) return { type: 'none' };
  const [m, i] = at;
  const month = months[m]!;
  if (i + 1 < month.ids.length) return { type: 'photo', id: month.ids[i + 1]! };
  if (month.hasMore) return { type: 'loadPage', monthKey: month.key };
  for (let n = m + 1; n < months.length; n++) {
    const next = months[n]!;
    if (!next.loaded) return { type: 'loadMonth', monthKey: next.key };
    if (next.ids.length) return { type: 'photo', id: next.ids[0]! };
  }
  return { type: 'none' };
}

/** Previous photo; earlier months are loaded when needed (their last loaded photo). */
export function previousStep(months: readonly PreviewMonth[], currentId: string): PreviewStep {
  const at = locate(months, currentId);
  if (!at) return { type: 'none' };
  const [m, i] = at;
  if (i > 0) return { type: 'photo', id: months[m]!.ids[i - 1]! };
  for (let n = m - 1; n >= 0; n--) {
    const prev = months[n]!;
    if (!prev.loaded) return { type: 'loadMonth', monthKey: prev.key };
    if (prev.ids.length) return { type: 'photo', id: prev.ids[prev.ids.length - 1]! };
  }
  return { type: 'none' };
}

/**
 * After a successful delete: the second photo if the first was deleted, otherwise the previous one
 * (photo spec §2). `order` is the order before the delete; null means nothing is left (close).
 */
export function neighbourAfterDelete(order: readonly string[], deletedId: string): string | null {
  const i = order.indexOf(deletedId);
  if (i < 0) return null;
  if (i === 0) return order[1] ?? null;
  return order[i - 1]!;
}
