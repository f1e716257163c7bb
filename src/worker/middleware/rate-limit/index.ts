import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Bindings } from '../../env';
import { HttpError } from '../../errors/http-error';
import { logEvent } from '../../logging';
import { addressRange } from './address-range';

/**
 * The three Workers rate-limiting bindings (wrangler.toml `[[ratelimits]]`, per environment):
 * - RL_LINKS: the e-mail-link confirmations (account deletion, e-mail change, newsletter), per
 *   user (per address range when signed out);
 * - RL_MAIL: a mail about to be sent (e-mail change, account-deletion request, widget share), per
 *   user, spent by the form only once its input passed every check (src/worker/forms);
 * - RL_TELEMETRY: `/analytics/events` and `/api/client-errors`, per user (both need a session).
 */
export type RateLimitBinding = 'RL_LINKS' | 'RL_MAIL' | 'RL_TELEMETRY';

/**
 * The `period` of each binding in wrangler.toml (the binding does not tell how long is left of its
 * window, so Retry-After is the whole period: never too early).
 */
export const RATE_LIMIT_PERIOD_S: Record<RateLimitBinding, number> = { RL_LINKS: 60, RL_MAIL: 60, RL_TELEMETRY: 60 };

/** Whose budget a request spends. */
export type RateLimitBy = 'ip' | 'user';

/**
 * The client's address: `CF-Connecting-IP` is set by Cloudflare's edge (a client cannot choose it
 * in production). Without it (a plain local request) every caller shares the 'local' bucket.
 */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP')?.trim() || 'local';
}

/**
 * The bucket key: the signed-in user's id for 'user' (an account behind a shared NAT or mobile
 * carrier keeps its own budget, and a session cannot be forged), the address range when nobody is
 * signed in (an IPv6 customer holds a whole /64). The key only goes to the binding, never into a log.
 */
export function rateLimitKey(c: Context<AppEnv>, by: RateLimitBy): string {
  const userId = by === 'user' ? c.get('session')?.userId : undefined;
  return userId ? `user:${userId}` : `ip:${addressRange(clientIp(c))}`;
}

/**
 * Spends one unit of `binding` for this request; true when the budget is used up. Fails open: a
 * missing binding (a test app without bindings) or a binding that throws lets the request through,
 * because the limit protects the upstream from abuse and must not take the app down with it.
 */
export async function overLimit(c: Context<AppEnv>, binding: RateLimitBinding, by: RateLimitBy): Promise<boolean> {
  const limiter = (c.env as Partial<Bindings> | undefined)?.[binding];
  if (!limiter) return false;
  try {
    const { success } = await limiter.limit({ key: rateLimitKey(c, by) });
    return !success;
  } catch (error) {
    logEvent('error', 'rate limiter failed', { correlationId: c.get('correlationId'), binding, error });
    return false;
  }
}

export interface RateLimitOptions {
  binding: RateLimitBinding;
  by: RateLimitBy;
  /**
   * The answer when the budget is used up (Retry-After is already set). Default: a 429 through
   * `app.onError` with the spec's 'too many requests' text, as a localised page or the one JSON
   * error shape. Forms pass their own answer (the form's JSON outcome or the no-JS redirect).
   */
  onLimited?: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/** The one 429 of the app: status, machine code and the catalogue's 'too many requests' text. */
export function tooManyRequests(): HttpError {
  return new HttpError(429, 'settings.tooMany', { code: 'too_many_requests' });
}

/**
 * Rate limits the routes it is mounted on with a Workers rate-limiting binding.
 *
 * @example app.post('/change-email-confirmation', rateLimit({ binding: 'RL_LINKS', by: 'user' }))
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  if (!(options.binding in RATE_LIMIT_PERIOD_S)) throw new TypeError(`rateLimit: unknown binding ${options.binding}`);
  return async function rateLimitMiddleware(c, next) {
    if (!(await overLimit(c, options.binding, options.by))) return next();
    c.header('Retry-After', String(RATE_LIMIT_PERIOD_S[options.binding]));
    if (options.onLimited) {
      const res = await options.onLimited(c);
      res.headers.set('Retry-After', String(RATE_LIMIT_PERIOD_S[options.binding]));
      return res;
    }
    throw tooManyRequests();
  };
}
