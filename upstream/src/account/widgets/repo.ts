import { z } from 'zod';
import type { UpstreamBindings } from '../../env';
import { publicUrl } from '../common';

type Env = Pick<UpstreamBindings, 'DB' | 'PUBLIC_BASE_URL'>;

export const CATEGORIES = [
  { id: 'family', name: 'Family' },
  { id: 'travel', name: 'Travel' },
  { id: 'wedding', name: 'Wedding' },
  { id: 'baby', name: 'Baby' },
  { id: 'nature', name: 'Nature' },
  { id: 'other', name: 'Other' },
] as const;
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [string, ...string[]];

const widgetRow = z.object({
  product_code: z.string(),
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  refreshed_at: z.string(),
  share_count: z.number(),
});

export function toWidget(env: Env, raw: unknown) {
  const w = widgetRow.parse(raw);
  return {
    widgetId: w.id,
    productCode: w.product_code,
    title: w.title,
    // An image (the <img> of the widgets page decodes it), not the online page the embed code shows.
    previewUrl: publicUrl(env, `/shop/widgets/${encodeURIComponent(w.product_code)}/preview`),
    embedCode: `<iframe src="${publicUrl(env, `/shop/online/${encodeURIComponent(w.product_code)}`)}" width="400" height="300"></iframe>`,
    createdAt: w.created_at,
    refreshedAt: w.refreshed_at,
    shareCount: w.share_count,
  };
}

/** The page a widget shows and its share mail links to (the online version of the product). */
export function widgetPageUrl(env: Env, productCode: string): string {
  return publicUrl(env, `/shop/online/${encodeURIComponent(productCode)}`);
}

export async function loadWidget(env: Env, userId: string, productCode: string) {
  const row = await env.DB.prepare('SELECT * FROM widgets WHERE product_code = ? AND user_id = ?').bind(productCode, userId).first();
  return row ? toWidget(env, row) : null;
}

const entryRow = z.object({
  id: z.string(),
  widget_id: z.string(),
  channel: z.string(),
  title: z.string(),
  description: z.string(),
  category_id: z.string(),
  image_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export function toEntry(env: Env, raw: unknown) {
  const e = entryRow.parse(raw);
  return {
    id: e.id,
    widgetId: e.widget_id,
    channel: e.channel,
    title: e.title,
    description: e.description,
    categoryId: e.category_id,
    imageUrl: publicUrl(env, e.image_url),
    createdAt: e.created_at,
    updatedAt: e.updated_at,
  };
}
