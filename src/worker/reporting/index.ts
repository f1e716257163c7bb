import * as Sentry from '@sentry/cloudflare';
import { type BaseTransportOptions, createStackParser, createTransport, type Exception, type Transport } from '@sentry/core';
import { nodeStackLineParser } from '@sentry/core/server';
import type { Context } from 'hono';
import { UpstreamError } from '../../shared/api/errors';
import type { AppEnv, Bindings } from '../env';
import { jsonErrorLog, routeTemplate } from '../logging';
import { WORKER_RELEASE } from './release';

/** Where a report comes from: the worker's onError, the /api proxy, or a failed browser action. */
export type ReportSource = 'worker' | 'proxy' | 'client';

export interface ReportContext {
  source: ReportSource;
  /** The failed action (the spec's `*_FAILED` action type, or a route/endpoint name). */
  action?: string;
  /** Defaults to the request's correlation id. */
  correlationId?: string;
  /** More tags (searchable in the reporter), e.g. the page's correlation id of a browser report. */
  tags?: Record<string, string>;
  extra?: Record<string, string | number | boolean | null | undefined>;
  /**
   * A browser error already made a Sentry exception (src/worker/reporting/browser-event.ts): its
   * own type, message and parsed frames are reported instead of `error`'s.
   */
  exception?: Exception;
  /** The release of the code that failed, when not the worker's own (a browser report: its bundle's). */
  release?: string;
}

