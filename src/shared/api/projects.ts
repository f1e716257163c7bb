import * as z from 'zod/mini';
import type { Http } from './http';
import { Count, HttpUrl, Id, IsoDateOrDateTime, type OwnAccount, ownerOf, seg } from './schemas';

export const Project = z.object({
  id: Id,
  title: z.optional(z.string()),
  productType: z.optional(z.string()),
  /** The type's name in the requested language (the enum above is for logic, never shown). */
  productTypeName: z.optional(z.string()),
  thumbnailUrl: z.optional(HttpUrl),
  updated: z.optional(IsoDateOrDateTime),
});
export type Project = z.infer<typeof Project>;
export const ProjectPage = z.object({ projects: z.array(Project), totalProjectCount: Count });
export type ProjectPage = z.infer<typeof ProjectPage>;

/**
 * Saved projects API: pages are 1-based; skip = (page - 1) × size. The projects are asked by the
 * signed-in user's account id: `ownAccount` gives it in the worker; in the browser the owner is
 * `me`, which the /api proxy replaces (the browser never holds the id).
 */
export function projectsApi(http: Http, ownAccount?: OwnAccount) {
  return {
    page: async (page: number, size: number, signal?: AbortSignal) =>
      http.getJson(`/api/v2/projects/${seg(await ownerOf(ownAccount))}`, ProjectPage, {
        query: { skip: Math.max(0, page - 1) * size, limit: size },
        signal,
      }),
    remove: (id: string) => http.sendJson('DELETE', `/api/v2/project/${seg(id)}`, undefined, z.unknown()),
  };
}
export type ProjectsApi = ReturnType<typeof projectsApi>;
