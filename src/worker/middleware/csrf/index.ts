import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_HEADER, CSRF_VALUE } from '../../../shared/api/browser';
import type { AppEnv } from '../../env';
import { httpError } from '../../errors/http-error';
import { randomToken } from '../../signing/base64url';
import { mac, macMatches } from '../../signing/signed-value';

/**
 * The one CSRF module of the worker (DESIGN.md §3). The session cookies are SameSite=Lax on the
 * parent brand domain, so a sibling subdomain is same-site and SameSite alone is not enough:
 *
 * - every state-changing request must come from this very origin (`originProblem`, the one
 *   Origin / Sec-Fetch-Site policy);
 * - JSON calls of the hydrated app (`/api`, analytics, form actions called with `fetch`) also carry
 *   the custom header, which a cross-site form or a `text/plain` fetch cannot set without a CORS
 *   preflight we never answer;
 * - form posts (settings forms, e-mail-link pages) also carry a signed token: HMAC-SHA256 with
 *   `SESSION_SECRET` over (purpose, a random value in the `__Host-` cookie, user id), compared in
 *   constant time. The `__Host-` cookie (HttpOnly, no Domain) can be neither read nor overwritten
 *   from a sibling subdomain; it has no Max-Age, so it ends with the browser session, and it is
 *   SameSite=Lax so that arriving from a mail link does not mint a new value and invalidate the
 *   forms of other open tabs (a cross-site POST still does not carry it).
 */
export const CSRF_COOKIE = '__Host-myaccount-csrf';
/** Name of the hidden input carrying the form token. */
export const CSRF_FIELD = '_csrf';

/** What a form token is for: a token of one purpose is refused for every other. */
export type FormPurpose = 'settings-form' | 'delete-account' | 'change-email' | 'subscription';

/** Lifetime of a token in seconds; null: as long as the cookie (the browser session). */
const TTL_S: Record<FormPurpose, number | null> = {
  'settings-form': null,
  'delete-account': 60 * 60,
  'change-email': 60 * 60,
  subscription: 60 * 60,
};

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;
const TIMED_TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** A request is a `fetch` of the hydrated app when it asks for JSON. */
function asksForJson(c: Context): boolean {
  return (c.req.header('Accept') ?? '').includes('application/json');
}

/**
 * The Origin / Sec-Fetch-Site policy, written once. Returns why the request is refused, or null.
 *
 * - `Sec-Fetch-Site` other than same-origin is refused (`none`, a typed URL, only for GET/HEAD).
 * - A state-changing request needs `Origin` equal to this request's own origin (scheme, host and
 *   port: a sibling subdomain or http is foreign).
 * - Only a `form` post may lack a real Origin: Chromium sends `Origin: null` for a form on a
 *   `Referrer-Policy: no-referrer` page (the e-mail-link pages), older browsers none; then the
 *   browser's own `Sec-Fetch-Site` must say same-origin. A fetch always sends a real Origin.
 * - JSON calls (`kind` json, or a form action asked for JSON) need the custom header; a form post
 *   that sends it anyway must send the right value.
 */
export function originProblem(c: Context, kind: 'json' | 'form'): string | null {
  const safe = !isStateChanging(c.req.method);
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin' && !(safe && site === 'none')) return `Sec-Fetch-Site ${site}`;
  if (safe) return null;
  const header = c.req.header(CSRF_HEADER);
  if ((kind === 'json' || asksForJson(c) || header !== undefined) && header !== CSRF_VALUE) return 'missing custom header';
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== 'null') return origin === new URL(c.req.url).origin ? null : 'foreign Origin';
  if (kind === 'json') return 'missing Origin';
  return site === 'same-origin' ? null : 'no same-origin Origin or Sec-Fetch-Site';
}

/**
 * Whether the browser itself vouches that this request is the app's own navigation:
 * `Sec-Fetch-Site: same-origin` with `Sec-Fetch-Mode: navigate` (set by the browser, never by a
 * page, and covering the whole redirect chain). GET /logout signs out at once only then. Here, with
 * the Origin policy, so request provenance is read in one module.
 */
export function isOwnNavigation(c: Context): boolean {
  return c.req.header('Sec-Fetch-Site') === 'same-origin' && c.req.header('Sec-Fetch-Mode') === 'navigate';
}

/**
 * Whether a WebSocket upgrade comes from a page of this very origin (a GET the browser sends with
 * the session cookie from any site: cross-site WebSocket hijacking is refused here, GET /push).
 */
export function isSameOriginUpgrade(c: Context): boolean {
  return c.req.header('Origin') === new URL(c.req.url).origin;
}

/** The form token of `cookie` for `userId` (empty for public pages) and `purpose`. */
export async function signFormToken(
  secret: string,
  cookie: string,
  userId: string,
  purpose: FormPurpose = 'settings-form',
  now = Date.now(),
): Promise<string> {
  const ttl = TTL_S[purpose];
  if (ttl === null) return mac(secret, `csrf:${purpose}`, `${cookie}|${userId}`);
  const exp = Math.floor(now / 1000) + ttl;
  return `${exp}.${await mac(secret, `csrf:${purpose}`, `${cookie}|${userId}|${exp}`)}`;
}

