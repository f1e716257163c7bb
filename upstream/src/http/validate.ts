/**
 * Shared input validation and JSON errors for every upstream endpoint.
 *
 * How to use (photo and account APIs too):
 *
 *   import { validate, jsonError } from '../http/validate';
 *   app.post('/x/:id', requireUser, validate('param', z.object({ id: z.string().uuid() })),
 *     validate('json', bodySchema), (c) => { const body = c.req.valid('json'); ... });
 *
 * - `validate(target, schema)` runs a zod schema on 'json' | 'query' | 'param' | 'form' | 'header'
 *   | 'cookie' and answers 400 `{ error: 'validation', field: 'a.b', message, issues }` naming the
 *   first failing field (the dotted zod path; '' when the whole value is wrong, e.g. no JSON body).
 *   The parsed, typed value is `c.req.valid(target)` — no `as T` needed.
 * - Malformed JSON bodies raise Hono's HTTPException(400); `app.onError` in src/index.ts turns it
 *   into `{ error: 'bad_request', message }`.
 * - `jsonError(c, status, error, message, field?)` is the one shape for every other error answer.
 */
import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';

/** Body of every error answer of the upstream. */
export interface JsonErrorBody {
  /** Machine code: 'validation', 'unauthorized', 'not_found', 'conflict', ... */
  error: string;
  message: string;
  /** For 'validation': the dotted path of the first failing field. */
  field?: string;
  issues?: { field: string; message: string }[];
}

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** Answers `{ error, message, field? }` with `status`. */
export function jsonError(c: Context, status: ErrorStatus, error: string, message: string, field?: string): Response {
  const body: JsonErrorBody = field === undefined ? { error, message } : { error, message, field };
  return c.json(body, status);
}

/** Dotted path of a zod issue ('' for the root). */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

/** Turns a failed zod parse into the 400 body. */
export function validationBody(error: z.ZodError): JsonErrorBody {
  const issues = error.issues.map((i) => ({ field: issuePath(i.path), message: i.message }));
  const first = issues[0] ?? { field: '', message: 'invalid input' };
  return {
    error: 'validation',
    field: first.field,
    message: first.field ? `${first.field}: ${first.message}` : first.message,
    issues,
  };
}

/**
 * Hono middleware validating `target` with `schema`; 400 naming the field on failure.
 * The parsed output is available as `c.req.valid(target)`.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return validator(target, (value, c) => {
    const result = schema.safeParse(value);
    if (!result.success) return c.json(validationBody(result.error), 400);
    return result.data;
  });
}
