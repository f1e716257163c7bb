import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { QK } from './keys';

export const historicalInvoicesQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.invoices, 'historical'] as const, queryFn: ({ signal }) => api.invoices.historical(signal) });

export const invoiceGroupsQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.invoices, 'groups'] as const, queryFn: ({ signal }) => api.invoices.invoiceGroups(signal) });

export const mapPdfsQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.invoices, 'mapPdfs'] as const, queryFn: ({ signal }) => api.invoices.mapPdfs(signal) });
