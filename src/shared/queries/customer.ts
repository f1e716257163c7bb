import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { type FormPost, postForm } from '../forms/answer';
import { CUSTOMER_VIEWS, type CustomerView, type CustomerViewName } from './customer-views';
import { QK } from './keys';

/** A query the server keeps out of the page's dehydrated state (src/worker/ssr/render-app.tsx). */
const NOT_DEHYDRATED = { dehydrate: false } as const;

/**
 * The whole customer record; `null` = 404 = account deleted (the route then goes to logout). Pages
 * read it through a view (below), and it is never dehydrated: one read per request or page load,
 * shared by the views on it.
 */
const recordQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.customer, 'me'] as const, queryFn: ({ signal }) => api.customer.me(signal), meta: NOT_DEHYDRATED });

/** What the page shows of the customer record (`CUSTOMER_VIEWS`); `null` when the account is deleted. */
export const customerQuery = <V extends CustomerViewName>(api: Api, view: V) =>
  queryOptions({
    queryKey: [QK.customer, 'me', view] as const,
    queryFn: async ({ client }): Promise<CustomerView<V> | null> => {
      const record = await client.fetchQuery(recordQuery(api));
      return record && (CUSTOMER_VIEWS[view](record) as CustomerView<V>);
    },
  });

export const addressesQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.customer, 'addresses'] as const, queryFn: ({ signal }) => api.customer.addresses(signal) });

/**
 * A save to the customer record (personal details, newsletter, payment method, an address, the
 * FTP callback) through the form's worker action; after a success every customer query (record,
 * views, address book, their settled variants) is read again.
 */
export const customerFormMutation = mutationOptions({
  mutationKey: [QK.customer, 'save'],
  mutationFn: (post: FormPost) => postForm(post),
  onSuccess: (answer, _post, _result, { client }) => (answer.ok ? client.invalidateQueries({ queryKey: [QK.customer] }) : undefined),
});

/** An e-mail change or deletion request: nothing cached changes until the e-mailed link is confirmed. */
export const identityRequestMutation = mutationOptions({
  mutationKey: [QK.customer, 'identity-request'],
  mutationFn: (post: FormPost) => postForm(post),
});
