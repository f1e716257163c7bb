import * as z from 'zod/mini';
import type { Http } from './http';
import { Email, HttpUrl, Id, seg } from './schemas';

export const Address = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export type AddressInput = Omit<Address, 'id' | 'isDefault'> & { isDefault?: boolean };

const PaymentMethod = z.object({ type: z.string(), label: z.string() });
export const Ftp = z.object({ callbackUrl: z.nullable(HttpUrl), callbackFormat: z.nullable(z.enum(['json', 'xml'])) });

/**
 * GET /customers/me as the pages read it. 404 means the account is deleted: `me()` resolves `null`
 * then. The record's `accountId` is dropped here (an internal id no page shows, issue 32 §5): calls
 * by account id name the owner `me` in the browser (the /api proxy puts the id in) and get it from
 * the customer gate in the worker (`CreateApiOptions.ownAccount`).
 */
export const Customer = z.object({
  id: Id,
  email: Email,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.nullable(z.iso.date()),
  companyName: z.nullable(z.string()),
  isB2b: z.boolean(),
  b2bStatus: z.enum(['Default', 'New', 'Blocked']),
  newsletter: z.boolean(),
  paymentMethod: PaymentMethod,
  availablePaymentMethods: z.array(PaymentMethod),
  ftp: Ftp,
  accountDeleted: z.boolean(),
  addresses: z.array(Address),
});
export type Customer = z.infer<typeof Customer>;

/**
 * The same record as the worker's customer gate reads it: whose account, whether it is deleted, and
 * the first name the header greets with.
 */
export const CustomerAccount = z.object({ accountId: z.int().check(z.positive()), accountDeleted: z.boolean(), firstName: z.string() });
export const AddressList = z.object({ addresses: z.array(Address) });

export interface CustomerPatch {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string | null;
  companyName?: string | null;
  newsletter?: boolean;
  paymentMethod?: { type: string };
}

/**
 * Customer API (account spec §7). The writes are called by the worker's form actions only
 * (src/worker/forms): the browser's `/api` proxy allows the reads.
 */
export function customerApi(http: Http) {
  return {
    me: (signal?: AbortSignal) => http.getJson('/customers/me', Customer, { emptyOn: [404], signal }),
    /** The worker's customer gate: the account id, the deleted flag and the first name (404 → null). */
    account: (signal?: AbortSignal) => http.getJson('/customers/me', CustomerAccount, { emptyOn: [404], signal }),
    update: (patch: CustomerPatch) => http.sendJson('PATCH', '/customers/me', patch, Customer),
    updateFtp: (ftp: z.input<typeof Ftp>) => http.sendJson('PUT', '/customers/me/ftp', ftp, Ftp),
    addresses: (signal?: AbortSignal) => http.getJson('/customers/me/addresses', AddressList, { signal }),
    createAddress: (a: AddressInput) => http.sendJson('POST', '/customers/me/addresses', a, Address),
    updateAddress: (id: string, a: AddressInput) => http.sendJson('PUT', `/customers/me/addresses/${seg(id)}`, a, Address),
    deleteAddress: (id: string) => http.sendJson('DELETE', `/customers/me/addresses/${seg(id)}`, undefined, z.unknown()),
  };
}
export type CustomerApi = ReturnType<typeof customerApi>;
