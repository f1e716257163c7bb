import { describe, expect, it } from 'vitest';
import { sampleAddress, sampleCustomer } from '../../../tests/fixtures/customer';
import { fakeHttp } from '../../../tests/fixtures/test-transport';
import { Customer, customerApi } from './customer';

describe('customer API', () => {
  it('parses the upstream customer record, without its account id (an internal id no page shows)', () => {
    expect(Customer.parse(sampleCustomer).addresses[0]!.postalCode).toBe('1012 LG');
    expect(Customer.parse(sampleCustomer)).not.toHaveProperty('accountId');
    expect(
      Customer.parse({ ...sampleCustomer, ftp: { callbackUrl: 'https://erp.example.com/hook', callbackFormat: 'json' } }).ftp
        .callbackFormat,
    ).toBe('json');
  });

  it.each([
    ['an invalid e-mail', { email: 'demo' }],
    ['a javascript: FTP callback', { ftp: { callbackUrl: 'javascript:x', callbackFormat: 'json' } }],
    ['an unknown B2B status', { b2bStatus: 'Weird' }],
  ])('rejects %s', (_name, patch) => {
    expect(() => Customer.parse({ ...sampleCustomer, ...patch })).toThrow();
  });

  it("the customer gate's reading: the account id (positive), the deleted flag and the first name only", async () => {
    const { http } = fakeHttp({ 'GET /customers/me': { body: sampleCustomer } });
    await expect(customerApi(http).account()).resolves.toEqual({
      accountId: 1001,
      accountDeleted: false,
      firstName: sampleCustomer.firstName,
    });
    const negative = fakeHttp({ 'GET /customers/me': { body: { ...sampleCustomer, accountId: -1 } } });
    await expect(customerApi(negative.http).account()).rejects.toThrow();
  });

  it('me() resolves null on 404 (account deleted)', async () => {
    const { http } = fakeHttp({});
    await expect(customerApi(http).me()).resolves.toBeNull();
  });

  it('address writes use the spec paths; delete accepts 204', async () => {
    const { http, calls } = fakeHttp({
      'PUT /customers/me/addresses/ad1': { body: sampleAddress },
      'DELETE /customers/me/addresses/ad1': { status: 204 },
    });
    const api = customerApi(http);
    const { id: _id, isDefault: _d, ...input } = sampleAddress;
    await expect(api.updateAddress('ad1', input)).resolves.toMatchObject({ id: 'ad1' });
    await expect(api.deleteAddress('ad1')).resolves.toBeUndefined();
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'DELETE']);
  });
});
