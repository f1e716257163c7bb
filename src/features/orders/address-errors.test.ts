import { describe, expect, it } from 'vitest';
import { classifyAddressFailure } from './address-errors';
import { addressValues, canChangeAddress } from './address-fields';

describe('delivery address change helpers', () => {
  it.each([
    [409, '{"error":"conflict"}', { kind: 'locked' }],
    // The /api proxy's shape (src/worker/api-proxy/forward.ts): the refused fields by name.
    [400, '{"error":"bad_request","correlationId":"c","fields":["postalCode"]}', { kind: 'field', fields: ['postalCode'] }],
    [
      400,
      '{"error":"bad_request","correlationId":"c","fields":["street","phone","street"]}',
      { kind: 'field', fields: ['street', 'phone'] },
    ],
    [400, '{"error":"bad_request","correlationId":"c","fields":["__proto__"]}', { kind: 'other' }],
    [400, '{"error":"bad_request","correlationId":"c"}', { kind: 'other' }],
    // An upstream body never reaches the browser; were one to, nothing in it is read.
    [400, '{"error":"validation","field":"deliveryAddress.postalCode"}', { kind: 'other' }],
    [400, 'not json', { kind: 'other' }],
    [500, '{}', { kind: 'other' }],
    [undefined, undefined, { kind: 'other' }],
  ])('%s %s', (status, body, out) => expect(classifyAddressFailure(status, body)).toEqual(out));
  it.each([
    [['Received'], true],
    [['Confirmed', 'Cancelled'], true],
    [['Confirmed', 'ProductionStarted'], false],
    [['Dispatched'], false],
    [['Cancelled'], false],
    [[], false],
  ])('%j → can change %s', (statuses, out) => expect(canChangeAddress(statuses.map((status) => ({ status })))).toBe(out));
  it('form values from an upstream address', () => {
    expect(addressValues({ firstName: 'A', street: 'B', extra: 1, phone: 5 })).toEqual({
      firstName: 'A',
      lastName: '',
      street: 'B',
      houseNumber: '',
      postalCode: '',
      city: '',
      countryCode: '',
      phone: '',
    });
  });
});

describe('canChangeAddress while a change is in progress', () => {
  it('offers no second change', () => {
    expect(canChangeAddress([{ status: 'Received' }], true)).toBe(false);
    expect(canChangeAddress([{ status: 'Received' }], false)).toBe(true);
  });
});
