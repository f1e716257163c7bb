import type { Customer } from '../api/customer';

const pick =
  <K extends keyof Customer>(...keys: K[]) =>
  (c: Customer): Pick<Customer, K> =>
    Object.fromEntries(keys.map((k) => [k, c[k]])) as Pick<Customer, K>;

const summary = pick('email', 'firstName', 'lastName', 'dateOfBirth', 'newsletter', 'paymentMethod');

/**
 * What each page shows of the customer record, and so all its query keeps (issue 32 §5): the state
 * dehydrated into a page carries its view only, never the whole record (the FTP callback, the whole
 * address book, the date of birth stay out of pages that do not show them).
 */
export const CUSTOMER_VIEWS = {
  /** The overview's B2B banner. */
  banner: pick('isB2b', 'b2bStatus'),
  /** A shared album's owner and participant texts: who the customer is. */
  owner: pick('id'),
  /** My settings: each section's summary; of the address book the default address only. */
  settings: (c: Customer) => ({ ...summary(c), addresses: c.addresses.filter((a) => a.isDefault).slice(0, 1) }),
  /** The business settings: the company, its B2B status and every address as well. */
  businessSettings: (c: Customer) => ({ ...summary(c), ...pick('companyName', 'isB2b', 'b2bStatus', 'addresses')(c) }),
  personalDetails: pick('firstName', 'lastName', 'dateOfBirth', 'companyName'),
  email: pick('email'),
  paymentMethod: pick('isB2b', 'paymentMethod', 'availablePaymentMethods'),
  /** /integration: the saved FTP callback. */
  ftp: pick('ftp'),
} as const;

export type CustomerViewName = keyof typeof CUSTOMER_VIEWS;
export type CustomerView<V extends CustomerViewName> = ReturnType<(typeof CUSTOMER_VIEWS)[V]>;
/** The settings page's customer, either variant (the business fields are there on the business page). */
export type SettingsCustomer = CustomerView<'settings'> & Partial<CustomerView<'businessSettings'>>;
