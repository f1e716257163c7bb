import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { browserException, privateOrigins, redactText } from '../reporting/browser-event';
import type { reportError } from '../reporting/index';
import { RELEASE_PATTERN } from '../reporting/release';

const Id = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9-]*$/);

/**
 * What `src/client/report-error.ts` posts, bounded so the endpoint can't be used to flood reports.
 * A report of a tab loaded before this version has `message` and `action` only (no type, stack nor
 * release): it is still taken, as before.
 */
export const ClientErrorBody = z.object({
  message: z.string().min(1).max(2000),
  /** The error's name: an identifier (`TypeError`, `UpstreamHttpError`, `DOMException`). */
  type: z
    .string()
    .regex(/^[A-Za-z_$][\w$.]{0,99}$/)
    .optional(),
  /** The browser's `error.stack`, parsed by the worker (src/worker/reporting/browser-event.ts). */
  stack: z.string().max(12_000).optional(),
  /** The release of the bundle that failed (the deployed commit): its source maps' key. */
  release: z.string().regex(RELEASE_PATTERN).optional(),
  correlationId: Id.optional(),
  /** The id of the request that rendered the page (a boundary error has no call of its own). */
  pageCorrelationId: Id.optional(),
  action: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_:./ -]+$/),
});
/** The largest report: message, stack and ids at their bounds, JSON-escaped. */
const MAX_BYTES = 24 * 1024;

/** A failed browser action reported without a stack (a tab of an earlier version): spec §8, '_FAILED' actions go to the reporting service. */
export class ClientActionError extends Error {
  override name = 'ClientActionError';
}

/**
 * POST /api/client-errors: the caller already passed the CSRF and session checks. The browser's
 * report goes out through the worker's reporter (@sentry/cloudflare, the worker's DSN) under the failed
 * call's correlation id when the browser knows it, else the page's, else this request's, so one DSN
 * and one correlation id cover both sides. A report with a type or stack becomes the browser's own
 * exception (its frames parsed, URLs and text redacted: browser-event.ts) under its bundle's release.
 */
export async function handleClientError(c: Context<AppEnv>, correlationId: string, report: typeof reportError): Promise<Response> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw httpError(415);
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_BYTES) throw httpError(413);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    throw httpError(400, 'invalid_json');
  }
  const parsed = ClientErrorBody.safeParse(raw);
  if (!parsed.success) throw httpError(400, 'invalid_body');
  const { message, action, pageCorrelationId, release } = parsed.data;
  const origins = { app: new URL(c.req.url).origin, private: privateOrigins(c.env ?? {}) };
  const own = parsed.data.type !== undefined || parsed.data.stack !== undefined;
  report(c, new ClientActionError(redactText(message, origins)), {
    source: 'client',
    action,
    correlationId: parsed.data.correlationId || pageCorrelationId || correlationId,
    ...(pageCorrelationId ? { tags: { pageCorrelationId } } : {}),
    ...(own ? { exception: browserException(parsed.data, origins) } : {}),
    ...(release ? { release } : {}),
  });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store', 'X-CorrelationId': correlationId } });
}
