import type { Context } from 'hono';
import { type PublicError, toPublicError } from '../../shared/api/public-error';
import type { AppEnv } from '../env';
import { reportError } from '../reporting';

/** A cancelled call (the render ended, the client left) is not a failure worth a report. */
function cancelled(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && cause.name === 'AbortError';
}

/**
 * What a failed upstream call of the page render rejects with (the transport's `onFailure`): the
 * full error (the spec's 'Error {body}; Status Code: {status} Received from {url}') goes to the
 * request's error report, the render gets its public shape only. So whatever a loader, a query or
 * a component does with the error (cache it, dehydrate it, render its message), the page can't
 * carry the upstream's URL, host, body or an id (issue 15 §9). The status stays, for the 404
 * branches; the correlation id stays, for support.
 */
export function publicFailures(c: Context<AppEnv>): (error: unknown) => PublicError {
  return (error) => {
    if (!cancelled(error)) reportError(c, error, { source: 'worker', action: 'SSR_UPSTREAM_FAILED' });
    return toPublicError(error);
  };
}
