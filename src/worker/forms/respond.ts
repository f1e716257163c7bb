import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CSRF_HEADER, CSRF_VALUE } from '../../shared/api/browser';
import type { FormOutcome } from '../../shared/forms/action';
import { type FormStatus, isSuccess } from '../../shared/forms/form-status';
import { formStatusQuery } from '../../shared/forms/search-errors';
import { STRIPPED_FIELD, withStripped } from '../../shared/links/stripped';
import type { AppEnv } from '../env';
import { codeForStatus } from '../errors/http-error';
import { jsonErrorBody } from '../errors/json-error';
import { issueFormToken } from '../middleware/csrf';
import { markPrivate } from '../middleware/security-headers';
import { formValues } from './form-values';

/** JSON only for the hydrated form's fetch: it asks for it and carries the CSRF custom header. */
export function asksForFormAnswer(c: Context<AppEnv>): boolean {
  return (c.req.header('Accept') ?? '').includes('application/json') && c.req.header(CSRF_HEADER) === CSRF_VALUE;
}

const HTTP_STATUS: Partial<Record<FormStatus, ContentfulStatusCode>> = {
  invalid: 400,
  sameEmail: 400,
  failed: 502,
  tooMany: 429,
  inUse: 409,
  expired: 403,
  gone: 410,
};

/** The form asked for stripped mode (its `_stripped` field, or the post's own address). */
async function postedStripped(c: Context<AppEnv>): Promise<boolean> {
  if (c.var.stripped) return true;
  const v = (await c.req.parseBody())[STRIPPED_FIELD];
  return v === 'true';
}

/** What the user typed, by field name: the form's own fields only (`_csrf`, `_action`… stay out). */
async function typedValues(c: Context<AppEnv>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(await formValues(c))) if (!k.startsWith('_') && /^[A-Za-z]{1,40}$/.test(k)) out[k] = v;
  return out;
}

/**
 * A plain post the server refused: not a redirect (it would lose what was typed) but the form's
 * page itself, rendered complete at its outcome's address (`page?s=invalid&e=…`) with the typed
 * values back in their fields and field errors beside them, and a fresh form token so that sending
 * it again works. The status says what went wrong (400, 403, 409, 429, 502).
 */
export async function refusedPage(c: Context<AppEnv>, target: string, status: ContentfulStatusCode): Promise<Response> {
  markPrivate(c);
  // A fresh token, so that sending the form again works (the cookie jar: absent in unit stand-ins).
  if (c.var.session && c.var.cookies) await issueFormToken(c, 'settings-form', c.var.session.userId);
  const values = await typedValues(c);
  const render = renderers.get(c.req.raw);
  if (!render) throw new Error('a refused form post, but no page renderer: mount the forms with formActions({ renderPage })');
  const res = await render(c, target, status, values);
  // The representation is the form's page at its outcome's address (RFC 9110 §8.7).
  res.headers.set('Content-Location', target);
  return res;
}

/**
 * Renders a refused post's page: the form's page at `target`, with the typed values back in their
 * fields. The app passes its SSR (`streamApp`, src/worker/app.ts), so the form actions do not
 * import the renderer; the form tests pass a stand-in that says which page and values it would be.
 */
export type RefusedPageRenderer = (
  c: Context<AppEnv>,
  target: string,
  status: ContentfulStatusCode,
  values: Record<string, string>,
) => Response | Promise<Response>;
const renderers = new WeakMap<Request, RefusedPageRenderer>();

/** Middleware: this request's refused posts are rendered by `render` (mounted by formActions). */
export function renderRefusedWith(render: RefusedPageRenderer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    renderers.set(c.req.raw, render);
    await next();
  };
}

/**
 * How a form action answers (its outcome: src/shared/forms/action.ts). A plain browser post (no
 * JavaScript yet) gets, on success, a 303 back to the page with `?s=` (and `stripped=true` when the
 * form was in stripped mode), or on to the outcome's `location`; on a refusal, the page itself with
 * what was typed (`refusedPage`). The hydrated form, which posts the same fields with `fetch`, gets
 * the same outcome as JSON (src/shared/forms/answer.ts).
 *
 * `query` is the redirect's search (default: the settings forms' `?s=&e=&id=`). A refusal's JSON
 * is the worker's one error shape (errors/json-error.ts: `error` code, `correlationId`) plus the
 * form's outcome (`status`, `fieldErrors`), so it is traced like any other error.
 */
export async function respond(
  c: Context<AppEnv>,
  page: string,
  o: FormOutcome,
  query = formStatusQuery({ s: o.status, errors: o.fieldErrors, id: o.id }),
): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  const ok = isSuccess(o.status);
  if (!asksForFormAnswer(c)) {
    if (ok && o.location) return c.redirect(o.location, 303);
    const target = withStripped(`${page}${query}`, await postedStripped(c));
    return ok ? c.redirect(target, 303) : refusedPage(c, target, HTTP_STATUS[o.status] ?? 400);
  }
  const answer = {
    ok,
    status: o.status,
    ...(o.fieldErrors && Object.keys(o.fieldErrors).length ? { fieldErrors: o.fieldErrors } : {}),
    ...(o.id ? { id: o.id } : {}),
    ...(o.location ? { location: o.location } : {}),
  };
  const httpStatus = HTTP_STATUS[o.status] ?? 200;
  return c.json(ok ? answer : { ...jsonErrorBody(c, codeForStatus(httpStatus)), ...answer }, httpStatus);
}
