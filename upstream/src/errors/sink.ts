import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import type { UpstreamEnv } from '../env';
import { validate } from '../http/validate';
import { parseEnvelope, summarizeEvent } from './envelope';
import { storeErrorReport } from './store';

const projectParam = z.object({ project: z.string().regex(/^\d{1,20}$/, 'project must be a numeric id') });
/** Envelopes past 1 MiB are refused like Sentry's ingest does (413). */
const MAX_BYTES = 1024 * 1024;

/**
 * Sentry-compatible error-report sink. For a DSN `http://<key>@127.0.0.1:8788/error-reports/<project>`
 * the SDKs (@sentry/cloudflare, @sentry/browser, …) POST envelopes to `/error-reports/api/<project>/envelope/`
 * (legacy SDKs: JSON events to `/store/`). Any key is accepted; reports are kept in D1 and listed by
 * `GET /__admin/error-reports`. CORS is open here only, because browser SDKs post directly.
 */
export function registerErrorSink(app: Hono<UpstreamEnv>): void {
  app.use('/error-reports/*', cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'X-Sentry-Auth'] }));

  app.post('/error-reports/api/:project/envelope/', validate('param', projectParam), async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > MAX_BYTES) return c.json({ detail: 'envelope too large' }, 413);
    const parsed = parseEnvelope(bytes);
    if (parsed.kinds.length === 0 && parsed.eventId === null)
      return c.json({ detail: 'invalid envelope', error: 'validation', field: 'body' }, 400);
    await storeErrorReport(c.env, {
      project: c.req.valid('param').project,
      kind: parsed.kinds.join(',') || 'empty',
      eventId: parsed.eventId,
      message: parsed.message,
      body: new TextDecoder().decode(bytes),
    });
    return c.json({ id: parsed.eventId });
  });

  app.post('/error-reports/api/:project/store/', validate('param', projectParam), async (c) => {
    const text = await c.req.text();
    if (text.length > MAX_BYTES) return c.json({ detail: 'event too large' }, 413);
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return c.json({ detail: 'invalid JSON', error: 'validation', field: 'body' }, 400);
    }
    const summary = summarizeEvent(payload);
    await storeErrorReport(c.env, {
      project: c.req.valid('param').project,
      kind: 'event',
      eventId: summary.eventId,
      message: summary.message,
      body: text,
    });
    return c.json({ id: summary.eventId });
  });
}
