import { createMiddleware } from 'hono/factory';
import { isDevelopment } from '../admin/gate';
import type { UpstreamEnv } from '../env';
import { type Fault, parseFaultHeader } from './rules';
import { takeMatchingFault } from './store';

/**
 * Breaks a JSON value's shape on purpose (mode 'invalid'): it still parses, but every field has
 * the wrong type, so any response schema on the app side rejects it.
 */
export function breakShape(value: unknown): unknown {
  if (Array.isArray(value)) return { unexpected: 'object instead of array' };
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string') out[k] = 12345;
      else if (typeof v === 'number') out[k] = 'not-a-number';
      else if (typeof v === 'boolean') out[k] = 'not-a-boolean';
      else if (Array.isArray(v)) out[k] = 'not-an-array';
      else if (v === null) out[k] = { unexpected: true };
      else out[k] = 'not-an-object';
    }
    return Object.keys(out).length ? out : { unexpected: 'shape' };
  }
  return { unexpected: 'shape' };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Development-only fault injection (docs/contracts.md): the `X-Upstream-Fault` header of the
 * request wins over stored rules (`POST /__admin/faults`). `/__admin/*` itself is never faulted,
 * so a broad rule can always be cleared.
 */
export const faults = createMiddleware<UpstreamEnv>(async (c, next) => {
  if (!isDevelopment(c.env) || c.req.path.startsWith('/__admin/')) return next();
  const header = c.req.header('X-Upstream-Fault');
  let fault: Fault | null = header ? parseFaultHeader(header) : null;
  if (!fault) fault = await takeMatchingFault(c.env, c.req.method, c.req.path);
  if (!fault) return next();
  c.header('X-Upstream-Fault-Applied', fault.mode);
  switch (fault.mode) {
    case 'delay':
      await delay(fault.delayMs ?? 1000);
      return next();
    case 'status': {
      const status = fault.status ?? 503;
      // Null-body statuses can't carry the JSON error.
      const body = [204, 205, 304].includes(status) ? null : JSON.stringify({ error: 'fault', message: 'injected fault' });
      return new Response(body, { status, headers: { 'Content-Type': 'application/json', 'X-Upstream-Fault-Applied': 'status' } });
    }
    case 'malformed':
      return c.body('{"broken', 200, { 'Content-Type': 'application/json' });
    case 'invalid': {
      await next();
      const text = await c.res.clone().text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON (HTML, image...): answer a JSON object anyway; the caller expected JSON.
      }
      const headers = new Headers(c.res.headers);
      headers.set('Content-Type', 'application/json');
      headers.delete('Content-Length');
      c.res = new Response(JSON.stringify(breakShape(parsed)), { status: c.res.status, headers });
      return;
    }
  }
});