function cookieValue(c: Context<AppEnv>): string | undefined {
  const v = getCookie(c, CSRF_COOKIE);
  return v && COOKIE_VALUE.test(v) ? v : undefined;
}

/** Cookie values minted during a request, so two tokens of one response share one cookie. */
const minted = new WeakMap<Request, string>();

/**
 * Issues this browser session's token for `purpose` and `userId` (empty on public pages): sets
 * `c.var.formToken` (the SSR hands it to the router session, forms render it as `_csrf`) and
 * returns it, staging the cookie on `c.var.cookies` when the browser has none yet.
 */
export async function issueFormToken(c: Context<AppEnv>, purpose: FormPurpose, userId: string): Promise<string> {
  let value = cookieValue(c) ?? minted.get(c.req.raw);
  if (!value) {
    value = randomToken(32);
    minted.set(c.req.raw, value);
    c.var.cookies.set(CSRF_COOKIE, value, COOKIE_OPTIONS);
  }
  const token = await signFormToken(c.env.SESSION_SECRET, value, userId, purpose);
  c.set('formToken', token);
  return token;
}

/** Whether `token` is this browser session's token for `purpose` and `userId` (constant-time). */
export async function formTokenValid(
  c: Context<AppEnv>,
  purpose: FormPurpose,
  userId: string | undefined,
  token: unknown,
  now = Date.now(),
): Promise<boolean> {
  const value = cookieValue(c);
  if (!value || userId === undefined || typeof token !== 'string' || token.length > 100) return false;
  const ttl = TTL_S[purpose];
  if (ttl === null) return macMatches(c.env.SESSION_SECRET, `csrf:${purpose}`, `${value}|${userId}`, token);
  const m = TIMED_TOKEN.exec(token);
  if (!m) return false;
  const exp = Number(m[1]);
  const nowS = Math.floor(now / 1000);
  if (exp <= nowS || exp > nowS + ttl) return false;
  return macMatches(c.env.SESSION_SECRET, `csrf:${purpose}`, `${value}|${userId}|${exp}`, m[2]!);
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** The posted token (first value of `_csrf`), undefined when absent. */
async function postedToken(c: Context<AppEnv>): Promise<string | undefined> {
  const v = (await c.req.parseBody())[CSRF_FIELD];
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' ? first : undefined;
}

export type CsrfOptions =
  | { kind: 'json' }
  | {
      kind: 'form';
      /** Default 'settings-form'. */
      purpose?: FormPurpose;
      /** Whose token: default the signed-in user (no session: refused); '' for public pages. */
      userId?: (c: Context<AppEnv>) => string | undefined;
      /** The answer to a refused post; default a 403 (415 for a non-form body) `HttpError`. */
      onRefused?: (c: Context<AppEnv>, reason: string) => Response | Promise<Response>;
    };

/**
 * CSRF protection for state-changing requests (safe methods only get the Sec-Fetch-Site check).
 * Every refusal happens before the handler, so before any upstream call.
 *
 * @example proxy.use('*', csrf({ kind: 'json' }))                 // /api: policy + custom header
 * @example app.post('/settings', signedIn, csrf({ kind: 'form' }))  // + content type + signed token
 */
export function csrf(options: CsrfOptions): MiddlewareHandler<AppEnv> {
  if (options.kind === 'json') {
    return async function csrfJsonMiddleware(c, next) {
      const problem = originProblem(c, 'json');
      if (problem) throw httpError(403, 'forbidden', { cause: new Error(`CSRF: ${problem}`) });
      await next();
    };
  }
  if (options.kind !== 'form') throw new TypeError("csrf: kind must be 'json' or 'form'");
  const purpose = options.purpose ?? 'settings-form';
  if (!(purpose in TTL_S)) throw new TypeError(`csrf: unknown purpose ${String(purpose)}`);
  const userIdOf = options.userId ?? ((c: Context<AppEnv>) => c.var.session?.userId);
  const onRefused = options.onRefused;
  return async function csrfFormMiddleware(c, next) {
    const refuse = (status: 403 | 415, reason: string) => {
      if (onRefused) return onRefused(c, reason);
      throw httpError(status, status === 415 ? 'unsupported_media_type' : 'forbidden', { cause: new Error(`CSRF: ${reason}`) });
    };
    if (!isStateChanging(c.req.method)) return originProblem(c, 'form') ? refuse(403, 'Sec-Fetch-Site') : next();
    const problem = originProblem(c, 'form');
    if (problem) return refuse(403, problem);
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!FORM_TYPES.has(type)) return refuse(415, 'not a form body');
    if (!(await formTokenValid(c, purpose, userIdOf(c), await postedToken(c)))) return refuse(403, 'bad form token');
    await next();
  };
}

/**
 * Issues the form token of the signed-in user (or of `userId: ''` public pages) before the page
 * renders; does nothing when signed out.
 * @example app.get('*', requireSession(), formToken(), render)
 */
export function formToken(options: { purpose?: FormPurpose; public?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const purpose = options.purpose ?? 'settings-form';
  if (!(purpose in TTL_S)) throw new TypeError(`formToken: unknown purpose ${String(purpose)}`);
  return async function formTokenMiddleware(c, next) {
    const userId = options.public ? '' : c.var.session?.userId;
    if (userId !== undefined) await issueFormToken(c, purpose, userId);
    await next();
  };
}
