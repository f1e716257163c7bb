import { Hono } from 'hono';
import { vi } from 'vitest';
import type { Brand } from '../../src/shared/brands/brands';
import { apiProxy } from '../../src/worker/api-proxy/index';
import { ownAccountId } from '../../src/worker/auth/customer-gate/customer-record';
import type { AppEnv, Bindings } from '../../src/worker/env';
import { onError } from '../../src/worker/errors/on-error';

export const ORIGIN = 'https://my.photobloom.nl';
export const UPSTREAM: Record<string, string> = {
  photo: 'http://up.test/photo-management',
  storage: 'http://up.test/storage-api',
  customer: 'http://up.test/customer-api',
  orders: 'http://up.test/order-api',
  reorderDirect: 'http://up.test/order-api/reorder-direct',
  invoice: 'http://up.test/invoice-api',
  publicConf: 'http://up.test/public-conf',
  identity: 'http://up.test/identity-api',
  merchandise: 'http://up.test/merchandise/graphql',
};

export type Seen = { url: string; init: RequestInit & { duplex?: string } };

/** The proxy mounted as the app mounts it (errors answered by `onError`), with a stubbed upstream and reporter. */
export function setup(opts: { session?: boolean; brand?: Brand; upstream?: (s: Seen) => Response | Promise<Response> } = {}) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const s = { url: String(input), init: init ?? {} };
    seen.push(s);
    return opts.upstream ? opts.upstream(s) : new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const report = vi.fn(async () => undefined);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('correlationId', 'corr-0000-test');
    if (opts.brand) c.set('brand', opts.brand);
    c.set('session', null);
    if (opts.session !== false) {
      c.set('session', { userId: 'user-A', email: 'a@example.com', idpType: 'local', idpSub: 'sub-A', isBusiness: false, expiresAt: 0 });
      c.set('accessToken', 'access-token-A');
      c.set('ownAccountId', (fetchImpl) => ownAccountId(c, fetchImpl));
    }
    await next();
  });
  app.onError(onError({ log: () => {} }));
  app.route('/api', apiProxy({ fetch: fetch as unknown as typeof globalThis.fetch, report }));
  const env = { UPSTREAM, ENVIRONMENT: 'development', REGION: 'local', ERROR_REPORTING_DSN: '' } as Partial<Bindings>;
  const request = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init, env);
  return { request, seen, fetch, report };
}

/** Headers of a legitimate state-changing call from the app's own pages. */
export const sameOrigin = (extra: Record<string, string> = {}) => ({
  'X-Requested-With': 'myaccount',
  Origin: ORIGIN,
  'Content-Type': 'application/json',
  'Sec-Fetch-Site': 'same-origin',
  ...extra,
});
