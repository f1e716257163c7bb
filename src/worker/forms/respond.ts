import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CSRF_HEADER, CSRF_VALUE } from '../../shared/api/browser';
import { type FormStatus, formStatusQuery, isSuccess } from '../../shared/forms/form-status';
import type { FieldErrors } from '../../shared/forms/schemas';
import type { AppEnv } from '../env';
import { codeForStatus } from '../errors/http-error';
import { jsonErrorBody } from '../errors/json-error';

/**
 * How a form action answers. A plain browser post (no JavaScript yet) gets a 303 back to the page
 * with `?s=` / `?e=` (field names only, never what was typed); the hydrated form, which posts the
 * same fields with `fetch`, gets the same outcome as JSON (src/shared/forms/answer.ts).
 */
export interface FormOutcome {
  status: FormStatus;
  /** Field → catalogue id of its message (status 'invalid'). */
  fieldErrors?: FieldErrors;
  /** Which item the status is about (an address id, a product code). */
  id?: string;
}

/** JSON only for the hydrated form's fetch: it asks for it and carries the CSRF custom header. */
export function asksForFormAnswer(c: Context<AppEnv>): boolean {
  return (c.req.header('Accept') ?? '').includes('application/json') && c.req.header(CSRF_HEADER) === CSRF_VALUE;
}

const HTTP_STATUS: Partial<Record<FormStatus, ContentfulStatusCode>> = { invalid: 400, failed: 502, tooMany: 429, inUse: 409 };

/**
 * `query` is the redirect's search (default: the settings forms' `?s=&e=&id=`). A refusal's JSON
 * is the worker's one error shape (errors/json-error.ts: `error` code, `correlationId`) plus the
 * form's outcome (`status`, `fieldErrors`), so it is traced like any other error.
 */
export function respond(
  c: Context<AppEnv>,
  page: string,
  o: FormOutcome,
  query = formStatusQuery({ s: o.status, fields: Object.keys(o.fieldErrors ?? {}), id: o.id }),
): Response {
  c.header('Cache-Control', 'no-store');
  if (!asksForFormAnswer(c)) return c.redirect(`${page}${query}`, 303);
  const ok = isSuccess(o.status);
  const answer = {
    ok,
    status: o.status,
    ...(o.fieldErrors && Object.keys(o.fieldErrors).length ? { fieldErrors: o.fieldErrors } : {}),
    ...(o.id ? { id: o.id } : {}),
  };
  const httpStatus = HTTP_STATUS[o.status] ?? 200;
  return c.json(ok ? answer : { ...jsonErrorBody(c, codeForStatus(httpStatus)), ...answer }, httpStatus);
}
