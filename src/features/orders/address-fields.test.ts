import { describe, expect, it } from 'vitest';
import { addressValues, canChangeAddress } from './address-fields';

describe('delivery address helpers', () => {
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
