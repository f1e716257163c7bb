import { Hono, type MiddlewareHandler } from 'hono';
import { isApiKey } from '../../src/shared/api/keys';
import { findRule } from '../../src/worker/api-proxy/allow-list';
import type { AppEnv, Bindings } from '../../src/worker/env';
import { onError } from '../../src/worker/errors/on-error';
import { formActions } from '../../src/worker/forms/index';
import { cookies } from '../../src/worker/middleware/cookies';
import { CSRF_COOKIE, signFormToken } from '../../src/worker/middleware/csrf';
import { sessionStandIn } from './auth';

/** Tests only: the brand origin the forms are posted from. */
export const ORIGIN = 'https://my.photobloom.nl';
export const FORMS_TEST_SECRET = 'forms-test-secret-0123456789abcdef';
/** The browser session's CSRF cookie value and the form token signed over it for user u1. */
export const CSRF_COOKIE_VALUE = 'c'.repeat(43);
export const CSRF_TOKEN = await signFormToken(FORMS_TEST_SECRET, CSRF_COOKIE_VALUE, 'u1');
export const CSRF_COOKIE_HEADER = `${CSRF_COOKIE}=${CSRF_COOKIE_VALUE}`;

/** Worker bindings for the form actions against the given upstream bases. */
export function formsEnv(upstream: Record<string, string>): Partial<Bindings> {
  return { UPSTREAM: upstream, ENVIRONMENT: 'development', ERROR_REPORTING_DSN: '', SESSION_SECRET: FORMS_TEST_SECRET };
}

/**
 * The form actions (formActions) as the worker mounts them, behind a stand-in for the session
 * middleware: user u1 signed in (consumer or business), or nobody.
 */
export function formsApp({ signedIn = true, business = false }: { signedIn?: boolean; business?: boolean } = {}): Hono<AppEnv> {
  const a = new Hono<AppEnv>();
  a.use('*', oneWritePath);
  // The app's one cookie writer, as in the worker: an action may forget the customer gate's cookie.
  a.use('*', cookies());
  a.use('*', sessionStandIn({ signedIn, business }));
  // A refused plain post answers with the form's page (respond.ts); here a stand-in that says which
  // page, and with which typed values, the app would render.
  a.route('/', formActions({ renderPage: (c, target, status, values) => c.json({ renderedPage: target, values }, status) }));
  a.onError(onError({ log: () => {} }));
  return a;
}

/**
 * One write path per form (issue 33 §1), checked on every form post of every test: each upstream
 * write a form action makes (whatever fetch the test stubbed) must be one the /api proxy refuses,
 * or the hydrated page could grow a second path to it. The upstream's base URL says which API.
 */
const oneWritePath: MiddlewareHandler<AppEnv> = async (c, next) => {
  const stubbed = globalThis.fetch;
  const bases = Object.entries((c.env as Partial<Bindings>).UPSTREAM ?? {});
  const both: string[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input));
    const base = bases.find(([, b]) => url.href.startsWith(b));
    if (method !== 'GET' && base && isApiKey(base[0])) {
      const rest = url.pathname.slice(new URL(base[1]).pathname.replace(/\/$/, '').length);
      if (findRule(base[0], method, rest)) both.push(`${method} /api/${base[0]}${rest}`);
    }
    return stubbed(input, init);
  };
  try {
    await next();
  } finally {
    globalThis.fetch = stubbed;
  }
  if (both.length) throw new Error(`a second write path: ${both.join(', ')} is a form action's write and allowed on the /api proxy too`);
};
