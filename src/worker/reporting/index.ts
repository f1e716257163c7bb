import type { Context } from 'hono';
import { Toucan } from 'toucan-js';
import type { AppEnv } from '../env';

/** Where a report comes from: the worker's onError, the /api proxy, or a failed browser action. */
export type ReportSource = 'worker' | 'proxy' | 'client';

export interface ReportContext {
  source: ReportSource;
  /** The failed action (the spec's `*_FAILED` action type, or a route/endpoint name). */
  action?: string;
  /** Defaults to the request's correlation id. */
  correlationId?: string;
  extra?: Record<string, string | number | boolean | null | undefined>;
}

export interface ReportOptions {
  /** Test hook: the HTTP client toucan uses to send the envelope. */
  fetcher?: typeof fetch;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** Envelope delivery is best effort: never hold a response longer than this for it. */
const FLUSH_TIMEOUT_MS = 2000;

function executionContextOf(c: Context<AppEnv>): { waitUntil(p: Promise<unknown>): void } | undefined {
  try {
    return c.executionCtx; // throws outside a worker (app.request in unit tests)
  } catch {
    return undefined;
  }
}

/**
 * Logs `error` to the console and, when `ERROR_REPORTING_DSN` is set, sends it through toucan-js
 * (Sentry protocol) tagged with correlation id, brand, region, method, path and source. Only the
 * user id is attached, never the e-mail or tokens; the request itself is not attached (cookies).
 * Resolves when the envelope is sent (or gave up); delivery also runs under `waitUntil`.
 */
export function reportError(c: Context<AppEnv>, error: unknown, context: ReportContext, options: ReportOptions = {}): Promise<void> {
  const log = options.log ?? ((message, details) => console.error(message, details));
  const correlationId = context.correlationId ?? c.get('correlationId') ?? 'unknown';
  const path = new URL(c.req.url).pathname;
  log(`reported error (${context.source})`, { correlationId, action: context.action, path, error });
  const dsn = c.env.ERROR_REPORTING_DSN?.trim();
  if (!dsn) return Promise.resolve();
  try {
    const executionCtx = executionContextOf(c);
    const toucan = new Toucan({
      dsn,
      environment: c.env.ENVIRONMENT,
      context: { waitUntil: (p: Promise<unknown>) => executionCtx?.waitUntil(p) },
      transportOptions: options.fetcher ? { fetcher: options.fetcher } : undefined,
      defaultIntegrations: false, // the request-data integration would copy headers and cookies
    });
    toucan.setTags({
      correlationId,
      source: context.source,
      brand: c.get('brand')?.key ?? 'unknown',
      region: c.env.REGION,
      method: c.req.method,
      path,
      ...(context.action ? { action: context.action } : {}),
    });
    if (context.extra) toucan.setExtras(context.extra);
    const userId = c.get('session')?.userId;
    if (userId) toucan.setUser({ id: userId });
    toucan.captureException(error);
    const client = toucan.getClient();
    const done: Promise<void> = client ? Promise.resolve(client.flush(FLUSH_TIMEOUT_MS)).then(() => undefined) : Promise.resolve();
    executionCtx?.waitUntil(done);
    return done.catch((sendError: unknown) => log('error report not sent', { correlationId, error: sendError }));
  } catch (reportFailure) {
    log('error reporter failed', { correlationId, error: reportFailure });
    return Promise.resolve();
  }
}

/**
 * Adapter for `onError({ onReport })` in src/worker/errors/on-error.ts:
 * `app.onError(onError({ onReport: reportToService }))`.
 */
export function reportToService(report: { error: unknown; correlationId: string }, c: Context<AppEnv>): void {
  void reportError(c, report.error, { source: 'worker', correlationId: report.correlationId });
}
