import type { Context } from 'hono';
import { formStatusQuery, type FormStatus } from '../../features/settings/form-status';
import type { AppEnv } from '../env';

/**
 * How a settings form post answers. A plain browser post (no JavaScript yet) gets a 303 back to
 * the page with `?s=` / `?e=` (field names only, never what was typed); a hydrated form that posts
 * here with `Accept: application/json` gets `{ status, errors }` instead.
 */
export interface FormOutcome {
  status: FormStatus;
  /** Fields that failed validation (status 'invalid'). */
  fields?: readonly string[];
  /** Which item the status is about (an address id, a product code). */
  id?: string;
}

export function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header('Accept') ?? '').includes('application/json');
}

export function respond(c: Context<AppEnv>, page: string, o: FormOutcome): Response {
  c.header('Cache-Control', 'no-store');
  if (wantsJson(c)) {
    const code = o.status === 'invalid' ? 400 : o.status === 'failed' ? 502 : o.status === 'tooMany' ? 429 : o.status === 'inUse' ? 409 : 200;
    return c.json({ status: o.status, fields: o.fields ?? [], ...(o.id ? { id: o.id } : {}) }, code);
  }
  return c.redirect(`${page}${formStatusQuery({ s: o.status, fields: o.fields, id: o.id })}`, 303);
}
