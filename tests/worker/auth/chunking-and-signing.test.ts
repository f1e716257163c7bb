import { describe, expect, it } from 'vitest';
import { createPkce, s256 } from '../../../src/worker/auth/pkce';
import { openAuthState, sealAuthState } from '../../../src/worker/auth/state-cookie';
import { CHUNK_SIZE, MAX_CHUNKS, readChunked, writeChunked } from '../../../src/worker/session/chunked-cookies';
import { signValue, verifyValue } from '../../../src/worker/session/signed-value';
import { ACCESS_COOKIE, clearSessionCookies, tokenCookieOptions, writeTokenCookies } from '../../../src/worker/session/token-cookies';
import { z } from 'zod';

const opts = tokenCookieOptions('my.photobloom.co.uk');

/** Applies Set-Cookie values to a cookie map as a browser would. */
function apply(jar: Record<string, string>, setCookies: string[]): Record<string, string> {
  const next = { ...jar };
  for (const raw of setCookies) {
    const [pair] = raw.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    const value = decodeURIComponent(pair!.slice(eq + 1));
    if (/Max-Age=0/.test(raw)) delete next[name];
    else next[name] = value;
  }
  return next;
}

describe('cookie chunking', () => {
  it('keeps a small value in one cookie', () => {
    const jar = apply({}, writeChunked({}, ACCESS_COOKIE, 'abc', opts));
    expect(jar).toEqual({ [ACCESS_COOKIE]: 'abc' });
    expect(readChunked(jar, ACCESS_COOKIE)).toBe('abc');
  });

  it('splits a large value into numbered chunks under 4 KB each and reassembles it', () => {
    const value = 'x'.repeat(CHUNK_SIZE * 2 + 10);
    const set = writeChunked({}, ACCESS_COOKIE, value, opts);
    for (const c of set) expect(c.split(';')[0]!.length).toBeLessThan(4096);
    const jar = apply({}, set);
    expect(Object.keys(jar).sort()).toEqual([ACCESS_COOKIE, `${ACCESS_COOKIE}.0`, `${ACCESS_COOKIE}.1`, `${ACCESS_COOKIE}.2`]);
    expect(jar[ACCESS_COOKIE]).toBe('chunks.3');
    expect(readChunked(jar, ACCESS_COOKIE)).toBe(value);
  });

  it('clears stale chunks when the value shrinks', () => {
    let jar = apply({}, writeChunked({}, ACCESS_COOKIE, 'y'.repeat(CHUNK_SIZE * 3), opts));
    jar = apply(jar, writeChunked(jar, ACCESS_COOKIE, 'z'.repeat(CHUNK_SIZE + 1), opts));
    expect(Object.keys(jar).sort()).toEqual([ACCESS_COOKIE, `${ACCESS_COOKIE}.0`, `${ACCESS_COOKIE}.1`]);
    jar = apply(jar, writeChunked(jar, ACCESS_COOKIE, 'small', opts));
    expect(jar).toEqual({ [ACCESS_COOKIE]: 'small' });
  });

  it('a missing chunk reads as no value, never a partial one', () => {
    const jar = apply({}, writeChunked({}, ACCESS_COOKIE, 'q'.repeat(CHUNK_SIZE + 5), opts));
    delete jar[`${ACCESS_COOKIE}.1`];
    expect(readChunked(jar, ACCESS_COOKIE)).toBeUndefined();
  });

  it('stray chunks beyond the marker are ignored', () => {
    const jar = { [ACCESS_COOKIE]: 'chunks.1', [`${ACCESS_COOKIE}.0`]: 'a', [`${ACCESS_COOKIE}.1`]: 'evil' };
    expect(readChunked(jar, ACCESS_COOKIE)).toBe('a');
  });

  it('refuses values beyond MAX_CHUNKS', () => {
    expect(() => writeChunked({}, ACCESS_COOKIE, 'x'.repeat(CHUNK_SIZE * MAX_CHUNKS + 1), opts)).toThrow(RangeError);
  });
});

describe('token cookie attributes', () => {
  it('are __Secure-, HttpOnly, Secure, SameSite=Lax, Path=/, Domain = parent brand domain', () => {
    const [at, rt] = writeTokenCookies({}, 'my.photobloom.co.uk', { accessToken: 'a', accessExpiresAt: Math.floor(Date.now() / 1000) + 900, refreshToken: 'r' });
    for (const c of [at!, rt!]) {
      expect(c).toMatch(/^__Secure-myaccount-(at|rt)=/);
      expect(c).toContain('HttpOnly');
      expect(c).toContain('Secure');
      expect(c).toContain('SameSite=Lax');
      expect(c).toContain('Path=/');
      expect(c).toContain('Domain=photobloom.co.uk');
    }
    expect(at).toMatch(/Max-Age=(899|900)/);
    expect(rt).toContain('Max-Age=3600');
  });

  it('are host-only on localhost, *.localhost and IPs', () => {
    for (const host of ['localhost:8787', 'photobloom-nl.localhost:8787', '127.0.0.1:8787']) {
      const [at] = writeTokenCookies({}, host, { accessToken: 'a', accessExpiresAt: Math.floor(Date.now() / 1000) + 900 });
      expect(at).not.toContain('Domain=');
    }
  });

  it('sign-out clears both tokens, their chunks and the gate cookie', () => {
    const jar = { [ACCESS_COOKIE]: 'chunks.2', [`${ACCESS_COOKIE}.0`]: 'a', [`${ACCESS_COOKIE}.1`]: 'b', '__Secure-myaccount-rt': 'r' };
    const cleared = clearSessionCookies(jar, 'my.photobloom.nl').map((c) => c.split('=')[0]);
    expect(cleared.sort()).toEqual([ACCESS_COOKIE, `${ACCESS_COOKIE}.0`, `${ACCESS_COOKIE}.1`, '__Secure-myaccount-cust', '__Secure-myaccount-rt'].sort());
    for (const c of clearSessionCookies(jar, 'my.photobloom.nl')) expect(c).toContain('Domain=photobloom.nl');
  });
});

describe('PKCE', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    expect(await s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
  it('makes a fresh 43-character verifier each time', async () => {
    const a = await createPkce();
    const b = await createPkce();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(await s256(a.verifier));
  });
});

describe('signed values (state cookie)', () => {
  const secret = 'unit-test-secret-0123456789abcdef';
  const state = { state: 's'.repeat(32), nonce: 'n'.repeat(32), verifier: 'v'.repeat(43), returnTo: '/orders', issuer: 'https://idp.test/oidc/main' };

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

describe('authorityOrigins', () => {
  it('gives the distinct origins of the authorities for form-action', async () => {
    const { authorityOrigins } = await import('../../../src/worker/auth/authority');
    expect(authorityOrigins({ main: 'http://127.0.0.1:8788/oidc/main', se: 'http://127.0.0.1:8788/oidc/se' })).toEqual(['http://127.0.0.1:8788']);
    expect(authorityOrigins({ main: 'https://login.photobloom.com', se: 'https://login.photobloom.se', bad: 'nope' })).toEqual(['https://login.photobloom.com', 'https://login.photobloom.se']);
  });
});
