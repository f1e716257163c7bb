import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { cookieValue, DEMO_PASSWORD, signIn } from '../../support/sign-in';
import { idpSigningKey } from './idp-key';

const { upstreamUrl } = stackUrls();
const gb = brandUrl('photobloom-gb', '').replace(/\/$/, '');
const AT = '__Secure-myaccount-at';
const ISSUER = `${upstreamUrl}/oidc/main`;
const b64 = (s: string) => Buffer.from(s).toString('base64url');

let real = '';
let claims: JWTPayload;
let kid = '';
const tokens = new Map<string, string>();

beforeAll(async () => {
  const jar = await signIn(gb, 'demo@example.com', DEMO_PASSWORD);
  real = cookieValue(jar.header(), AT)!;
  claims = decodeJwt(real);
  kid = decodeProtectedHeader(real).kid!;
  const idp = await idpSigningKey('main');
  expect(idp.kid).toBe(kid);
  const now = Math.floor(Date.now() / 1000);
  const { exp: _exp, nbf: _nbf, iat: _iat, ...identity } = claims;
  /** Signed by the identity provider's own key: only the claims are wrong. */
  const idpSigned = (payload: JWTPayload, header: Record<string, unknown> = {}) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid, ...header }).sign(idp.privateKey);
  const good = { ...identity, iat: now, nbf: now, exp: now + 600 };

  tokens.set('control: re-signed by the IdP key', await idpSigned(good));
  tokens.set('expired', await idpSigned({ ...good, iat: now - 1200, nbf: now - 1200, exp: now - 300 }));
  tokens.set('no exp', await idpSigned({ ...identity, iat: now, nbf: now }));
  tokens.set('nbf in the future', await idpSigned({ ...good, nbf: now + 600, exp: now + 1200 }));
  tokens.set('wrong iss (another authority)', await idpSigned({ ...good, iss: `${upstreamUrl}/oidc/se` }));
  tokens.set('wrong iss (foreign)', await idpSigned({ ...good, iss: 'https://evil.example.com' }));
  tokens.set('wrong aud (the ID token audience)', await idpSigned({ ...good, aud: 'myaccount' }));
  tokens.set('no aud', await idpSigned({ ...Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'aud')) }));
  tokens.set(
    'RS384 header with the IdP key',
    await new SignJWT(good).setProtectedHeader({ alg: 'RS384', kid }).sign(await importJWK({ ...idp.jwk, alg: 'RS384' }, 'RS384')),
  );

  // Not signed by the identity provider.
  const [h, p, s] = real.split('.') as [string, string, string];
  tokens.set('alg none', `${b64(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${p}.`);
  tokens.set('alg none with kid', `${b64(JSON.stringify({ alg: 'none', typ: 'JWT', kid }))}.${p}.`);
  const jwks = (await (await fetch(`${ISSUER}/jwks`)).json()) as { keys: JWK[] };
  const publicJwk = jwks.keys.find((k) => k.kid === kid)!;
  const pem = await exportSPKI((await importJWK(publicJwk, 'RS256')) as CryptoKey);
  tokens.set(
    'HS256 signed with the public key (PEM)',
    await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(new TextEncoder().encode(pem)),
  );
  tokens.set(
    'HS256 signed with the public key (JWK JSON)',
    await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
  );
  const attacker = await generateKeyPair('RS256', { extractable: true });
  tokens.set(
    'unknown kid',
    await new SignJWT(good).setProtectedHeader({ alg: 'RS256', kid: 'main-unknown-kid' }).sign(attacker.privateKey),
  );
  tokens.set('known kid, foreign key', await new SignJWT(good).setProtectedHeader({ alg: 'RS256', kid }).sign(attacker.privateKey));
  tokens.set(
    'embedded jwk header',
    await new SignJWT(good).setProtectedHeader({ alg: 'RS256', jwk: await exportJWK(attacker.publicKey) }).sign(attacker.privateKey),
  );
  tokens.set(
    'tampered payload (other user)',
    `${h}.${b64(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000001', email: 'friend@example.com' }))}.${s}`,
  );
  tokens.set('tampered payload (later exp)', `${h}.${b64(JSON.stringify({ ...claims, exp: (claims.exp ?? now) + 86400 }))}.${s}`);
  tokens.set('truncated signature', `${h}.${p}.${s.slice(0, -8)}`);
  tokens.set('no signature', `${h}.${p}.`);
  tokens.set('garbage', 'garbage');
  tokens.set('three garbage parts', 'a.b.c');
  tokens.set('huge', `${h}.${'A'.repeat(20_000)}.${s}`);
}, 150_000);

const BAD = [
  'expired',
  'no exp',
  'nbf in the future',
  'wrong iss (another authority)',
  'wrong iss (foreign)',
  'wrong aud (the ID token audience)',
  'no aud',
  'RS384 header with the IdP key',
  'alg none',
  'alg none with kid',
  'HS256 signed with the public key (PEM)',
  'HS256 signed with the public key (JWK JSON)',
  'unknown kid',
  'known kid, foreign key',
  'embedded jwk header',
  'tampered payload (other user)',
  'tampered payload (later exp)',
  'truncated signature',
  'no signature',
  'garbage',
  'three garbage parts',
  'huge',
];

describe('access-token cookie verification against the real key set', () => {
  it('control: a token the IdP key signs with correct claims is accepted (so the refusals below are about the claims)', async () => {
    const token = tokens.get('control: re-signed by the IdP key')!;
    const page = await request(`${gb}/orders`, { headers: { Cookie: `${AT}=${token}` } });
    expect(page.status).toBe(200);
    const api = await request(`${gb}/api/customer/customers/me`, { headers: { Cookie: `${AT}=${token}`, Accept: 'application/json' } });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body).email).toBe('demo@example.com');
  });

  it.each(BAD)('%s: a page sends to sign-in and clears the cookie', async (name) => {
    const token = tokens.get(name)!;
    const page = await request(`${gb}/orders?x=1`, { headers: { Cookie: `${AT}=${token}` } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/auth/login?returnTo=%2Forders%3Fx%3D1');
    expect(page.body).not.toContain('demo@example.com');
    expect(page.headers['cache-control']).toBe('no-store');
    // Forged and malformed tokens sign the browser out (the cookie is removed).
    const cleared = [page.headers['set-cookie'] ?? []].flat().some((l) => l.startsWith(`${AT}=;`) && /max-age=0/i.test(l));
    expect(cleared).toBe(true);
  });

  it.each(BAD)('%s: /api answers 401 without data', async (name) => {
    const token = tokens.get(name)!;
    const api = await request(`${gb}/api/customer/customers/me`, { headers: { Cookie: `${AT}=${token}`, Accept: 'application/json' } });
    expect(api.status).toBe(401);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(api.body).not.toContain('demo@example.com');
    expect(JSON.parse(api.body)).toMatchObject({ error: 'unauthorized' });
  });

  it('the real token itself still works (the cookie value was not the problem)', async () => {
    const page = await request(`${gb}/orders`, { headers: { Cookie: `${AT}=${real}` } });
    expect(page.status).toBe(200);
  });
});
