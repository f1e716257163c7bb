import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { hmacSha256Hex, pushBodySchema, signalApp } from '../../src/push/signal';
import { BASE } from '../setup-auth';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signalApp', () => {
  it('POSTs the contract message signed with HMAC-SHA256 of the raw body', async () => {
    const calls: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(new Request(input, init));
      return new Response(null, { status: 204 });
    });
    await signalApp(env, 'user-1', 'archive-finished', { downloadId: 'd1', key: 'k1' });
    expect(calls).toHaveLength(1);
    const req = calls[0]!;
    expect(req.url).toBe(env.APP_PUSH_URL);
    expect(req.method).toBe('POST');
    const raw = await req.text();
    const expected = await hmacSha256Hex(env.PUSH_SIGNING_SECRET, raw);
    expect(req.headers.get('X-Signature')).toBe(`sha256=${expected}`);
    // Independent check of the HMAC with WebCrypto verify.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(env.PUSH_SIGNING_SECRET),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    const sig = new Uint8Array((expected.match(/../g) ?? []).map((h) => parseInt(h, 16)));
    expect(await crypto.subtle.verify('HMAC', key, sig, new TextEncoder().encode(raw))).toBe(true);
    const body = pushBodySchema.parse(JSON.parse(raw));
    expect(body.userId).toBe('user-1');
    expect(body.message.type).toBe('archive-finished');
    expect(body.message.data.payload).toEqual({ downloadId: 'd1', key: 'k1' });
    expect(Math.abs(body.message.data.timestamp - Date.now())).toBeLessThan(5000);
  });

  it('logs instead of throwing when the app is unreachable', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('connection refused'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(signalApp(env, 'user-1', 'import-started', {})).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('error-report sink', () => {
  const reportsSchema = z.object({
    reports: z.array(z.object({ project: z.string(), kind: z.string(), eventId: z.string().nullable(), message: z.string().nullable() })),
  });

  it('stores a Sentry envelope posted to the DSN ingest path and lists it', async () => {
    const eventId = crypto.randomUUID().replace(/-/g, '');
    const event = JSON.stringify({ event_id: eventId, exception: { values: [{ type: 'TypeError', value: 'boom' }] } });
    const envelope = [
      JSON.stringify({ event_id: eventId, dsn: 'http://key@127.0.0.1:8788/error-reports/1', sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'event', length: new TextEncoder().encode(event).length }),
      event,
      JSON.stringify({ type: 'session' }),
      JSON.stringify({ status: 'ok' }),
    ].join('\n');
    const res = await SELF.fetch(`${BASE}/error-reports/api/1/envelope/?sentry_key=key&sentry_version=7`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body: envelope,
    });
    expect(res.status).toBe(200);
    const list = reportsSchema.parse(await (await SELF.fetch(`${BASE}/__admin/error-reports`)).json());
    expect(list.reports[0]).toEqual({ project: '1', kind: 'event,session', eventId, message: 'TypeError: boom' });
  });

  it('accepts legacy /store/ events and refuses garbage', async () => {
    const res = await SELF.fetch(`${BASE}/error-reports/api/2/store/`, {
      method: 'POST',
      body: JSON.stringify({ event_id: 'e1', message: 'hello' }),
    });
    expect(res.status).toBe(200);
    const list = reportsSchema.parse(await (await SELF.fetch(`${BASE}/__admin/error-reports`)).json());
    expect(list.reports[0]).toMatchObject({ project: '2', eventId: 'e1', message: 'hello' });
    expect((await SELF.fetch(`${BASE}/error-reports/api/x/envelope/`, { method: 'POST', body: '{}' })).status).toBe(400);
    expect((await SELF.fetch(`${BASE}/error-reports/api/1/envelope/`, { method: 'POST', body: 'nonsense' })).status).toBe(400);
  });
});
