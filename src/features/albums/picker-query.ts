import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Api } from '../../shared/api/index';
import { QK } from '../../shared/queries/keys';
import { PICKER_FIRST_PAGE, PICKER_NEXT_PAGE } from './picker-months';

/**
 * One month of the 'Add photos' picker as appended pages (date taken, newest first): the first
 * page of 24, then pages of 500 on '+N'. Its own key: the timeline's month queries keep one page
 * size per query.
 */
export const pickerMonthQuery = (api: Api, year: number, month: number) =>
  infiniteQueryOptions({
    queryKey: [QK.photos, 'month', year, month, 'dateTaken', 'desc', 'picker'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.photos.timelineMonth(year, month, {
        sortKey: 'dateTaken',
        sortOrder: 'desc',
        cursor: pageParam,
        limit: pageParam === null ? PICKER_FIRST_PAGE : PICKER_NEXT_PAGE,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
