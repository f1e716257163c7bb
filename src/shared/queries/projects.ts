import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { PROJECT_PAGE_SIZE } from '../api/projects';
import { QK } from './keys';

/** One 1-based page of saved projects. */
export const projectsPageQuery = (api: Api, accountId: number, page: number, size = PROJECT_PAGE_SIZE) =>
  queryOptions({
    queryKey: [QK.projects, accountId, page, size] as const,
    queryFn: ({ signal }) => api.projects.page(accountId, page, size, signal),
  });
