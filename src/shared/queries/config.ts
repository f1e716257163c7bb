import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { QK } from './keys';

/** Public menu config of a vendor domain; never fails (built-in fallback), kept for an hour. */
export const menuConfigQuery = (api: Api, vendorDomain: string) =>
  queryOptions({
    queryKey: [QK.config, 'menu', vendorDomain] as const,
    queryFn: ({ signal }) => api.publicConfig.menu(vendorDomain, signal),
    staleTime: 60 * 60_000,
  });

export const articleGroupsQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.config, 'cutoff', 'articleGroups'] as const, queryFn: ({ signal }) => api.cutoff.articleGroups(signal) });
