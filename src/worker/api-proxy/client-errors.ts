import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import type { reportError } from '../reporting/index';

/** What `src/client/report-error.ts` posts; bounded so the endpoint can't be used to flood reports. */
export const ClientErrorBody = z.object({
  message: z.string().min(1).max(2000),
  correlationId: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9-]*$/)
    .optional(),
  /** The id of the request that rendered the page (a boundary error has no call of its own). */
  pageCorrelationId: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9-]*$/)
    .optional(),
  action: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_:./ -]+$/),
});
const MAX_BYTES = 8 * 1024;

/** A failed action reported by the browser (spec §8: '_FAILED' actions go to the reporting service). */
export class ClientActionError extends Error {
  override name = 'ClientActionError';
}

/**
 * POST /api/client-errors: the caller already passed the CSRF and session checks. The browser's
 * report goes out through the worker's reporter (@sentry/cloudflare, the worker's DSN) under the failed
 * call's correlation id when the browser knows it, else this request's, so one DSN and one correlation
 * id cover both sides.
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
  const { message, action, pageCorrelationId } = parsed.data;
  report(c, new ClientActionError(message), {
    source: 'client',
    action,
    correlationId: parsed.data.correlationId || pageCorrelationId || correlationId,
    ...(pageCorrelationId ? { tags: { pageCorrelationId } } : {}),
  });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store', 'X-CorrelationId': correlationId } });
}
