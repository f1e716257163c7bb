import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { QK } from './keys';

export const downloadsQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.downloads, 'list'] as const, queryFn: ({ signal }) => api.downloads.list(signal) });
