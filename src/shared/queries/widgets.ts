import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { type FormPost, postForm } from '../forms/answer';
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
  queryOptions({
    queryKey: [QK.widgets, 'categories'] as const,
    queryFn: ({ signal }) => api.widgets.categories(signal),
    staleTime: 60 * 60_000,
  });

/** Create, refresh or delete a widget, or share it, through the /widgets form actions; then the widgets are read again. */
export const widgetFormMutation = mutationOptions({
  mutationKey: [QK.widgets, 'save'],
  mutationFn: (post: FormPost) => postForm(post),
  onSuccess: (answer, _post, _result, { client }) => (answer.ok ? client.invalidateQueries({ queryKey: [QK.widgets] }) : undefined),
});

/** Create, update or delete a gallery entry through the /widgets form action; then the gallery is read again. */
export const galleryFormMutation = mutationOptions({
  mutationKey: [QK.widgets, 'gallery', 'save'],
  mutationFn: (post: FormPost) => postForm(post),
  onSuccess: (answer, _post, _result, { client }) =>
    answer.ok ? client.invalidateQueries({ queryKey: [QK.widgets, 'gallery'] }) : undefined,
});
