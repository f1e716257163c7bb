import { describe, expect, it } from 'vitest';
import type { Address, Customer } from '../api/customer';
import { CUSTOMER_VIEWS, type CustomerViewName } from './customer-views';

const address = (id: string, isDefault: boolean): Address => ({
  id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: 'Main Street',
  houseNumber: '1',
  postalCode: '1000',
  city: 'Brussels',
  countryCode: 'BE',
  phone: '+32 2 000 00 00',
  isDefault,
});

const record: Customer = {
  id: '42',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1815-12-10',
  companyName: 'Engines Ltd',
  isB2b: true,
  b2bStatus: 'Default',
  newsletter: true,
  paymentMethod: { type: 'invoice', label: 'Invoice' },
  availablePaymentMethods: [{ type: 'invoice', label: 'Invoice' }],
  ftp: { callbackUrl: 'https://engines.example/callback', callbackFormat: 'xml' },
  accountDeleted: false,
  addresses: [address('a1', false), address('a2', true), address('a3', false)],
};

// Each view's fields: what its page renders or acts on, nothing more (issue 32 §5).
const TABLE: [CustomerViewName, string[], string[]][] = [
  ['banner', ['b2bStatus', 'isB2b'], []],
  ['owner', ['id'], []],
  ['settings', ['addresses', 'dateOfBirth', 'email', 'firstName', 'lastName', 'newsletter', 'paymentMethod'], ['a2']],
  [
    'businessSettings',
    ['addresses', 'b2bStatus', 'companyName', 'dateOfBirth', 'email', 'firstName', 'isB2b', 'lastName', 'newsletter', 'paymentMethod'],
    ['a1', 'a2', 'a3'],
  ],
  ['personalDetails', ['companyName', 'dateOfBirth', 'firstName', 'lastName'], []],
  ['email', ['email'], []],
  ['paymentMethod', ['availablePaymentMethods', 'isB2b', 'paymentMethod'], []],
  ['ftp', ['ftp'], []],
];

describe('the customer record as each page reads it', () => {
  it.each(TABLE)('%s keeps %j', (view, fields, addressIds) => {
    const shown = CUSTOMER_VIEWS[view](record) as Partial<Customer>;
    expect(Object.keys(shown).sort()).toEqual(fields);
    expect((shown.addresses ?? []).map((a) => a.id)).toEqual(addressIds);
  });

  it('no view carries the account state, and only /integration the FTP callback', () => {
    for (const view of Object.keys(CUSTOMER_VIEWS) as CustomerViewName[]) {
      const json = JSON.stringify(CUSTOMER_VIEWS[view](record));
      expect(json).not.toContain('accountDeleted');
      if (view !== 'ftp') expect(json).not.toContain('engines.example');
    }
  });
});
