import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import app from '../../src/index';
import { BASE, createTestAccount, signIn } from '../setup-auth';

const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const fieldSchema = z.object({ error: z.string(), field: z.string() });

async function inProduction(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${BASE}${path}`, init), { ...env, ENVIRONMENT: 'production' }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('admin: accounts', () => {
  it('creates fresh accounts per profile that can sign in', async () => {
    for (const profile of ['consumer', 'empty', 'business', 'not-activated'] as const) {
      const account = await createTestAccount(profile);
      expect(account.email).toMatch(/^t-[0-9a-f-]{36}@example\.com$/);
      const row = z
        .object({ b2b: z.number(), activation_status: z.string(), profile: z.string() })
        .parse(await env.DB.prepare('SELECT b2b, activation_status, profile FROM users WHERE id = ?').bind(account.userId).first());
      expect(row.profile).toBe(profile);
      expect(row.b2b).toBe(profile === 'business' ? 1 : 0);
      expect(row.activation_status).toBe(profile === 'not-activated' ? 'NOT_ACTIVE' : 'ACTIVE');
    }
    const one = await createTestAccount('empty');
    await expect(signIn(one.email, one.password)).resolves.toHaveProperty('access_token');
  });

  it('validates the profile naming the field', async () => {
    const res = await SELF.fetch(`${BASE}/__admin/accounts`, json({ profile: 'admin' }));
    expect(res.status).toBe(400);
    expect(fieldSchema.parse(await res.json())).toMatchObject({ error: 'validation', field: 'profile' });
    const noBody = await SELF.fetch(`${BASE}/__admin/accounts`, { method: 'POST' });
    expect(noBody.status).toBe(400);
    const broken = await SELF.fetch(`${BASE}/__admin/accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"profile',
    });
    expect(broken.status).toBe(400);
  });

  it('seeds the demo users idempotently', async () => {
    const first = await SELF.fetch(`${BASE}/__admin/seed`, { method: 'POST' });
    expect(first.status).toBe(200);
    const second = await SELF.fetch(`${BASE}/__admin/seed`, { method: 'POST' });
    const usersSchema = z.object({ users: z.array(z.object({ id: z.string(), email: z.string(), profile: z.string() })) });
    const a = usersSchema.parse(await first.json());
    const b = usersSchema.parse(await second.json());
    expect(b).toEqual(a);
    expect(a.users.map((u) => u.email)).toEqual([
      'demo@example.com',
      'business@example.com',
      'new@example.com',
      'friend@example.com',
      'demo-se@example.com',
    ]);
    const rows = z.array(z.object({ email: z.string(), b2b: z.number(), authority: z.string(), activation_status: z.string() })).parse(
      // The seed's own users: the layer's test files share one database (upstream/vitest.config.mts).
      (
        await env.DB.prepare(
          `SELECT email, b2b, authority, activation_status FROM users WHERE email IN (${a.users.map(() => '?').join(', ')}) ORDER BY account_id`,
        )
          .bind(...a.users.map((u) => u.email))
          .all()
      ).results,
    );
    expect(rows).toEqual([
      { email: 'demo@example.com', b2b: 0, authority: 'main', activation_status: 'ACTIVE' },
      { email: 'business@example.com', b2b: 1, authority: 'main', activation_status: 'ACTIVE' },
      { email: 'new@example.com', b2b: 0, authority: 'main', activation_status: 'NOT_ACTIVE' },
      { email: 'friend@example.com', b2b: 0, authority: 'main', activation_status: 'ACTIVE' },
      { email: 'demo-se@example.com', b2b: 0, authority: 'se', activation_status: 'ACTIVE' },
    ]);
    await expect(signIn('demo@example.com', 'demo-password-1')).resolves.toHaveProperty('access_token');
  });

  it('answers 404 for every admin call outside development', async () => {
    expect((await inProduction('/__admin/accounts', json({ profile: 'empty' }))).status).toBe(404);
    expect((await inProduction('/__admin/seed', { method: 'POST' })).status).toBe(404);
    expect((await inProduction('/__admin/faults', json({ pathPattern: '.*', mode: 'status' }))).status).toBe(404);
    expect((await inProduction('/__admin/error-reports')).status).toBe(404);
  });
});

describe('faults', () => {
  const target = `${BASE}/oidc/main/.well-known/openid-configuration`;

  it('applies a stored status rule the given number of times, then stops', async () => {
    const add = await SELF.fetch(
      `${BASE}/__admin/faults`,
      json({ pathPattern: 'openid-configuration$', mode: 'status', status: 503, times: 2 }),
    );
    expect(add.status).toBe(201);
    expect((await SELF.fetch(target)).status).toBe(503);
    expect((await SELF.fetch(target)).status).toBe(503);
    expect((await SELF.fetch(target)).status).toBe(200);
  });

  it('matches the method and clears on DELETE', async () => {
    await SELF.fetch(`${BASE}/__admin/faults`, json({ pathPattern: '/jwks', method: 'post', mode: 'status', status: 500 }));
    expect((await SELF.fetch(`${BASE}/oidc/main/jwks`)).status).toBe(200);
    await SELF.fetch(`${BASE}/__admin/faults`, json({ pathPattern: '/jwks', mode: 'status', status: 502 }));
    expect((await SELF.fetch(`${BASE}/oidc/main/jwks`)).status).toBe(502);
    expect((await SELF.fetch(`${BASE}/__admin/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await SELF.fetch(`${BASE}/oidc/main/jwks`)).status).toBe(200);
  });

  it('answers malformed JSON and schema-invalid JSON', async () => {
    const malformed = await SELF.fetch(target, { headers: { 'X-Upstream-Fault': 'malformed' } });
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toBe('{"broken');

    await SELF.fetch(`${BASE}/__admin/faults`, json({ pathPattern: 'openid-configuration', mode: 'invalid', times: 1 }));
    const invalid = await SELF.fetch(target);
    expect(invalid.status).toBe(200);
    const body = z.record(z.string(), z.unknown()).parse(await invalid.json());
    expect(body.issuer).toBe(12345);
    expect(body.response_types_supported).toBe('not-an-array');
  });

  it('delays by header and by rule', async () => {
    const t0 = Date.now();
    const res = await SELF.fetch(target, { headers: { 'X-Upstream-Fault': JSON.stringify({ mode: 'delay', delayMs: 300 }) } });
    expect(res.status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
    expect((await SELF.fetch(target, { headers: { 'X-Upstream-Fault': 'status=418' } })).status).toBe(418);
    await SELF.fetch(`${BASE}/__admin/faults`, json({ pathPattern: 'openid-configuration', mode: 'delay', delayMs: 300, times: 1 }));
    const t1 = Date.now();
    expect((await SELF.fetch(target)).status).toBe(200);
    expect(Date.now() - t1).toBeGreaterThanOrEqual(250);
  });

  it('validates rules naming the field, and ignores the header outside development', async () => {
    const bad = await SELF.fetch(`${BASE}/__admin/faults`, json({ pathPattern: '(', mode: 'status' }));
    expect(bad.status).toBe(400);
    expect(fieldSchema.parse(await bad.json()).field).toBe('pathPattern');
    const mode = await SELF.fetch(`${BASE}/__admin/faults`, json({ pathPattern: 'x', mode: 'explode' }));
    expect(fieldSchema.parse(await mode.json()).field).toBe('mode');
    const prod = await inProduction('/oidc/main/.well-known/openid-configuration', { headers: { 'X-Upstream-Fault': 'status=503' } });
    expect(prod.status).toBe(200);
  });
});
