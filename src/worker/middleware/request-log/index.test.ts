import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../../shared/api/http';
import { BRANDS } from '../../../shared/brands/brands';
import type { AppEnv } from '../../env';
import { onError } from '../../errors/on-error';
import { correlationId } from '../correlation-id';
import { requestLog } from './index';
import { observedFetch } from './upstream-calls';

const BASE = 'http://up.test/customer-api';
const SECRET_COOKIE = '__Host-myaccount-at=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2ln';

type Line = { level: string; event: string; fields: Record<string, unknown> };

/** An app like the real one (log first, then the correlation id) with a fake upstream. */
function app(upstreamStatus = 200) {
  const lines: Line[] = [];
  const upstream = async (input: RequestInfo | URL) => {
    await new Promise((r) => setTimeout(r, 5));
    return new Response(JSON.stringify({ ok: true, url: String(input) }), {
      status: upstreamStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const http = () => createHttp({ baseUrl: BASE, fetch: observedFetch('customer', BASE, upstream as typeof fetch), timeoutMs: 1000 });
  const a = new Hono<AppEnv>();
  a.onError(onError({ log: () => {} }));
  a.use('*', requestLog({ log: (level, event, fields) => lines.push({ level, event, fields }) }));
  a.use('*', correlationId({ generate: () => 'corr-log-0001' }));
  a.use('*', async (c, next) => {
    c.set('brand', BRANDS[0]!);
    await next();
  });
  a.get('/customers/:id/addresses', async (c) => {
    await http().getJson(`/customers/${c.req.param('id')}/addresses`, { safeParse: (d: unknown) => ({ success: true, data: d }) } as never);
    return c.json({ ok: true });
  });
  a.get('/boom', () => {
    throw new Error('secret internals');
  });
  a.get('*', async (c) => {
    // A streamed page: one upstream call before the shell, one while the body streams; it tells
    // the log when it has rendered every part, as streamApp does with React's allReady.
    const encoder = new TextEncoder();
    await http().getJson('/customers/me', { safeParse: (d: unknown) => ({ success: true, data: d }) } as never);
    let rendered!: () => void;
    c.set('pageRendered', new Promise<void>((resolve) => (rendered = resolve)));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('<!doctype html><p>shell</p>'));
        await http().getJson('/customers/me/orders/777', { safeParse: (d: unknown) => ({ success: true, data: d }) } as never);
        controller.enqueue(encoder.encode('<p>late</p>'));
        rendered();
        controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });
  return { a, lines };
}

/** A streamed page's line is written a microtask after it says it has rendered; workerd keeps the request alive with waitUntil. */
const lineWritten = () => new Promise((r) => setTimeout(r, 0));

describe('requestLog', () => {
  it('writes one line per request: route template, method, status, duration, brand, correlation id, upstream calls', async () => {
    const { a, lines } = app();
    const res = await a.request('/customers/4242/addresses?email=someone@example.com', { headers: { Cookie: SECRET_COOKIE } });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    const { level, event, fields } = lines[0]!;
    expect(level).toBe('info');
    expect(event).toBe('request');
    expect(fields).toMatchObject({
      route: '/customers/:id/addresses',
      method: 'GET',
      status: 200,
      brand: BRANDS[0]!.key,
      correlationId: 'corr-log-0001',
      upstream: [{ service: 'customer', method: 'GET', route: '/customers/:id/addresses', status: 200 }],
    });
    expect(typeof fields.durationMs).toBe('number');
    expect((fields.upstream as { durationMs: number }[])[0]!.durationMs).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify(fields);
    for (const secret of ['4242', 'someone@example.com', 'eyJ', 'up.test', '__Host-']) expect(text).not.toContain(secret);
  });

  it('logs a failed request once, at error level, with the status the client got', async () => {
    const { a, lines } = app();
    const res = await a.request('/boom');
    expect(res.status).toBe(500);
    await res.text(); // the error page is HTML: logged when its body has gone out
    await lineWritten();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', fields: { route: '/boom', status: 500, correlationId: 'corr-log-0001' } });
    expect(JSON.stringify(lines[0])).not.toContain('secret internals');
  });

  it("records an upstream's failure status", async () => {
    const { a, lines } = app(503);
    const res = await a.request('/customers/1/addresses');
    expect(res.status).toBe(500);
    await res.text();
    await lineWritten();
    expect(lines[0]!.fields.upstream).toMatchObject([{ service: 'customer', status: 503 }]);
  });

  it('logs a streamed page once it has rendered every part, with the calls made while it streamed', async () => {
    const { a, lines } = app();
    const res = await a.request('/orders/PB-77AA');
    expect(lines).toHaveLength(0); // its late part has not rendered yet
    expect(await res.text()).toBe('<!doctype html><p>shell</p><p>late</p>');
    await lineWritten();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({
      route: '/orders/:id',
      status: 200,
      upstream: [
        { service: 'customer', route: '/customers/me', status: 200 },
        { service: 'customer', route: '/customers/me/orders/:id', status: 200 },
      ],
    });
  });

  it('writes a streamed page’s line once the page has rendered, whether or not its body has been read yet', async () => {
    const { a, lines } = app();
    const res = await a.request('/orders/PB-77AA');
    // The page renders its late part on its own; nothing of the response is read here.
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]!.fields.upstream).toHaveLength(2);
    await res.body?.cancel();
  });

  it('keeps the calls of concurrent requests apart', async () => {
    const { a, lines } = app();
    const responses = await Promise.all([a.request('/customers/1/addresses'), a.request('/customers/2/addresses'), a.request('/boom')]);
    await Promise.all(responses.map((r) => r.text()));
    await lineWritten();
    expect(lines).toHaveLength(3);
    const counts = lines.map((l) => (l.fields.upstream as unknown[]).length).sort();
    expect(counts).toEqual([0, 1, 1]);
  });
});
