import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

export type { CookieOptions } from 'hono/utils/cookie';

/**
 * The one place a cookie is written (DESIGN.md §4, Hydrogen style: handlers stage cookie changes,
 * only the entry commits them). Handlers and middleware call `c.var.cookies.set/expire`; the
 * `cookies()` middleware, mounted first, writes every staged cookie onto whatever response the
 * app produced (streamed ones included) with `Cache-Control: no-store`, because a response that
 * changes cookies must never be cached.
 *
 * A later write of the same name (and Path/Domain) replaces an earlier one, so a handler's own
 * session cookies (sign-in callback, sign-out) win over the session middleware's rotation.
 */
export class CookieJar {
  readonly #staged = new Map<string, string>();

  /** Stages `name=value` with the given attributes. */
  set(name: string, value: string, options: CookieOptions): void {
    this.#staged.set(keyOf(name, options), generateCookie(name, value, options));
  }

  /** Stages the removal of `name` (same Path/Domain as it was written with, or the browser keeps it). */
  expire(name: string, options: CookieOptions): void {
    this.set(name, '', { ...options, maxAge: 0, expires: new Date(0) });
  }

  /** True when `name` has a staged write (of any Path/Domain). */
  has(name: string): boolean {
    for (const key of this.#staged.keys()) if (key.split('\n')[0] === name) return true;
    return false;
  }

  /** Names with a staged write (any Path/Domain), in staging order; a name staged twice appears once. */
  names(): string[] {
    return [...new Set([...this.#staged.keys()].map((key) => key.split('\n')[0]!))];
  }

  /** The serialized header values, in staging order. */
  headerValues(): string[] {
    return [...this.#staged.values()];
  }
}

function keyOf(name: string, o: CookieOptions): string {
  return `${name}\n${o.path ?? ''}\n${o.domain ?? ''}`;
}

const SET_COOKIE = 'Set-Cookie';

/** Writes the staged cookies onto the response. Immutable headers (a passed-through fetch) are copied first. */
export function commitCookies(c: Context, jar: CookieJar): void {
  const values = jar.headerValues();
  if (values.length === 0) return;
  const apply = (res: Response) => {
    res.headers.set('Cache-Control', 'no-store');
    for (const v of values) res.headers.append(SET_COOKIE, v);
  };
  try {
    apply(c.res);
  } catch {
    c.res = new Response(c.res.body, c.res);
    apply(c.res);
  }
}

/** Removes cookies an upstream response tried to set: only this module decides what the browser stores. */
export function withoutUpstreamCookies(headers: Headers): Headers {
  headers.delete(SET_COOKIE);
  return headers;
}

/**
 * Installs `c.var.cookies` and commits it after the handler. Mount first, before any middleware
 * that may write a cookie:
 * @example app.use('*', cookies())
 */
export function cookies(): MiddlewareHandler<{ Variables: { cookies: CookieJar } }> {
  return async function cookiesMiddleware(c, next) {
    const jar = new CookieJar();
    c.set('cookies', jar);
    await next();
    commitCookies(c, jar);
  };
}
