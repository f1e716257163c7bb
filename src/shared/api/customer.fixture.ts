/**
 * Tests only: one customer record as the customer API answers it, shared by the schema's tests and
 * the worker's tests that stub that API. A test spreads it and overrides only what it is about.
 */
import type { Address, Customer } from './customer';

export const sampleAddress: Address = {
  id: 'ad1',
  firstName: 'Demo',
  lastName: 'User',
  street: 'Damrak',
  houseNumber: '1',
  postalCode: '1012 LG',
  city: 'Amsterdam',
  countryCode: 'NL',
  phone: '+31201234567',
  isDefault: true,
};

/** GET /customers/me as upstream/src/account/customer/repo.ts loadCustomer() builds it (with the account id the pages' parse drops). */
export const sampleCustomer: Customer & { accountId: number } = {
  id: 'user-1',
  accountId: 1001,
  email: 'demo@example.com',
  firstName: 'Demo',
  lastName: 'User',
  dateOfBirth: null,
  companyName: null,
  isB2b: false,
  b2bStatus: 'Default',
  newsletter: false,
  paymentMethod: { type: 'iDEAL', label: 'iDEAL' },
  availablePaymentMethods: [
    { type: 'iDEAL', label: 'iDEAL' },
    { type: 'PayPal', label: 'PayPal' },
  ],
  ftp: { callbackUrl: null, callbackFormat: null },
  accountDeleted: false,
  addresses: [sampleAddress],
};
