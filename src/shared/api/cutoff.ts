import { z } from 'zod';
import type { Http } from './http';
import { seg } from './schemas';

/**
 * Cutoff API. The spec does not show the field lists, so both schemas only require an object
 * (or a list of objects) and keep every field as given: the pages pick what they show.
 */
export const ArticleGroups = z.union([
  z.array(z.looseObject({})),
  z.looseObject({}),
]);
export const Campaign = z.looseObject({});

export function cutoffApi(http: Http) {
  return {
    articleGroups: (signal?: AbortSignal) => http.getJson('/v1/ArticleGroup', ArticleGroups, { signal }),
    campaign: (name: string, signal?: AbortSignal) => http.getJson(`/v1/Campaign/${seg(name)}`, Campaign, { signal }),
  };
}
export type CutoffApi = ReturnType<typeof cutoffApi>;
