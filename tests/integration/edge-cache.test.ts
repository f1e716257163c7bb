import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

/**
 * Issue 18 §4: plain public pages and per-brand data that changes rarely come from the edge's
 * Cache API (keyed by brand and locale); a signed-in page never comes from a shared cache.
 */
const { appUrl, upstreamUrl } = stackUrls();
let cookie = '';
const api = (path: string) =>
  request(`${appUrl}/api/${path}`, { headers: { Cookie: cookie, 'X-Requested-With': 'myaccount', Origin: appUrl } });
const clearFaults = () => fetch(`${upstreamUrl}/__admin/faults`, { method: 'DELETE' });

beforeAll(async () => {
  cookie = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
}, 60_000);
afterAll(clearFaults);

describe('edge cache', () => {
  it('serves the second view of a public page from the cache, per brand', async () => {
    const path = `/account-deleted?edge-cache-test=${Date.now()}`;
    const first = await request(brandUrl('photobloom-nl', path));
    const second = await request(brandUrl('photobloom-nl', path));
    expect(first.status).toBe(200);
    expect(first.headers['x-edge-cache']).toBe('miss');
    expect(second.headers['x-edge-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('<html lang="nl-NL"');
    // Another brand is another entry: its own language.
    const other = await request(brandUrl('photobloom-fr', path));
    expect(other.headers['x-edge-cache']).toBe('miss');
    expect(other.body).toContain('<html lang="fr-FR"');
  });

  it('makes the public menu config call once: the second answer comes from the cache, the upstream is not asked', async () => {
    // The query makes a cache entry of this run's own (the key holds path and query).
    const call = `publicConf/photobloom.co.uk?edge-cache-test=${Date.now()}`;
    const first = await api(call);
    expect(first.status, first.body).toBe(200);
    expect(first.headers['x-edge-cache']).toBe('miss');
    // Any further upstream call for the menu config would now fail.
    await fetch(`${upstreamUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pathPattern: '^/public-conf', mode: 'status', status: 500 }),
    });
    const second = await api(call);
    await clearFaults();
    expect(second.status).toBe(first.status);
    expect(second.headers['x-edge-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
  });

  it('never serves a signed-in page from a shared cache: no-store, rendered each time', async () => {
    for (const path of ['/', '/settings', '/orders']) {
      const a = await request(`${appUrl}${path}`, { headers: { Cookie: cookie } });
      const b = await request(`${appUrl}${path}`, { headers: { Cookie: cookie } });
      expect(a.status, path).toBe(200);
      // no-store: no shared (nor private) cache may keep it.
      expect(String(a.headers['cache-control']), path).toMatch(/no-store/);
      expect(a.headers['x-edge-cache'], path).toBeUndefined();
      expect(b.headers['x-edge-cache'], path).toBeUndefined();
      // A fresh render: its own correlation id.
      expect(a.headers['x-correlationid']).not.toBe(b.headers['x-correlationid']);
    }
  });
});
