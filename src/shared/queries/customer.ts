import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { type FormPost, postForm } from '../forms/answer';
import { QK } from './keys';

/** The customer record; `null` = 404 = account deleted (the route then goes to logout). */
export const customerQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.customer, 'me'] as const, queryFn: ({ signal }) => api.customer.me(signal) });

export const addressesQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.customer, 'addresses'] as const, queryFn: ({ signal }) => api.customer.addresses(signal) });

/**
 * A save to the customer record (personal details, newsletter, payment method, an address, the
 * FTP callback) through the form's worker action; after a success every customer query (record,
 * address book, their settled variants) is read again.
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
