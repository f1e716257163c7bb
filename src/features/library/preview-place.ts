import type { Photo, PhotoPage } from '../../shared/api/photo-management';

/**
 * Where a photo sits in its list, found by the server for the viewer it renders without
 * JavaScript (issue 34 §4): the photo, its neighbours' ids (null at the ends) and 'x of N'. The
 * upstream has no call for one photo, so the list is read in large pages from its start, in the
 * order the viewer steps through (the list's default sort: a browser without scripts has no stored
 * preference), until the photo turns up.
 */
export interface PreviewPlace {
  photo: Photo;
  previousId: string | null;
  nextId: string | null;
  /** 'x of N' in the photo's month (timeline) or album; null when the count is not known. */
  position: { index: number; total: number } | null;
}

/** Photos per page read while looking (the spec's largest photo page, §9: photos 500). */
const PLACE_PAGE_SIZE = 500;
/**
 * Pages read at most (5,000 photos): past them the photo counts as not found. The complete page
 * waits for them; measured on the development stack (2 loaded cores), a 500-photo page took
 * 0.2–0.4 s, the demo library's 3,201 photos (7 pages) 1.5–2.7 s.
 */
const PLACE_MAX_PAGES = 10;

export type FetchPage = (cursor: string | null, limit: number) => Promise<PhotoPage>;

interface Located {
  photo: Photo;
  previousId: string | null;
  nextId: string | null;
  /** 1-based place in the whole list. */
  index: number;
}

/**
 * Reads `fetchPage` from the first page until `id` is found (null when it isn't in the first
 * `maxPages` pages or the list ends first). The next photo of the last one on a page is the next
 * page's first, asked for alone.
 */
export async function locatePhoto(
  fetchPage: FetchPage,
  id: string,
  { pageSize = PLACE_PAGE_SIZE, maxPages = PLACE_MAX_PAGES }: { pageSize?: number; maxPages?: number } = {},
): Promise<Located | null> {
  let seen = 0;
  let before: Photo | null = null;
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const { images, cursor: more } = await fetchPage(cursor, pageSize);
    const at = images.findIndex((p) => p.imageId === id);
    if (at >= 0) {
      let next = images[at + 1] ?? null;
      if (!next && more) next = (await fetchPage(more, 1)).images[0] ?? null;
      return {
        photo: images[at]!,
        previousId: (at > 0 ? images[at - 1]! : before)?.imageId ?? null,
        nextId: next?.imageId ?? null,
        index: seen + at + 1,
      };
    }
    seen += images.length;
    before = images[images.length - 1] ?? before;
    if (!more) return null;
    cursor = more;
  }
  return null;
}

/**
 * 'x of N' in the photo's timeline month from its place in the whole timeline: the months' counts
 * in the list's order (newest first) say which month holds the `index`-th photo, whatever rule the
 * upstream groups photos into months by. Null past the counted photos.
 */
export function positionInMonths(counts: readonly number[], index: number): PreviewPlace['position'] {
  let before = 0;
  for (const total of counts) {
    if (index <= before + total) return { index: index - before, total };
    before += total;
  }
  return null;
}

/** The timeline's months' counts, newest month first (the default sort's order). */
export function countsNewestFirst(timeline: Readonly<Record<string, Readonly<Record<string, number>>>>): number[] {
  return Object.entries(timeline)
    .flatMap(([year, months]) => Object.entries(months).map(([month, count]) => ({ at: Number(year) * 12 + Number(month), count })))
    .filter((m) => m.count > 0)
    .sort((a, b) => b.at - a.at)
    .map((m) => m.count);
}

/** 'x of N' in an album of `total` photos (null when the count is out of date). */
export function positionInAlbum(index: number, total: number): PreviewPlace['position'] {
  return total >= index ? { index, total } : null;
}
