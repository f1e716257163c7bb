import * as Sentry from '@sentry/cloudflare';
import type { UserPushHub } from '../../durable-objects/user-push-hub';
import type { Bindings } from '../env';
import { CORRELATION_ID_HEADER, isValidCorrelationId } from '../middleware/correlation-id';
import { sentryOptions } from './index';

type ReportingEnv = Pick<Bindings, 'ERROR_REPORTING_DSN' | 'ENVIRONMENT' | 'REGION'>;

/**
 * The Durable Object's @sentry/cloudflare options: the worker's (same DSN, same privacy limits),
 * tagged `source: durable-object`. The object's env is the worker's env at run time; its type only
 * names what the hub itself reads, hence the cast.
 */
export function durableObjectSentryOptions(env: unknown) {
  const options = sentryOptions(env as ReportingEnv);
  return { ...options, initialScope: { tags: { ...options.initialScope.tags, source: 'durable-object' } } };
}

/**
 * The push hub with error reporting: `instrumentDurableObjectWithSentry` captures what its
 * `fetch`, RPC methods, alarms and socket handlers throw. The WebSocket upgrade carries the
 * worker's correlation id (`X-CorrelationId`, set by src/worker/push/routes.ts), so a report of the
 * upgrade names the request the customer's tab made; socket events later have no request of their own.
 * The hub itself (src/durable-objects) stays free of the reporter: it imports only src/shared.
 */
export function withDurableObjectReporting(Hub: typeof UserPushHub): typeof UserPushHub {
  class ReportedUserPushHub extends Hub {
    override async fetch(request: Request): Promise<Response> {
      const id = request.headers.get(CORRELATION_ID_HEADER) ?? undefined;
      if (isValidCorrelationId(id)) Sentry.getIsolationScope().setTag('correlationId', id);
      return super.fetch(request);
    }
  }
  return Sentry.instrumentDurableObjectWithSentry(durableObjectSentryOptions, ReportedUserPushHub);
}
