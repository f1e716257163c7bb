import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { QK } from './keys';

/**
 * One 1-based page of saved projects of `size` (the page passes its constant, account spec §9: 10).
 * No value import from the API module: that would put its schemas (and zod) into the page's chunk.
 */
export const projectsPageQuery = (api: Api, page: number, size: number) =>
  queryOptions({
    queryKey: [QK.projects, page, size] as const,
    queryFn: ({ signal }) => api.projects.page(page, size, signal),
  });

/**
 * Deletes a saved project; after a success the stored projects and pages are cleared (account spec
 * §4) and read again before it resolves. Never paused offline.
 */
export const removeProjectMutation = (api: Api) =>
  mutationOptions({
    mutationKey: [QK.projects, 'remove'],
    mutationFn: (id: string) => api.projects.remove(id),
    networkMode: 'always',
    onSuccess: (_answer, _id, _context, { client }) => client.invalidateQueries({ queryKey: [QK.projects] }),
  });
