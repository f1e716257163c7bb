import { type Context, Hono, type Next } from 'hono';
import { base64url, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { DEFAULT_BRAND } from '../../src/shared/brands/brands';
import { authRoutes, requireSession, session } from '../../src/worker/auth/index';
import { clearKeySets } from '../../src/worker/auth/session/verify-access-token';
import { clearDiscoveryCache } from '../../src/worker/auth/sign-in/oidc';
import type { AppEnv, Bindings } from '../../src/worker/env';
import { onError } from '../../src/worker/errors/on-error';
import { brand } from '../../src/worker/middleware/brand';
import { cookies } from '../../src/worker/middleware/cookies';
import { correlationId } from '../../src/worker/middleware/correlation-id';
import { securityHeaders } from '../../src/worker/middleware/security-headers';
import { stripped } from '../../src/worker/middleware/stripped';
import { sampleCustomer } from '../fixtures/customer';

/**
 * A local identity provider for unit tests only: RSA keys made with jose, discovery, JWKS, token
 * endpoint and a couple of upstream APIs answered through a stubbed fetch. The real identity
 * provider (upstream/) is exercised by tests/integration/auth and the e2e suite.
 */
export const ISSUER = 'https://idp.test/oidc/main';
export const ISSUER_SE = 'https://idp.test/oidc/se';
export const UPSTREAM_BASE = 'https://up.test';
/** The app's origin in these tests (wrangler dev's). */
export const ORIGIN = 'http://localhost:8787';
export const USER = {
  sub: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  email: 'demo@example.com',
  idp_type: 'local',
  idp_sub: 'local-1001',
  auth_method: 'B2B',
};

export interface FakeIdp {
  fetch: typeof fetch;
  calls: { url: string; method: string; body?: string; headers: Headers; redirect?: RequestRedirect }[];
  jwksFetches: () => number;
  sign: (
    claims: Record<string, unknown>,
    opts?: { kid?: string; exp?: number | null; iss?: string; aud?: string; nbf?: number; key?: 'main' | 'other' },
  ) => Promise<string>;
  publicJwk: JWK;
  /** Registers an authorization code as the IdP's authorize step would. */
  issueCode: (p: { challenge: string; redirectUri: string; nonce: string; sub?: string }) => string;
  /** Refresh tokens issued, by value; `family` is the session they rotate in (revoked together). */
  refreshTokens: Map<string, { used: boolean; sub: string; family: string; revoked?: boolean }>;
  /** Status the revocation endpoint answers (200 unless a test breaks it). */
  revokeStatus: number;
  /** Response for GET /customers/me: status and body. */
  customer: { status: number; body: unknown };
  /** Status answered by identity and e-mail gateway confirm calls. */
  confirmStatus: number;
  /** When set, every JWKS fetch fails with this status. */
  jwksDown: boolean;
  /** Replaces the ID token the token endpoint answers (forged-token tests); gets the honest claims. */
  idToken?: (claims: { sub: string; nonce?: string }) => Promise<string>;
  /** Merged into the discovery documents (e.g. a foreign `issuer`, an http token endpoint). */
  discovery: Record<string, unknown>;
  /** When set, the token endpoint answers with this redirect instead. */
  tokenRedirect?: string;
  /** Token requests still to fail as a closed pooled connection fails them, before any answer. */
  tokenConnectionsLost?: number;
  /** Upstream URLs asked for, in order. */
  upstreamCalls: string[];
}

/** RFC 7636 S256, written out here so the fake checks the client's PKCE independently. */
export async function s256(verifier: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

// RSA key generation is slow: one pair of keys per test file is enough.
const keyPairs = Promise.all([generateKeyPair('RS256', { extractable: true }), generateKeyPair('RS256', { extractable: true })]);

export async function createFakeIdp(): Promise<FakeIdp> {
  const [main, other] = await keyPairs;
  const publicJwk = { ...(await exportJWK(main.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; redirectUri: string; nonce: string; sub: string }>();
  let jwksCount = 0;
  const now = () => Math.floor(Date.now() / 1000);

  const idp: FakeIdp = {
    calls: [],
    jwksFetches: () => jwksCount,
    publicJwk,
    refreshTokens: new Map(),
    revokeStatus: 200,
    customer: { status: 200, body: customerRecord(false) },
    confirmStatus: 200,
    jwksDown: false,
    upstreamCalls: [],
    discovery: {},
    async sign(claims, o = {}) {
      const t = now();
      let jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'k1', typ: 'JWT' })
        .setIssuer(o.iss ?? ISSUER)
        .setAudience(o.aud ?? 'myaccount-api')
        .setIssuedAt(t)
        .setNotBefore(o.nbf ?? t);
      if (o.exp !== null) jwt = jwt.setExpirationTime(o.exp ?? t + 900);
      return jwt.sign(o.key === 'other' ? other.privateKey : main.privateKey);
    },
    issueCode(p) {
      const code = crypto.randomUUID();
      codes.set(code, { ...p, sub: p.sub ?? USER.sub });
      return code;
    },
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' || init?.body instanceof URLSearchParams ? String(init.body) : undefined;
      idp.calls.push({
        url,
        method,
        ...(body !== undefined ? { body } : {}),
        headers: new Headers(init?.headers),
        ...(init?.redirect ? { redirect: init.redirect } : {}),
      });
      const json = (v: unknown, status = 200) =>
        new Response(JSON.stringify(v), { status, headers: { 'Content-Type': 'application/json' } });
      for (const iss of [ISSUER, ISSUER_SE]) {
        if (url === `${iss}/.well-known/openid-configuration`) {
          return json({
            issuer: iss,
            authorization_endpoint: `${iss}/authorize`,
            token_endpoint: `${iss}/token`,
            jwks_uri: `${iss}/jwks`,
            end_session_endpoint: `${iss}/logout`,
            revocation_endpoint: `${iss}/revoke`,
            ...idp.discovery,
          });
        }
      }
      if (url === `${ISSUER}/jwks`) {
        jwksCount++;
        if (idp.jwksDown) return new Response('down', { status: 503 });
        return json({ keys: [publicJwk] });
      }
      if (url === `${ISSUER}/revoke` && method === 'POST') {
        if (idp.revokeStatus !== 200) return json({ error: 'server_error' }, idp.revokeStatus);
        // RFC 7009 with family semantics, as the embedded provider does: the whole session ends.
        const r = idp.refreshTokens.get(new URLSearchParams(body ?? '').get('token') ?? '');
        if (r) for (const t of idp.refreshTokens.values()) if (t.family === r.family) t.revoked = true;
        return new Response(null, { status: 200 });
      }
      if (url === `${ISSUER}/token` && method === 'POST') {
        if (idp.tokenRedirect) return new Response(null, { status: 302, headers: { Location: idp.tokenRedirect } });
        if (idp.tokenConnectionsLost) {
          idp.tokenConnectionsLost -= 1;
          throw new TypeError('Network connection lost.');
        }
        const form = new URLSearchParams(body ?? '');
        let sub: string;
        let nonce: string | undefined;
        let family: string = crypto.randomUUID();
        if (form.get('grant_type') === 'authorization_code') {
          const c = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          if (!c || c.redirectUri !== form.get('redirect_uri') || (await s256(form.get('code_verifier') ?? '')) !== c.challenge) {
            return json({ error: 'invalid_grant' }, 400);
          }
          sub = c.sub;
          nonce = c.nonce;
        } else if (form.get('grant_type') === 'refresh_token') {
          const r = idp.refreshTokens.get(form.get('refresh_token') ?? '');
          if (!r || r.used || r.revoked) return json({ error: 'invalid_grant' }, 400);
          r.used = true;
          sub = r.sub;
          family = r.family;
        } else {
          return json({ error: 'unsupported_grant_type' }, 400);
        }
        const refresh = `rt-${crypto.randomUUID()}`;
        idp.refreshTokens.set(refresh, { used: false, sub, family });
        return json({
          access_token: await idp.sign({ ...USER, sub }),
          id_token: idp.idToken
            ? await idp.idToken({ sub, ...(nonce ? { nonce } : {}) })
            : await idp.sign({ sub, email: USER.email, ...(nonce ? { nonce } : {}) }, { aud: 'myaccount' }),
          refresh_token: refresh,
          token_type: 'Bearer',
          expires_in: 900,
        });
      }
      if (url.startsWith(UPSTREAM_BASE)) idp.upstreamCalls.push(url);
      if (url === `${UPSTREAM_BASE}/customer-api/customers/me`) return json(idp.customer.body, idp.customer.status);
      if (url.startsWith(`${UPSTREAM_BASE}/identity-api/`) || url.startsWith(`${UPSTREAM_BASE}/email-gateway/`)) {
        if (idp.confirmStatus !== 200) return json({ error: 'token_used' }, idp.confirmStatus);
        if (url.includes('/deleteaccount/')) return json({ status: 'Deleted' });
        if (url.includes('/emailchanges/')) return json({ status: 'Changed', email: 'new@example.com' });
        return json({ email: 'fan@example.com', subscribed: true });
      }
      return json({ error: 'not found' }, 404);
    },
  };
  return idp;
}

/**
 * A new identity provider for a test, with the worker's discovery and key-set caches emptied first:
 * they outlive a request, and the last test's provider (other keys) must not answer for this one.
 */
export async function freshIdp(): Promise<FakeIdp> {
  clearDiscoveryCache();
  clearKeySets();
  return createFakeIdp();
}

/** The customer API's record of the signed-in test user (src/shared/api/customer.fixture.ts). */
export function customerRecord(accountDeleted: boolean) {
  return { ...sampleCustomer, id: USER.sub, email: USER.email, accountDeleted };
}

export const SECRET = 'unit-test-session-secret-0123456789';

export function testEnv(): Bindings {
  return {
    AUTHORITIES: { main: ISSUER, se: ISSUER_SE },
    SESSION_SECRET: SECRET,
    UPSTREAM: {
      customer: `${UPSTREAM_BASE}/customer-api`,
      orders: `${UPSTREAM_BASE}/order-api`,
      voucher: `${UPSTREAM_BASE}/order-api`,
      delivery: `${UPSTREAM_BASE}/order-api`,
      reorder: `${UPSTREAM_BASE}/order-api`,
      reorderDirect: `${UPSTREAM_BASE}/order-api/reorder-direct`,
      photo: `${UPSTREAM_BASE}/photo-management`,
      identity: `${UPSTREAM_BASE}/identity-api`,
      emailGateway: `${UPSTREAM_BASE}/email-gateway`,
    },
    ENVIRONMENT: 'development',
    REGION: 'local',
    PUSH_SIGNING_SECRET: 'x',
  } as unknown as Bindings;
}

/** The app as the lead mounts it (DESIGN.md §1 order), with a signed-in catch-all. */
export function testApp(idp: FakeIdp, reports: string[] = []): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const report = (m: string) => void reports.push(m);
  app.onError(onError({ log: () => {} }));
  app.use('*', correlationId());
  app.use('*', cookies());
  app.use('*', brand());
  app.use('*', stripped());
  app.use('*', securityHeaders());
  app.use('*', session({ fetch: idp.fetch, report }));
  app.route('/', authRoutes({ fetch: idp.fetch, report }));
  app.use('/api/*', requireSession());
  app.get('/api/me', (c) => c.json(c.var.session));
  app.get('*', requireSession(), (c) => c.html(`<p>hello ${c.var.session?.email ?? ''}</p>`));
  return app;
}

