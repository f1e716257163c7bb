import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { QK } from './keys';

/** Widgets of the given product codes (sorted in the key so the order of codes doesn't matter). */
export const widgetsQuery = (api: Api, orderCodes: readonly string[]) => {
  const codes = [...new Set(orderCodes)].sort();
  return queryOptions({ queryKey: [QK.widgets, 'all', codes] as const, queryFn: ({ signal }) => api.widgets.all(codes, signal) });
};

/** `null` when the product has no widget (the service answers 401). */
export const widgetQuery = (api: Api, code: string) =>
  queryOptions({ queryKey: [QK.widgets, 'one', code] as const, queryFn: ({ signal }) => api.widgets.widget(code, signal) });

export const galleryQuery = (api: Api, filter: { channel?: string; widgetId?: string } = {}) =>
  queryOptions({
    queryKey: [QK.widgets, 'gallery', filter.channel ?? null, filter.widgetId ?? null] as const,
    queryFn: ({ signal }) => api.widgets.gallery(filter, signal),
  });

export const categoriesQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.widgets, 'categories'] as const, queryFn: ({ signal }) => api.widgets.categories(signal), staleTime: 60 * 60_000 });
