import { type Context, Hono } from 'hono';
import { isApiKey } from '../../shared/api/keys';
import { type ProxySession, sessionOf } from '../api/session';
import { requireSession } from '../auth';
import { edgeCached } from '../cache/edge-cache';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { isValidCorrelationId } from '../middleware/correlation-id/index';
import { csrf } from '../middleware/csrf';
import { observedFetch } from '../middleware/request-log/upstream-calls';
import { reportError } from '../reporting/index';
import { withoutAccountId } from './account-id-out';
import { findRule, pathKnown } from './allow-list';
import { bodyProblem } from './body-rules';
import { handleClientError } from './client-errors';
import { forward } from './forward';
import { graphQlBodyOrRefuse } from './graphql-rules';
import { withOwnAccount } from './own-account';
import { pathProblem, upstreamUrl } from './path-guard';

export interface ApiProxyOptions {
  /** Upstream fetch (tests stub it). */
  fetch?: typeof fetch;
  /** Error reporter (tests stub it). */
  report?: typeof reportError;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  /** Where the app mounts this router (default `/api`): the path after it is `<key>/<path>`. */
  mountPath?: string;
}

/** APIs the spec marks "no token": the bearer is not sent to them. */
const NO_TOKEN = new Set(['publicConf', 'emailGateway']);

/** GETs of these APIs answer the brand's data, the same for every customer (src/worker/cache). */
const BRAND_DATA = { publicConf: { ttlSeconds: 3600 }, cutoff: { ttlSeconds: 300 } } as const;

/** Identity calls may only name the signed-in identity (the upstream checks too; this is the second lock). */
function ownIdentityPath(rest: string, session: ProxySession): boolean {
  if (!session.idpType || !session.idpSub) return false;
  const own = `/v2/identities/${encodeURIComponent(session.idpType)}/${encodeURIComponent(session.idpSub)}/`;
  return rest.startsWith(own);
}

function correlationIdOf(c: Context<AppEnv>): string {
  const fromMiddleware = c.get('correlationId');
  if (fromMiddleware) return fromMiddleware;
  const incoming = c.req.header('X-CorrelationId');
  return isValidCorrelationId(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The same-origin `/api` proxy for the hydrated client (DESIGN.md §2–§3). Mount with
 * `app.route('/api', apiProxy())` after the session middleware. `/api/<key>/<path>` goes to
 * `env.UPSTREAM[key]/<path>` only when (key, method, path) is on the allow-list, with the
 * session's bearer token; plus `POST /api/client-errors` for failed browser actions. CSRF (the
 * Origin / Sec-Fetch-Site policy and the custom header) is checked first, by the one CSRF
 * middleware; every refusal is thrown as `HttpError` and answered by `app.onError` in the one JSON
 * error shape.
 */
export function apiProxy(options: ApiProxyOptions = {}): Hono<AppEnv> {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const report = options.report ?? reportError;
  const mountPath = (options.mountPath ?? '/api').replace(/\/+$/, '');
  const forwardOptions = {
    fetch: doFetch,
    report,
    timeoutMs: options.timeoutMs ?? 30_000,
    uploadTimeoutMs: options.uploadTimeoutMs ?? 300_000,
  };
  const proxy = new Hono<AppEnv>();
  proxy.use('*', csrf({ kind: 'json' }));
  // The one session guard (401 JSON here); the handler below still reads the bearer fail-closed.
  proxy.use('*', requireSession());

  proxy.all('*', async function apiProxyHandler(c) {
    const correlationId = correlationIdOf(c);
    const url = new URL(c.req.url);
    if (!url.pathname.startsWith(`${mountPath}/`)) throw httpError(404);
    const after = url.pathname.slice(mountPath.length + 1);
    const slash = after.indexOf('/');
    const key = slash === -1 ? after : after.slice(0, slash);
    const rest = slash === -1 ? '' : after.slice(slash);

    if (key === 'client-errors' && rest === '') {
      if (c.req.method !== 'POST') throw httpError(405);
      if (!sessionOf(c)) throw httpError(401);
      return handleClientError(c, correlationId, report);
    }
    if (!isApiKey(key) || pathProblem(rest)) throw httpError(404);
    const rule = findRule(key, c.req.method, rest);
    if (!rule) throw httpError(pathKnown(key, rest) ? 405 : 404);
    const session = sessionOf(c);
    if (!session) throw httpError(401);
    if (key === 'identity' && !ownIdentityPath(rest, session)) throw httpError(403);
    const length = c.req.header('Content-Length');
    const problem = bodyProblem(rule.body, c.req.header('Content-Type'), c.req.raw.body !== null, length ? Number(length) : null);
    if (problem) throw httpError(problem[0], problem[1]);
    const base = c.env.UPSTREAM?.[key];
    if (!base) throw httpError(404);
    const owned = await withOwnAccount(c, key, rest, url.search, options.fetch);
    const target = upstreamUrl(base, owned.rest, owned.search);
    if (!target) throw httpError(404);
    // GraphQL: only the app's two merchandise queries pass, sent as the app's own text (graphql-rules.ts).
    const body = key === 'merchandise' ? await graphQlBodyOrRefuse(c) : undefined;
    const forwarded = () =>
      forward(
        c,
        target,
        rule.body,
        NO_TOKEN.has(key) ? null : session.accessToken,
        correlationId,
        { ...forwardOptions, fetch: observedFetch(key, base, doFetch) }, // listed in the request's log line
        body,
      );
    const send = rule.namesAccount ? () => forwarded().then(withoutAccountId) : forwarded;
    const shared = c.req.method === 'GET' ? BRAND_DATA[key as keyof typeof BRAND_DATA] : undefined;
    const brand = c.get('brand') as AppEnv['Variables']['brand'] | undefined;
    if (!shared || !brand) return send();
    // Per-brand data that changes rarely and holds nothing of the user: one upstream call per edge
    // location, brand, locale and TTL instead of one per page view (issue 18 §4).
    const cacheKey = { name: key, brand: brand.key, locale: brand.locale, path: rest + url.search };
    return edgeCached(c, { key: cacheKey, ttlSeconds: shared.ttlSeconds, userIndependent: true }, send);
  });

  return proxy;
}
