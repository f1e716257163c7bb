import { describe, expect, it } from 'vitest';
import { call, json, newUser } from './helpers';

const address = {
  firstName: 'Ann',
  lastName: 'Smit',
  street: 'Damrak',
  houseNumber: '12a',
  postalCode: '1012 LG',
  city: 'Amsterdam',
  countryCode: 'NL',
  phone: '+31 20 555 1234',
};

describe('customer API', () => {
  it('answers the customer record with the documented shape, and 401 without a token', async () => {
    const u = await newUser('empty', 'demo');
    const me = await json(call(u, 'GET', '/customer-api/customers/me'));
    expect(me).toMatchObject({
      id: u.userId,
      accountId: u.accountId,
      email: u.email,
      firstName: 'Sanne',
      b2bStatus: 'Default',
      newsletter: false,
      accountDeleted: false,
      isB2b: false,
      companyName: null,
    });
    expect(me.paymentMethod).toEqual({ type: 'iDEAL', label: 'iDEAL' });
    expect(me.ftp).toEqual({ callbackUrl: null, callbackFormat: null });
    expect(me.addresses).toHaveLength(3);
    expect(me.addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect((await call(null, 'GET', '/customer-api/customers/me')).status).toBe(401);
  });

  it('patches personal details and payment method; refuses unknown fields, bad values and methods not offered', async () => {
    const u = await newUser();
    const me = await json(
      call(u, 'PATCH', '/customer-api/customers/me', {
        firstName: 'Émile',
        dateOfBirth: '1990-02-03',
        paymentMethod: { type: 'PayPal' },
        newsletter: true,
      }),
    );
    expect(me).toMatchObject({
      firstName: 'Émile',
      dateOfBirth: '1990-02-03',
      newsletter: true,
      paymentMethod: { type: 'PayPal', label: 'PayPal' },
    });
    expect(await json(call(u, 'PATCH', '/customer-api/customers/me', { email: 'x@example.com' }), 400)).toMatchObject({
      error: 'validation',
    });
    expect(await json(call(u, 'PATCH', '/customer-api/customers/me', { dateOfBirth: '2090-01-01' }), 400)).toMatchObject({
      field: 'dateOfBirth',
    });
    expect(await json(call(u, 'PATCH', '/customer-api/customers/me', { paymentMethod: { type: 'Invoice' } }), 400)).toMatchObject({
      field: 'paymentMethod.type',
    });
    expect(await json(call(u, 'PATCH', '/customer-api/customers/me', { companyName: 'ACME' }), 400)).toMatchObject({
      field: 'companyName',
    });
  });

  it('lets a business account set company name, invoice payment and the FTP callback (consumers get 403)', async () => {
    const b = await newUser('business');
    const me = await json(call(b, 'GET', '/customer-api/customers/me'));
    expect(me).toMatchObject({ isB2b: true, b2bStatus: 'New', companyName: 'Pixel Studio B.V.' });
    expect(
      await json(call(b, 'PATCH', '/customer-api/customers/me', { companyName: 'Other B.V.', paymentMethod: { type: 'Invoice' } })),
    ).toMatchObject({ companyName: 'Other B.V.' });
    expect(
      await json(call(b, 'PUT', '/customer-api/customers/me/ftp', { callbackUrl: 'https://hooks.example.com/x', callbackFormat: 'xml' })),
    ).toEqual({ callbackUrl: 'https://hooks.example.com/x', callbackFormat: 'xml' });
    expect(
      await json(call(b, 'PATCH', '/customer-api/customers/me/ftp', { callbackUrl: 'javascript:alert(1)', callbackFormat: 'json' }), 400),
    ).toMatchObject({ field: 'callbackUrl' });
    expect(
      await json(call(b, 'PUT', '/customer-api/customers/me/ftp', { callbackUrl: 'https://a.example.com', callbackFormat: null }), 400),
    ).toMatchObject({ field: 'callbackFormat' });
    expect((await json(call(b, 'GET', '/customer-api/customers/me'))).ftp).toEqual({
      callbackUrl: 'https://hooks.example.com/x',
      callbackFormat: 'xml',
    });
    // Development-only: a business account can be set to Blocked for the banner.
    expect((await call(null, 'POST', '/__admin/account/b2b-status', { userId: b.userId, b2bStatus: 'Blocked' })).status).toBe(204);
    expect((await json(call(b, 'GET', '/customer-api/customers/me'))).b2bStatus).toBe('Blocked');
    expect(await json(call(null, 'POST', '/__admin/account/b2b-status', { userId: b.userId, b2bStatus: 'Gone' }), 400)).toMatchObject({
      field: 'b2bStatus',
    });
    const c = await newUser();
    expect(
      (await call(c, 'PUT', '/customer-api/customers/me/ftp', { callbackUrl: 'https://a.example.com', callbackFormat: 'json' })).status,
    ).toBe(403);
  });

  it('creates, updates and deletes addresses with one default, validates per field and country, and hides other users’ addresses', async () => {
    const u = await newUser();
    const first = await json(call(u, 'POST', '/customer-api/customers/me/addresses', address), 201);
    expect(first).toMatchObject({ ...address, postalCode: '1012 LG', isDefault: true });
    const second = await json(
      call(u, 'POST', '/customer-api/customers/me/addresses', { ...address, countryCode: 'BE', postalCode: '1000', isDefault: true }),
      201,
    );
    const list = await json(call(u, 'GET', '/customer-api/customers/me/addresses'));
    expect(list.addresses.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const updated = await json(
      call(u, 'PUT', `/customer-api/customers/me/addresses/${first.id}`, { ...address, city: 'Haarlem', postalCode: '2011 AB' }),
    );
    expect(updated).toMatchObject({ city: 'Haarlem', isDefault: false });
    // The messages are the spec's (§5).
    expect(await json(call(u, 'POST', '/customer-api/customers/me/addresses', { ...address, postalCode: '12345' }), 400)).toMatchObject({
      field: 'postalCode',
      message: 'postalCode: Postal Code must be valid',
    });
    expect(await json(call(u, 'POST', '/customer-api/customers/me/addresses', { ...address, phone: 'call me' }), 400)).toMatchObject({
      field: 'phone',
      message: 'phone: Phone number must be valid',
    });
    expect(await json(call(u, 'POST', '/customer-api/customers/me/addresses', { ...address, houseNumber: 'abc' }), 400)).toMatchObject({
      field: 'houseNumber',
    });
    expect(await json(call(u, 'POST', '/customer-api/customers/me/addresses', { ...address, street: '12' }), 400)).toMatchObject({
      field: 'street',
      message: 'street: Street name must be valid',
    });
    expect(await json(call(u, 'POST', '/customer-api/customers/me/addresses', { ...address, countryCode: 'XX' }), 400)).toMatchObject({
      field: 'countryCode',
    });
    const other = await newUser();
    expect((await call(other, 'PUT', `/customer-api/customers/me/addresses/${first.id}`, address)).status).toBe(404);
    expect((await call(other, 'DELETE', `/customer-api/customers/me/addresses/${first.id}`)).status).toBe(404);
    expect((await call(u, 'DELETE', `/customer-api/customers/me/addresses/${second.id}`)).status).toBe(204);
    const after = await json(call(u, 'GET', '/customer-api/customers/me/addresses'));
    expect(after.addresses).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
  });
});