/** The cookies a test carries from response to request, by name (`raw`: the whole cookie line the response wrote). */
export type Jar = Map<string, { value: string; raw: string }>;

/** `name=value` pairs of the cookies a response writes (last one wins), empty value = cleared. */
export function responseCookies(res: Response): Jar {
  const out: Jar = new Map();
  for (const raw of res.headers.getSetCookie()) {
    const [pair] = raw.split(';');
    const eq = pair!.indexOf('=');
    out.set(pair!.slice(0, eq), { value: decodeURIComponent(pair!.slice(eq + 1)), raw });
  }
  return out;
}

/** A Cookie header from the live cookies of a `responseCookies` map (cleared ones dropped). */
export function cookieHeader(jar: Map<string, { value: string }>): string {
  return [...jar]
    .filter(([, v]) => v.value !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v.value)}`)
    .join('; ');
}

/** Merges a response's cookies into a jar as a browser would. */
export function updateJar(jar: Jar, res: Response): void {
  for (const [k, v] of responseCookies(res)) {
    if (v.value === '' || /Max-Age=0/i.test(v.raw)) jar.delete(k);
    else jar.set(k, v);
  }
}

/**
 * Tests only: a stand-in for the `session()` middleware in front of routes under test: user u1
 * signed in (consumer or business, bearer 'tok'), or nobody; brand and correlation id set.
 */
export function sessionStandIn({ signedIn = true, business = false }: { signedIn?: boolean; business?: boolean } = {}) {
  return async (c: Context<AppEnv>, next: Next) => {
    c.set('correlationId', 'corr-test');
    c.set('brand', DEFAULT_BRAND);
    c.set(
      'session',
      signedIn ? { userId: 'u1', email: 'a@example.com', idpType: 'local', idpSub: 'sub-1', isBusiness: business, expiresAt: 0 } : null,
    );
    if (signedIn) c.set('accessToken', 'tok');
    await next();
  };
}
