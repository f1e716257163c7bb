import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { QK } from './keys';

/** The customer record; `null` = 404 = account deleted (the route then goes to logout). */
export const customerQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.customer, 'me'] as const, queryFn: ({ signal }) => api.customer.me(signal) });

export const addressesQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.customer, 'addresses'] as const, queryFn: ({ signal }) => api.customer.addresses(signal) });
