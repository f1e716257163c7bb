import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authRoutes, customerGate, requireSession, session } from '../../../src/worker/auth';
import type { AppEnv, Bindings } from '../../../src/worker/env';
import { brand } from '../../../src/worker/middleware/brand';
import { correlationId } from '../../../src/worker/middleware/correlation-id';
import { securityHeaders } from '../../../src/worker/middleware/security-headers';
import { stripped } from '../../../src/worker/middleware/stripped';
import { cookieHeader, updateJar } from './fake-idp';

/**
 * Sign-in through the real embedded identity provider (upstream/), at the HTTP level in Node.
 * Runs only with a running, seeded upstream:
 *   MYACCOUNT_UPSTREAM=http://127.0.0.1:48788 npx vitest run -c vitest.unit.config.ts tests/worker/auth
 * (start it with PUBLIC_BASE_URL set to the same address so the issuer matches). Needs a freshly
 * seeded state directory: the deletion case deletes friend@example.com.
 */
const UP = process.env.MYACCOUNT_UPSTREAM;
const ORIGIN = 'http://localhost:8787';

function env(): Bindings {
  return {
    AUTHORITIES: { main: `${UP}/oidc/main`, se: `${UP}/oidc/se` },
    SESSION_SECRET: 'real-idp-test-secret-0123456789abcdef',
    UPSTREAM: { customer: `${UP}/customer-api`, identity: `${UP}/identity-api`, emailGateway: `${UP}/email-gateway` },
  } as unknown as Bindings;
}

function app(): Hono<AppEnv> {
  const a = new Hono<AppEnv>();
  a.use('*', correlationId(), brand(), stripped(), securityHeaders(), session());
  a.route('/', authRoutes());
  a.use('/api/*', requireSession());
  a.get('/api/me', (c) => c.json(c.var.session));
  a.get('*', requireSession(), customerGate(), (c) => c.html(`<p>${c.var.session?.email ?? ''}</p>`));
  return a;
}

type Jar = Map<string, { value: string; raw: string }>;

