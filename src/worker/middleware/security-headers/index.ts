import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { buildCsp, createNonce, isCspOrigin } from './csp';

/** Origins as a fixed list, or read per request (e.g. from `c.env.UPSTREAM`, which is per region). */
export type OriginSource = readonly string[] | ((c: Context<AppEnv>) => readonly string[]);

export interface SecurityHeadersOptions {
  /** Image origins besides 'self' (upstream media / thumbnails). */
  mediaOrigins?: OriginSource;
  /** connect-src origins besides 'self' (the push socket when not same-origin: ws://…, wss://…). */
  connectOrigins?: OriginSource;
  /** form-action origins besides 'self' (auth authorities the sign-in form posts to). */
  authOrigins?: OriginSource;
  /** HSTS value; default two years with subdomains. */
  hsts?: string;
}

const DEFAULT_HSTS = 'max-age=63072000; includeSubDomains';
const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';

function checkSource(name: string, source: OriginSource | undefined): void {
  if (source === undefined || typeof source === 'function') return;
  if (!Array.isArray(source)) throw new TypeError(`securityHeaders: ${name} must be an array or function`);
  for (const o of source) {
    if (!isCspOrigin(o)) throw new TypeError(`securityHeaders: ${name} entry "${String(o)}" is not an origin`);
  }
}

function read(source: OriginSource | undefined, c: Context<AppEnv>): readonly string[] {
  if (!source) return [];
  return typeof source === 'function' ? source(c) : source;
}

/** Asks for `Referrer-Policy: no-referrer` on this response (pages whose URL carries a token). */
export function useNoReferrer(c: Context<AppEnv>): void {
  c.set('referrerPolicy', 'no-referrer');
}

/** Marks the response as private to the signed-in user: sent with `Cache-Control: no-store`. */
export function markPrivate(c: Context<AppEnv>): void {
  c.set('private', true);
}

/**
 * Sets `c.var.nonce` (fresh per response; every inline `<script>` must carry it) and, after the
 * handler, the security headers of DESIGN.md §3: CSP on HTML responses; HSTS, nosniff,
 * X-Frame-Options, Referrer-Policy on all; `Cache-Control: no-store` when `markPrivate` was called.
 * A Referrer-Policy header set by the handler itself is kept.
 *
 * Function sources that return a non-origin value have that value dropped (not thrown): they
 * come from environment config read per request, and a bad entry must not take pages down.
 *
 * @example app.use('*', securityHeaders({ mediaOrigins: (c) => [new URL(c.env.UPSTREAM.photo).origin] }))
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler<AppEnv> {
  checkSource('mediaOrigins', options.mediaOrigins);
  checkSource('connectOrigins', options.connectOrigins);
  checkSource('authOrigins', options.authOrigins);
  const hsts = options.hsts ?? DEFAULT_HSTS;
  if (!/^max-age=\d+/.test(hsts)) throw new TypeError('securityHeaders: hsts must start with max-age=');

  return async function securityHeadersMiddleware(c, next) {
    const nonce = createNonce();
    c.set('nonce', nonce);
    await next();

    const contentType = c.res.headers.get('Content-Type') ?? '';
    if (/^text\/html\b/i.test(contentType)) {
      c.header(
        'Content-Security-Policy',
        buildCsp({
          nonce,
          img: read(options.mediaOrigins, c),
          connect: read(options.connectOrigins, c),
          formAction: read(options.authOrigins, c),
        }),
      );
    }
    c.header('Strict-Transport-Security', hsts);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    const asked = c.get('referrerPolicy');
    if (asked) c.header('Referrer-Policy', asked);
    else if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', DEFAULT_REFERRER_POLICY);
    if (c.get('private')) c.header('Cache-Control', 'no-store');
  };
}
