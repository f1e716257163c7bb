import { Hono } from 'hono';
import type { AppEnv, Bindings } from '../../src/worker/env';
import { onError } from '../../src/worker/errors/on-error';
import { settingsForms } from '../../src/worker/forms/index';
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
 * The form actions (settingsForms) as the worker mounts them, behind a stand-in for the session
 * middleware: user u1 signed in (consumer or business), or nobody.
 */
export function formsApp({ signedIn = true, business = false }: { signedIn?: boolean; business?: boolean } = {}): Hono<AppEnv> {
  const a = new Hono<AppEnv>();
  a.use('*', sessionStandIn({ signedIn, business }));
  // A refused plain post answers with the form's page (respond.ts); here a stand-in that says which
  // page, and with which typed values, the app would render.
  a.route('/', settingsForms({ renderRefused: (c, target, status, values) => c.json({ renderedPage: target, values }, status) }));
  a.onError(onError({ log: () => {} }));
  return a;
}