describe.skipIf(!UP)('sign-in through the real identity provider', { timeout: 30_000 }, () => {
  const a = app();
  const e = env();
  const get = async (url: string, jar: Jar) => {
    const res = await a.request(url, { headers: { Cookie: cookieHeader(jar) } }, e);
    updateJar(jar, res);
    return res;
  };

  async function signIn(jar: Jar, email = 'demo@example.com', password = 'demo-password-1') {
    const login = await get(`${ORIGIN}/auth/login?returnTo=%2Forders`, jar);
    const authorize = new URL(login.headers.get('Location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${UP}/oidc/main/authorize`);
    const page = await fetch(authorize);
    expect(page.status).toBe(200);
    const form = new URLSearchParams(authorize.searchParams);
    form.set('email', email);
    form.set('password', password);
    const posted = await fetch(`${UP}/oidc/main/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    return { posted, callback: posted.headers.get('Location') };
  }

  it('signs in as demo@example.com, refreshes with rotation, signs out', async () => {
    const jar: Jar = new Map();
    const { posted, callback } = await signIn(jar);
    expect(posted.status).toBe(302);
    expect(callback!.startsWith(`${ORIGIN}/auth/callback?`)).toBe(true);
    const back = await get(callback!, jar);
    expect(back.status).toBe(302);
    expect(back.headers.get('Location')).toBe('/orders');
    expect(jar.has('__Secure-myaccount-at')).toBe(true);

    const me = await get(`${ORIGIN}/api/me`, jar);
    expect(await me.json()).toMatchObject({ email: 'demo@example.com', isBusiness: false });
    const orders = await get(`${ORIGIN}/orders`, jar);
    expect(orders.status).toBe(200);

    // Access cookie gone (expired in the browser): the refresh cookie renews the session.
    const oldRt = jar.get('__Secure-myaccount-rt')!.value;
    jar.delete('__Secure-myaccount-at');
    const refreshed = await get(`${ORIGIN}/api/me`, jar);
    expect(refreshed.status).toBe(200);
    expect(jar.get('__Secure-myaccount-rt')!.value).not.toBe(oldRt);

    // Within REUSE_MS the worker answers the old refresh token from its per-isolate result (parallel
    // requests after hydration), so no second grant happens; at the IdP the old one is refused.
    const stale: Jar = new Map([['__Secure-myaccount-rt', { value: oldRt, raw: '' }]]);
    expect((await get(`${ORIGIN}/api/me`, stale)).status).toBe(200);
    const replay = await fetch(`${UP}/oidc/main/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: oldRt, client_id: 'myaccount' }),
    });
    expect(replay.status).toBe(400);

    const out = await get(`${ORIGIN}/logout`, jar);
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
    const end = await fetch(out.headers.get('Location')!, { redirect: 'manual' });
    expect(end.status).toBe(302);
    const loggedOut = new URL(end.headers.get('Location')!);
    expect(loggedOut.pathname).toBe('/auth/logged-out');
    expect((await get(loggedOut.toString(), jar)).headers.get('Location')).toBe('/');
  });

  it('wrong password stays at the identity provider', async () => {
    const { posted } = await signIn(new Map(), 'demo@example.com', 'wrong');
    expect(posted.status).toBe(401);
  });

  it('business@example.com is a business account', async () => {
    const jar: Jar = new Map();
    const { callback } = await signIn(jar, 'business@example.com');
    await get(callback!, jar);
    expect(await (await get(`${ORIGIN}/api/me`, jar)).json()).toMatchObject({ isBusiness: true });
  });

  /** The newest link to `path` mailed to `to`, through the mailbox's JSON API. */
  async function mailedLink(to: string, path: string): Promise<string> {
    const res = await fetch(`${UP}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    const body: unknown = await res.json();
    const text = JSON.stringify(body);
    const links = [...text.matchAll(/https?:\/\/[^\s"\\]+/g)].map((m) => m[0]).filter((u) => new URL(u).pathname === path);
    expect(links.length).toBeGreaterThan(0);
    return links[0]!;
  }

  /** Opens a confirm page in the app and posts its form as the browser would. */
  async function confirmThroughApp(link: string, jar: Jar): Promise<Response> {
    const url = new URL(link);
    const page = await get(`${ORIGIN}${url.pathname}${url.search}`, jar);
    expect(page.status).toBe(200);
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    const html = await page.text();
    const fields = new URLSearchParams();
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(m[1]!, m[2]!.replace(/&amp;/g, '&'));
    const res = await a.request(`${ORIGIN}${url.pathname}`, {
      method: 'POST',
      body: fields,
      headers: { Cookie: cookieHeader(jar), Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    }, e);
    updateJar(jar, res);
    return res;
  }

  it('account deletion from the mailbox ends at /account-deleted; a mail scanner GET consumes nothing', async () => {
    const jar: Jar = new Map();
    const { callback } = await signIn(jar, 'friend@example.com');
    await get(callback!, jar);
    const me = z.object({ idpType: z.string(), idpSub: z.string() }).parse(await (await get(`${ORIGIN}/api/me`, jar)).json());
    const requested = await fetch(`${UP}/identity-api/v2/identities/${me.idpType}/${me.idpSub}/deleteaccount`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jar.get('__Secure-myaccount-at')!.value}`, 'Content-Type': 'application/json', 'X-App-Origin': ORIGIN },
      body: JSON.stringify({ channel: 'PB-GB' }),
    });
    expect(requested.status).toBe(202);
    const link = await mailedLink('friend@example.com', '/delete-account-confirmation');
    // A scanner following the link (signed out) only reaches sign-in; the token stays unused.
    expect((await get(`${ORIGIN}${new URL(link).pathname}${new URL(link).search}`, new Map())).status).toBe(302);
    const res = await confirmThroughApp(link, jar);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/logout?next=%2Faccount-deleted');
    const out = await get(`${ORIGIN}/logout?next=%2Faccount-deleted`, jar);
    const end = await fetch(out.headers.get('Location')!, { redirect: 'manual' });
    expect((await get(end.headers.get('Location')!, jar)).headers.get('Location')).toBe('/account-deleted');
  });

  it('double opt-in: success once, then the reused link goes to the error page', async () => {
    const email = `fan-${Date.now()}@example.com`;
    const requested = await fetch(`${UP}/email-gateway/api/v1/Profiles/${encodeURIComponent(email)}/subscription`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'PB-GB', appOrigin: ORIGIN }),
    });
    expect(requested.status).toBe(202);
    const link = await mailedLink(email, '/subscription-confirmation');
    const jar: Jar = new Map();
    expect((await confirmThroughApp(link, jar)).headers.get('Location')).toBe('/subscription-confirmation-success');
    expect((await confirmThroughApp(link, jar)).headers.get('Location')).toBe('/subscription-confirmation-error');
  });
});
