import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { type FormAnswer, type FormPost, postForm } from '../forms/answer';
import { QK } from './keys';

/**
 * Page size of the saved-projects list (account spec §9). Here, not in the API module: a value
 * import from there would put its schemas (and zod) into the page's chunk.
 */
export const PROJECT_PAGE_SIZE = 10;

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
 * Deletes a saved project through the page's form action (POST /saved-projects, the one write path
 * of the deletion: src/features/projects/actions.ts, which reports a failure itself). Resolves
 * with the answer, refusals included; after a deletion the stored projects and pages are cleared
 * (account spec §4) and read again before it resolves. Never paused offline.
 */
export const removeProjectMutation = mutationOptions({
  mutationKey: [QK.projects, 'remove'],
  mutationFn: (post: FormPost): Promise<FormAnswer> => postForm(post),
  networkMode: 'always',
  onSuccess: (answer, _post, _context, { client }) => (answer.ok ? client.invalidateQueries({ queryKey: [QK.projects] }) : undefined),
});
