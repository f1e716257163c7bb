import type { Context } from 'hono';
import type { ApiKey } from '../../shared/api/keys';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';

/** The calls by account id the browser makes, the owner named `me` (src/shared/api/projects.ts, storage.ts, orders.ts). */
const PROJECTS = '/api/v2/projects/me';
const OWN_ORDERS = '/orders/byAccount/me';
const OWN_UPLOAD = /^\/uploads\/[^/]+$/;

/**
 * The upstream path and query of a call by account id, with the signed-in user's account id put in
 * for `me` (issue 32 §5: the id is internal, no page or state in the browser holds it). The saved
 * projects' and the own products' owner segment, and the own upload's `accountId` parameter, whatever the browser sent
 * there. Every other call is returned as it is. A 502 when the id cannot be read (customer service).
 */
export async function withOwnAccount(
  c: Context<AppEnv>,
  key: ApiKey,
  rest: string,
  search: string,
  fetchImpl?: typeof fetch,
): Promise<{ rest: string; search: string }> {
  const projects = key === 'projects' && rest === PROJECTS;
  const orders = key === 'orders' && rest === OWN_ORDERS;
  const upload = key === 'storage' && c.req.method === 'GET' && OWN_UPLOAD.test(rest);
  if (!projects && !orders && !upload) return { rest, search };
  const id = await c.var.ownAccountId?.(fetchImpl);
  if (id === undefined) throw httpError(502);
  if (projects) return { rest: `/api/v2/projects/${id}`, search };
  if (orders) return { rest: `/orders/byAccount/${id}`, search };
  const query = new URLSearchParams(search);
  query.set('accountId', String(id));
  return { rest, search: `?${query}` };
}
