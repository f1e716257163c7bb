/**
 * The 'Add photos' picker's months (issue 34 §6): the library by month, newest taken first, each
 * month loaded the first time it comes into view with the timeline's page rule (24 first, '+N' for
 * the rest). Pure: no React, no router.
 * The month list and the headings are the timeline's own (the photos feature's public surface).
 */

import { TIMELINE_PAGE_SIZE } from '../../shared/queries/photos';
import { timelineMonths } from '../photos';

export interface PickerMonth {
  /** `year/month`, the spec's month key. */
  readonly key: string;
  readonly year: number;
  readonly month: number;
  readonly count: number;
}

/** First page of a month: the timeline's (photo spec §9: 24). */
export const PICKER_FIRST_PAGE = TIMELINE_PAGE_SIZE;
/** Pages after the first ('+N'): the timeline's further pages (500, the spec's photos page size). */
export const PICKER_NEXT_PAGE = 500;

/**
 * The library's months with photos, newest first: the timeline's own month list.
 * Decision (the spec is silent): the picker always orders by date taken, newest first, whatever
 * sort the timeline page keeps, as Google Photos' picker does: it is where people look for a photo.
 */
export const pickerMonths = (timeline: Parameters<typeof timelineMonths>[0]): PickerMonth[] => timelineMonths(timeline, 'desc');

export interface PickerMonthView<P> {
  /** The month's loaded photos in order, each once (a page boundary moved by a change repeats none). */
  readonly shown: readonly P[];
  /** '+N' on the last shown photo (more pages to load), or null. */
  readonly plus: number | null;
}

/** The photos a month shows from its loaded pages, and its '+N' (the timeline's rule, spec §2). */
export function pickerMonthView<P extends { imageId: string }>(
  pages: readonly { readonly images: readonly P[]; readonly cursor: string | null }[],
  count: number,
): PickerMonthView<P> {
  const seen = new Set<string>();
  const shown: P[] = [];
  for (const page of pages) {
    for (const p of page.images) {
      if (seen.has(p.imageId)) continue;
      seen.add(p.imageId);
      shown.push(p);
    }
  }
  const cursor = pages.at(-1)?.cursor ?? null;
  const rest = count - shown.length;
  const plus = count > PICKER_FIRST_PAGE && cursor !== null && rest > 0 && shown.length > 0 ? rest : null;
  return { shown, plus };
}

/** Photos a month lays out before its first page arrives (its room is kept: nothing below moves). */
export function reservedPhotos(count: number): number {
  return Math.min(Math.max(0, count), PICKER_FIRST_PAGE);
}

/** Ids of the loaded photos in display order (months in `months` order): shift-click ranges walk it. */
export function pickerOrder(months: readonly PickerMonth[], shownIds: Readonly<Record<string, readonly string[]>>): string[] {
  const out: string[] = [];
  for (const m of months) {
    const ids = shownIds[m.key];
    if (ids) for (const id of ids) out.push(id);
  }
  return out;
}
