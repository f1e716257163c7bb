import { timelineQuery, userCountsQuery } from '../../shared/queries/photos';
import type { RouterContext } from '../../shared/router-context';
import { libraryStatusQuery } from '../import';
import { DEFAULT_SORT } from '../library/sort-preferences';
import { serverFirstPageQuery } from './month-store';

/**
 * /my-photos/photos: nothing awaited, the shell streams at once; the queries started here resolve
 * into the same stream through the page's Suspense boundary (DESIGN.md §5: shell before slow data).
 * The first months as the worker last saw them (issue 18 §6) leave with the timeline's call
 * instead of after it; the timeline still decides what is shown.
 */
export function prefetchTimeline({
  context: { queryClient, api, session },
}: {
  context: Pick<RouterContext, 'api' | 'queryClient' | 'session'>;
}) {
  void queryClient.prefetchQuery(timelineQuery(api, DEFAULT_SORT.photos.sortKey));
  void queryClient.prefetchQuery(userCountsQuery(api));
  void queryClient.prefetchQuery(libraryStatusQuery(api));
  for (const m of session?.newestMonths ?? []) void queryClient.prefetchQuery(serverFirstPageQuery(api, m, DEFAULT_SORT.photos));
}
