import { base64url, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeIdp, type FakeIdp, ISSUER, USER } from '../../../../tests/worker/auth';
import { clearKeySets, jwksFor, VERIFIED_TTL_MS, verifyAccessToken } from './verify-access-token';

let idp: FakeIdp;
const verify = (token: string, o: { issuer?: string; now?: number } = {}) =>
  verifyAccessToken(token, { issuer: o.issuer ?? ISSUER, keys: jwksFor(`${ISSUER}/jwks`, idp.fetch), ...(o.now ? { now: o.now } : {}) });

beforeEach(async () => {
  clearKeySets();
  idp = await createFakeIdp();
});

const now = () => Math.floor(Date.now() / 1000);
const b64 = (v: unknown) => base64url.encode(JSON.stringify(v));

describe('verifyAccessToken', () => {
  it('accepts a good token and maps the claims (b2b compared case-insensitively)', async () => {
    const r = await verify(await idp.sign(USER));
    expect(r).toMatchObject({
      ok: true,
      session: { userId: USER.sub, email: USER.email, idpType: 'local', idpSub: 'local-1001', isBusiness: true },
    });
  });

  it('b2c is not business', async () => {
    const r = await verify(await idp.sign({ ...USER, auth_method: 'b2c' }));
    expect(r.ok && r.session.isBusiness).toBe(false);
  });

  it('refuses alg none', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...USER, iss: ISSUER, aud: 'myaccount-api', exp: now() + 600 })}.`;
    expect(await verify(token)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses HS256 signed with the public key as secret', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(idp.publicJwk));
    const token = await new SignJWT(USER)
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience('myaccount-api')
      .setExpirationTime(now() + 600)
      .sign(secret);
    expect(await verify(token)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired token beyond the 30 s tolerance, and says so', async () => {
    expect(await verify(await idp.sign(USER, { exp: now() - 31 }))).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('tolerates 30 s of clock skew', async () => {
    expect((await verify(await idp.sign(USER, { exp: now() - 10 }))).ok).toBe(true);
  });

  it('refuses a token without exp', async () => {
    expect(await verify(await idp.sign(USER, { exp: null }))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses nbf in the future', async () => {
    expect(await verify(await idp.sign(USER, { nbf: now() + 120 }))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses a wrong issuer (the other authority included)', async () => {
    expect((await verify(await idp.sign(USER, { iss: 'https://evil.test/oidc/main' }))).ok).toBe(false);
    expect((await verify(await idp.sign(USER), { issuer: 'https://idp.test/oidc/se' })).ok).toBe(false);
  });

  it('refuses a wrong audience (an ID token is not an access token)', async () => {
    expect(await verify(await idp.sign(USER, { aud: 'myaccount' }))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses an unknown kid and refetches the key set at most once per cooldown', async () => {
    await verify(await idp.sign(USER)); // warm the cache
    const before = idp.jwksFetches();
    for (let i = 0; i < 5; i++) {
      expect(await verify(await idp.sign(USER, { kid: 'rotated', key: 'other' }))).toMatchObject({ ok: false, reason: 'invalid' });
    }
    expect(idp.jwksFetches() - before).toBeLessThanOrEqual(1);
  });

  it('refuses a token signed by another key under the known kid', async () => {
    expect((await verify(await idp.sign(USER, { key: 'other' }))).ok).toBe(false);
  });

  it('refuses a tampered payload', async () => {
    const [h, , s] = (await idp.sign(USER)).split('.');
    const forged = `${h}.${b64({ ...USER, sub: '00000000-0000-4000-8000-000000000000', iss: ISSUER, aud: 'myaccount-api', exp: now() + 600 })}.${s}`;
    expect(await verify(forged)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses a truncated signature', async () => {
    const token = await idp.sign(USER);
    expect((await verify(token.slice(0, -10))).ok).toBe(false);
  });

  it('refuses garbage', async () => {
    for (const g of ['', 'garbage', 'a.b.c', '....', 'x'.repeat(20_000), `${b64({ alg: 'RS256' })}.e30.`]) {
      expect((await verify(g)).ok).toBe(false);
    }
  });

  it('refuses a token whose claims break the schema (no e-mail)', async () => {
    const { email: _e, ...rest } = USER;
    expect((await verify(await idp.sign(rest))).ok).toBe(false);
  });

  it('fails closed when the key set cannot be fetched', async () => {
    idp.jwksDown = true;
    expect(await verify(await idp.sign(USER))).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('fails closed when the key-set fetch throws', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('network down');
    };
    const r = await verifyAccessToken(await idp.sign(USER), { issuer: ISSUER, keys: jwksFor('https://down.test/jwks', failing) });
    expect(r).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});

describe('verified tokens per isolate (issue 18 §4: no RS256 check and claims parse per page)', () => {
  /** The key set, counting how often jose asks it for a key (once per signature check). */
  const counted = () => {
    const keys = jwksFor(`${ISSUER}/jwks`, idp.fetch);
    let calls = 0;
    const wrapped = ((...args: Parameters<typeof keys>) => {
      calls += 1;
      return keys(...args);
    }) as typeof keys;
    return { keys: wrapped, calls: () => calls };
  };

  it('checks the signature of a token once, then answers from memory', async () => {
    const { keys, calls } = counted();
    const token = await idp.sign(USER);
    const first = await verifyAccessToken(token, { issuer: ISSUER, keys });
    const second = await verifyAccessToken(token, { issuer: ISSUER, keys });
    expect(first.ok && second.ok).toBe(true);
    expect(second).toEqual(first);
    expect(calls()).toBe(1);
  });

  it('still answers expired for a remembered token past its expiry (30 s tolerance)', async () => {
    const { keys } = counted();
    const exp = now() + 120;
    const token = await idp.sign(USER, { exp });
    expect((await verifyAccessToken(token, { issuer: ISSUER, keys })).ok).toBe(true);
    expect(await verifyAccessToken(token, { issuer: ISSUER, keys, now: (exp + 31) * 1000 })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('remembers only the exact token, for its issuer: a changed byte or another authority is checked again', async () => {
    const { keys, calls } = counted();
    const token = await idp.sign(USER);
    await verifyAccessToken(token, { issuer: ISSUER, keys });
    expect((await verifyAccessToken(`${token.slice(0, -2)}AA`, { issuer: ISSUER, keys })).ok).toBe(false);
    expect((await verifyAccessToken(token, { issuer: 'https://idp.test/oidc/se', keys })).ok).toBe(false);
    expect(calls()).toBe(3);
  });

  it('checks the signature again once the memory of it is older than VERIFIED_TTL_MS', async () => {
    const { keys, calls } = counted();
    const token = await idp.sign(USER, { exp: now() + 3600 });
    await verifyAccessToken(token, { issuer: ISSUER, keys });
    await verifyAccessToken(token, { issuer: ISSUER, keys, now: Date.now() + VERIFIED_TTL_MS + 1 });
    expect(calls()).toBe(2);
  });
});
