import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { signValue, verifyValue } from '../../signing/signed-value';
import { openAuthState, sealAuthState } from './state-cookie';

describe('signed values (state cookie)', () => {
  const secret = 'unit-test-secret-0123456789abcdef';
  const state = {
    state: 's'.repeat(32),
    nonce: 'n'.repeat(32),
    verifier: 'v'.repeat(43),
    returnTo: '/orders',
    issuer: 'https://idp.test/oidc/main',
  };

  it('round-trips', async () => {
    expect(await openAuthState(secret, await sealAuthState(secret, state))).toEqual(state);
  });
  it('refuses a tampered payload, a forged MAC, another secret, another purpose, an expired value', async () => {
    const sealed = await sealAuthState(secret, state);
    const [body, sig] = sealed.split('.');
    const evil = Buffer.from(JSON.stringify({ v: { ...state, returnTo: '//evil.test' }, exp: 9_999_999_999 })).toString('base64url');
    expect(await openAuthState(secret, `${evil}.${sig}`)).toBeUndefined();
    expect(await openAuthState(secret, `${body}.${'A'.repeat(43)}`)).toBeUndefined();
    expect(await openAuthState('another-secret-0123456789abcdef', sealed)).toBeUndefined();
    expect(await verifyValue(secret, 'customer-gate', sealed, z.unknown())).toBeUndefined();
    const old = await sealAuthState(secret, state, Date.now() - 11 * 60_000);
    expect(await openAuthState(secret, old)).toBeUndefined();
    expect(await openAuthState(secret, 'garbage')).toBeUndefined();
    expect(await openAuthState(secret, undefined)).toBeUndefined();
  });
  it('refuses a short secret', async () => {
    await expect(signValue('short', 'x', {}, 60)).rejects.toThrow();
  });
});