export interface ReportOptions {
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** Sentry options a test (or another entry) may add on top of {@link sentryOptions}. */
export type SentryOverrides = Pick<Sentry.CloudflareOptions, 'transportOptions' | 'cacheClient' | 'debug'>;

/**
 * The worker's @sentry/cloudflare options: `ERROR_REPORTING_DSN` (empty = reporting off), no tracing, and
 * only the integrations that shape an exception. The request-data, console, fetch-breadcrumb and
 * request-body integrations are left out on purpose: they would copy cookies, tokens, headers or form
 * bodies into reports. What a report carries is set explicitly by {@link reportError}.
 */
export function sentryOptions(
  env: Pick<Bindings, 'ERROR_REPORTING_DSN' | 'ENVIRONMENT' | 'REGION'>,
  overrides: SentryOverrides = {},
  release = WORKER_RELEASE,
) {
  const dsn = env.ERROR_REPORTING_DSN?.trim() || undefined;
  return {
    dsn,
    enabled: dsn !== undefined,
    environment: env.ENVIRONMENT,
    // The deployed commit (scripts/deploy.mjs); a browser report sets its bundle's on the event.
    ...(release ? { release } : {}),
    initialScope: { tags: { region: env.REGION } },
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    defaultIntegrations: [Sentry.dedupeIntegration(), Sentry.linkedErrorsIntegration(), Sentry.functionToStringIntegration()],
    // Belt and braces: nothing of the incoming request leaves, whichever integration might add it.
    beforeSend: (event: Sentry.ErrorEvent) => {
      delete event.request;
      return event;
    },
    ...overrides,
  } satisfies Sentry.CloudflareOptions;
}

/** The status of a failed upstream call, as a tag: reports group by it. */
function upstreamStatus(error: unknown): string | undefined {
  const status = error instanceof UpstreamError ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? String(status) : undefined;
}

/** Overrides of the worker as exported (tests give a transport stub); set by {@link withErrorReporting}. */
let configured: SentryOverrides = {};

/**
 * The worker's exported handler with error reporting (`export default withErrorReporting(app)`). No
 * per-request instrumentation: @sentry/cloudflare's `withSentry` opened a span, an isolation scope and
 * a stream pipe for every request and flushed after each, about a third of a small request's CPU
 * (issue 18 §4). Reports are made only when something fails: Hono answers route errors itself, so they
 * come through `app.onError` → {@link reportToService}; an error escaping the app is captured here.
 */
export function withErrorReporting(handler: ExportedHandler<Bindings>, overrides: SentryOverrides = {}): ExportedHandler<Bindings> {
  configured = overrides;
  const handle = handler.fetch!.bind(handler);
  return {
    ...handler,
    async fetch(request, env, ctx) {
      try {
        return await handle(request, env, ctx);
      } catch (error) {
        capture(env, ctx, error, {
          tags: { source: 'worker', method: request.method, path: routeTemplate(new URL(request.url).pathname) },
        });
        throw error;
      }
    },
  };
}

const stackParser = createStackParser(nodeStackLineParser());

/** Sends an envelope with the worker's fetch (or the test's `transportOptions.fetch`). */
function fetchTransport(options: BaseTransportOptions & { fetch?: typeof fetch; headers?: Record<string, string> }): Transport {
  return createTransport(options, async (request) => {
    const response = await (options.fetch ?? fetch)(options.url, {
      method: 'POST',
      body: request.body as string | Uint8Array<ArrayBuffer>,
      headers: options.headers,
    });
    await response.body?.cancel();
    return {
      statusCode: response.status,
      headers: { 'x-sentry-rate-limits': response.headers.get('X-Sentry-Rate-Limits'), 'retry-after': response.headers.get('Retry-After') },
    };
  });
}

export interface Capture {
  tags: Record<string, string>;
  extra?: ReportContext['extra'];
  user?: { id: string };
  exception?: Exception;
  release?: string;
}

/**
 * Captures one error (nothing when `ERROR_REPORTING_DSN` is empty). A client is made for the report
 * and flushed under the request's `waitUntil`: reports are rare, and a client (its transport's
 * pending sends) shared across requests would let one request's I/O wait on another's.
 */
export function capture(env: Bindings, ctx: Pick<ExecutionContext, 'waitUntil'>, error: unknown, what: Capture): void {
  const { defaultIntegrations, initialScope, ...options } = sentryOptions(env, configured);
  if (!options.dsn) return;
  const client = new Sentry.CloudflareClient({ ...options, integrations: defaultIntegrations, stackParser, transport: fetchTransport });
  client.init();
  const scope = new Sentry.Scope();
  scope.setClient(client);
  scope.setTags({ ...initialScope.tags, ...what.tags });
  if (what.extra) scope.setExtras(what.extra);
  if (what.user) scope.setUser(what.user);
  if (what.exception) {
    // A browser error: its exception as the browser had it (frames parsed from its own stack), under
    // its bundle's release, the key of the client source maps.
    client.captureEvent(
      {
        level: 'error',
        platform: 'javascript',
        exception: { values: [what.exception] },
        ...(what.release ? { release: what.release } : {}),
      },
      undefined,
      scope,
    );
  } else {
    client.captureException(error, undefined, scope);
  }
  ctx.waitUntil(client.flush(2000));
}

/** The request's ExecutionContext, or null outside a worker invocation (`app.request` in tests). */
function executionContextOf(c: Context<AppEnv>): Pick<ExecutionContext, 'waitUntil'> | null {
  try {
    return c.executionCtx;
  } catch {
    return null;
  }
}

/**
 * Logs `error` to the console and captures it with @sentry/cloudflare (when `ERROR_REPORTING_DSN` is set),
 * tagged with correlation id, source, action, brand, method and path. Only the user id is attached,
 * never the e-mail or tokens. Browser reports (`/api/client-errors`) come through here too, so one DSN
 * and one correlation id cover both sides. Never throws: reporting must not turn one failure into two.
 */
export function reportError(c: Context<AppEnv>, error: unknown, context: ReportContext, options: ReportOptions = {}): void {
  const log = options.log ?? jsonErrorLog;
  const correlationId = context.correlationId ?? c.get('correlationId') ?? 'unknown';
  try {
    // A route template, not the path: paths carry order codes and address ids.
    const path = routeTemplate(new URL(c.req.url).pathname);
    log(`reported error (${context.source})`, {
      correlationId,
      action: context.action,
      path,
      brand: c.get('brand')?.key,
      ...context.tags,
      error,
    });
    const ctx = executionContextOf(c);
    if (!ctx) return;
    const userId = c.get('session')?.userId;
    const status = upstreamStatus(error);
    capture(c.env, ctx, error, {
      tags: {
        correlationId,
        source: context.source,
        brand: c.get('brand')?.key ?? 'unknown',
        method: c.req.method,
        path,
        ...(context.action ? { action: context.action } : {}),
        ...(status ? { upstreamStatus: status } : {}),
        ...context.tags,
      },
      ...(context.extra ? { extra: context.extra } : {}),
      ...(userId ? { user: { id: userId } } : {}),
      ...(context.exception ? { exception: context.exception } : {}),
      ...(context.release ? { release: context.release } : {}),
    });
  } catch (reportFailure) {
    log('error reporter failed', { correlationId, error: reportFailure });
  }
}

/**
 * Adapter for `onError({ onReport })` in src/worker/errors/on-error.ts:
 * `app.onError(onError({ onReport: reportToService }))`.
 */
export function reportToService(report: { error: unknown; correlationId: string }, c: Context<AppEnv>): void {
  reportError(c, report.error, { source: 'worker', correlationId: report.correlationId });
}
