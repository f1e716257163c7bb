import type { Api } from '../../shared/api/index';
import { toPublicError } from '../../shared/api/public-error';

/** Where the full error of a failed call goes (the request's logs and error report). */
export type UpstreamFailureSink = (error: unknown, call: string) => void;

/** A cancelled call (the render ended, the client left) is not a failure worth a report. */
function cancelled(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && cause.name === 'AbortError';
}

/**
 * The typed client the server render uses: every call that fails hands its full error (the spec's
 * 'Error {body}; Status Code: {status} Received from {url}') to `onFailure`, then rejects with the
 * error's public shape only. So whatever a loader, a query or a component does with the error
 * during SSR (cache it, dehydrate it, render its message), the page can't carry the upstream's
 * URL, host, body or an account id (issue 15 §9). The status stays, for the 404 branches.
 */
export function redactedApi(api: Api, onFailure: UpstreamFailureSink): Api {
  const parts = new Map<PropertyKey, unknown>();
  return new Proxy(api, {
    get(target, partName) {
      const part: unknown = Reflect.get(target, partName);
      if (typeof partName !== 'string' || !part || typeof part !== 'object') return part;
      let wrapped = parts.get(partName);
      if (!wrapped) {
        wrapped = new Proxy(part, {
          get(inner, callName) {
            const call: unknown = Reflect.get(inner, callName);
            if (typeof callName !== 'string' || typeof call !== 'function') return call;
            return (...args: unknown[]) =>
              Promise.resolve(call.apply(inner, args)).catch((error: unknown) => {
                if (!cancelled(error)) onFailure(error, `${partName}.${callName}`);
                throw toPublicError(error);
              });
          },
        });
        parts.set(partName, wrapped);
      }
      return wrapped;
    },
  });
}
