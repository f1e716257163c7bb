import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';
import { CORRELATION_ID_HEADER, isValidCorrelationId } from '../middleware/correlation-id';
import { capture } from './index';

/**
 * The push hub with error reporting: what its `fetch`, RPC methods, alarm and socket handlers throw
 * (or reject with) is reported, tagged `source: durable-object` and the method, then thrown on as
 * before. The WebSocket upgrade carries the worker's correlation id (`X-CorrelationId`, set by
 * src/worker/push/routes.ts), so a report of the upgrade names the request the customer's tab made;
 * socket events later have no request of their own.
 *
 * Like the worker (`withErrorReporting`), nothing runs per call but a try/catch: a reporting client
 * is made only for a failure. @sentry/cloudflare's `instrumentDurableObjectWithSentry` made one and
 * flushed it on every call, and every signed-in page calls the hub once (`sessionEnded`): 4–9 ms of
 * CPU per page in `wrangler dev` (issue 18 §4). The hub itself (src/durable-objects) stays free of
 * the reporter: it imports only src/shared.
 */
export function withDurableObjectReporting<Hub extends DurableObjectClass>(Hub: Hub): Hub {
  // Typed as any Durable Object class: a generic class can't be extended directly (TS2545), and the
  // subclass adds no member of its own. Any class, so the worker needs no import of the hub's own.
  const Base: DurableObjectClass = Hub;
  class Reported extends Base {}
  for (const [name, original] of methodsOf(Hub.prototype)) {
    Object.defineProperty(Reported.prototype, name, {
      configurable: true,
      writable: true,
      value: function reportingFailures(this: DurableObject<unknown>, ...args: unknown[]) {
        const fail = (error: unknown) => {
          report(this, error, name, name === 'fetch' ? correlationIdOf(args[0]) : undefined);
          return error;
        };
        let result: unknown;
        try {
          result = original.apply(this, args);
        } catch (error) {
          throw fail(error);
        }
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw fail(error);
            })
          : result;
      },
    });
  }
  return Reported as Hub;
}

// biome-ignore lint/suspicious/noExplicitAny: a constructor type accepts any Durable Object's own env type.
type DurableObjectClass = new (ctx: DurableObjectState, env: any) => DurableObject<unknown>;

/** Errors already reported: a helper's failure thrown on through the handler that called it is one report. */
const reported = new WeakSet<object>();

function report(hub: DurableObject<unknown>, error: unknown, method: string, correlationId: string | undefined): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  // The object's env is the worker's env at run time (its type names only what the hub reads).
  const { env, ctx } = hub as unknown as { env: Bindings; ctx: DurableObjectState };
  const tags: Record<string, string> = { source: 'durable-object', method };
  if (correlationId) tags.correlationId = correlationId;
  capture(env, ctx, error, { tags });
}

function correlationIdOf(request: unknown): string | undefined {
  const id = request instanceof Request ? (request.headers.get(CORRELATION_ID_HEADER) ?? undefined) : undefined;
  return isValidCorrelationId(id) ? id : undefined;
}

/** The methods the hub class and its subclasses define (not those of DurableObject or Object). */
function methodsOf(prototype: object): Map<string, (...args: unknown[]) => unknown> {
  const methods = new Map<string, (...args: unknown[]) => unknown>();
  for (let p: object | null = prototype; p && p !== DurableObject.prototype && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const name of Object.getOwnPropertyNames(p)) {
      const value = Object.getOwnPropertyDescriptor(p, name)?.value;
      if (name !== 'constructor' && typeof value === 'function' && !methods.has(name)) methods.set(name, value);
    }
  }
  return methods;
}
