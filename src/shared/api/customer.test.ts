import { describe, expect, it } from 'vitest';
import { Customer, customerApi } from './customer';
import { fakeHttp } from './test-transport';

const address = {
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
/** GET /customers/me as upstream/src/account/customer/repo.ts loadCustomer() builds it. */
const sampleCustomer = {
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
  addresses: [address],
};

describe('customer API', () => {
  it('parses the upstream customer record', () => {
    expect(Customer.parse(sampleCustomer).addresses[0]!.postalCode).toBe('1012 LG');
    expect(
      Customer.parse({ ...sampleCustomer, ftp: { callbackUrl: 'https://erp.example.com/hook', callbackFormat: 'json' } }).ftp
        .callbackFormat,
    ).toBe('json');
  });

  it.each([
    ['an invalid e-mail', { email: 'demo' }],
    ['a negative account id', { accountId: -1 }],
    ['a javascript: FTP callback', { ftp: { callbackUrl: 'javascript:x', callbackFormat: 'json' } }],
    ['an unknown B2B status', { b2bStatus: 'Weird' }],
  ])('rejects %s', (_name, patch) => {
    expect(() => Customer.parse({ ...sampleCustomer, ...patch })).toThrow();
  });

  it('me() resolves null on 404 (account deleted)', async () => {
    const { http } = fakeHttp({});
    await expect(customerApi(http).me()).resolves.toBeNull();
  });

  it('address writes use the spec paths; delete accepts 204', async () => {
    const { http, calls } = fakeHttp({
      'PUT /customers/me/addresses/ad1': { body: address },
      'DELETE /customers/me/addresses/ad1': { status: 204 },
    });
    const api = customerApi(http);
    const { id: _id, isDefault: _d, ...input } = address;
    await expect(api.updateAddress('ad1', input)).resolves.toMatchObject({ id: 'ad1' });
    await expect(api.deleteAddress('ad1')).resolves.toBeUndefined();
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'DELETE']);
  });
});
