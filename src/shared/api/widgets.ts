import * as z from 'zod/mini';
import type { Http } from './http';
import { Count, Email, HttpUrl, Id, IsoDateOrDateTime, seg } from './schemas';

export const Widget = z.object({
  widgetId: Id,
  productCode: Id,
  title: z.optional(z.string()),
  previewUrl: z.optional(HttpUrl),
  embedCode: z.optional(z.string()),
  createdAt: z.optional(IsoDateOrDateTime),
  refreshedAt: z.optional(IsoDateOrDateTime),
  shareCount: z.optional(Count),
});
export type Widget = z.infer<typeof Widget>;
export const WidgetList = z.object({ widgets: z.array(Widget) });
export const GalleryEntry = z.object({
  id: Id,
  widgetId: Id,
  channel: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.string(),
  imageUrl: HttpUrl,
  createdAt: IsoDateOrDateTime,
  updatedAt: IsoDateOrDateTime,
});
export type GalleryEntry = z.infer<typeof GalleryEntry>;
export const GalleryList = z.object({ items: z.array(GalleryEntry) });
export const Categories = z.object({ categories: z.array(z.object({ id: z.string(), name: z.string() })) });
export const BlockedOrder = z.object({ orderCode: z.string(), blocked: z.boolean() });
export const ShareResult = z.object({ shared: z.boolean(), toEmailAddress: Email });

export interface GalleryFields {
  title: string;
  description?: string;
  categoryId: string;
}

/** UTF-8 → base64: the recipient e-mail travels base64-encoded (account spec §5). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/**
 * Widgets and gallery API. GET of a widget answering 401 means "no widget" → `null`. The writes
 * are called by the worker's /widgets form actions only (src/worker/forms).
 */
export function widgetsApi(http: Http) {
  return {
    widget: (code: string, signal?: AbortSignal) => http.getJson(`/v1/widget/${seg(code)}`, Widget, { emptyOn: [401], signal }),
    all: (orderCodes: string[], signal?: AbortSignal) =>
      http.getJson('/v1/widget/all', WidgetList, { query: { orderCodes: orderCodes.join(',') }, signal }),
    refresh: (code: string) => http.sendJson('POST', `/v1/widget/${seg(code)}`, undefined, Widget),
    remove: (code: string) => http.sendJson('DELETE', `/v1/widget/${seg(code)}`, undefined, z.unknown()),
    share: (code: string, s: { vendorId: string; fromName: string; personalMessage?: string; toEmailAddress: string }) =>
      http.sendJson(
        'PUT',
        `/v1/widget/${seg(code)}/share`,
        {
          vendorId: s.vendorId,
          fromName: s.fromName,
          personalMessage: s.personalMessage ?? '',
          toEmailAddress: base64Utf8(s.toEmailAddress),
        },
        ShareResult,
      ),
    gallery: (q: { channel?: string; widgetId?: string } = {}, signal?: AbortSignal) =>
      http.getJson('/v1/galleryentries', GalleryList, { query: q, signal }),
    galleryEntry: (id: string, channel: string) => http.getJson(`/v1/galleryentries/${seg(id)}`, GalleryEntry, { query: { channel } }),
    createGalleryEntry: (e: GalleryFields & { widgetId: string; channel: string }) =>
      http.sendJson('POST', '/v1/galleryentries/', e, GalleryEntry),
    updateGalleryEntry: (id: string, channel: string, e: GalleryFields) =>
      http.sendJson('PUT', `/v1/galleryentries/${seg(id)}`, e, GalleryEntry, { query: { channel } }),
    deleteGalleryEntry: (id: string, channel: string) =>
      http.sendJson('DELETE', `/v1/galleryentries/${seg(id)}`, undefined, z.unknown(), { query: { channel } }),
    categories: (signal?: AbortSignal) => http.getJson('/v1/categories', Categories, { signal }),
    /** No token needed upstream; harmless when the transport adds one. */
    blockedOrder: (code: string) => http.getJson(`/v1/blockedorders/${seg(code)}`, BlockedOrder),
  };
}
export type WidgetsApi = ReturnType<typeof widgetsApi>;
