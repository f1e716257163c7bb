import { describe, expect, it } from 'vitest';
import { initialAddressChange, initialFailure } from './posted-outcome';

describe('the order page after a plain post of the address form', () => {
  it.each([
    [{}, 'NotStarted', null],
    [{ change: true }, 'Editing', null],
    [{ status: 'saved' as const }, 'SuccessfulUpdate', null],
    [{ status: 'invalid' as const, fields: ['postalCode', 'nope'] }, 'RequestFailed', { kind: 'field', fields: ['postalCode'] }],
    [{ status: 'invalid' as const, fields: [] }, 'RequestFailed', { kind: 'other' }],
    [{ status: 'inUse' as const }, 'RequestFailed', { kind: 'locked' }],
    [{ status: 'expired' as const, change: true }, 'RequestFailed', { kind: 'expired' }],
    [{ status: 'failed' as const }, 'RequestFailed', { kind: 'other' }],
  ])('%j', (posted, state, failure) => {
    expect(initialAddressChange(posted).status).toBe(state);
    expect(initialFailure(posted)).toEqual(failure);
  });
});
