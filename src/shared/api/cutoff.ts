import * as z from 'zod/mini';
import type { Http } from './http';
import { Count, IsoDateOrDateTime, seg } from './schemas';

/** An article group's daily order cut-off (`HH:mm`, shop local time). */
export const ArticleGroup = z.object({
  id: z.string(),
  name: z.string(),
  articleIds: z.array(z.string()),
  cutoffTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  productionDays: Count,
});
export const ArticleGroups = z.object({ articleGroups: z.array(ArticleGroup) });
export const Campaign = z.object({
  name: z.string(),
  title: z.string(),
  cutoffDate: IsoDateOrDateTime,
  deliveryBefore: IsoDateOrDateTime,
  articleGroupIds: z.array(z.string()),
  active: z.boolean(),
});
export type Campaign = z.infer<typeof Campaign>;

/** Cutoff API: article-group cut-off times and campaign cut-offs (an unknown campaign → 404 → error). */
export function cutoffApi(http: Http) {
  return {
    articleGroups: (signal?: AbortSignal) => http.getJson('/v1/ArticleGroup', ArticleGroups, { signal }),
    campaign: (name: string, signal?: AbortSignal) => http.getJson(`/v1/Campaign/${seg(name)}`, Campaign, { signal }),
  };
}
export type CutoffApi = ReturnType<typeof cutoffApi>;
