import { describe, expect, it } from 'vitest';
import { addressLinks } from './address-links';

describe('addressLinks', () => {
  it('keeps business users on the business address screens', () => {
    expect(addressLinks(true)).toEqual({
      edit: '/settings/b2b/address/$addressId',
      add: '/settings/b2b/new-address',
      back: '/settings/b2b',
    });
  });
  it('sends consumers to the consumer screens', () => {
    expect(addressLinks(false)).toEqual({ edit: '/settings/address/$addressId', add: '/settings/new-address', back: '/settings' });
  });
});
