import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { consentCode, consentFromCookies, mayTrack } from '../../shared/analytics/consent';
import { ANALYTICS_PATH, AnalyticsEventInput } from '../../shared/analytics/events';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { csrf } from '../middleware/csrf';
import { observedFetch } from '../middleware/request-log/upstream-calls';

const MAX_BODY = 4096;
const Accepted = z.object({ accepted: z.number() });

/**
 * `POST /analytics/events`: the browser's analytics events, forwarded to the analytics service
 * (`UPSTREAM.analytics` + `/v1/events`) only with analytics consent, read again here from the
 * consent cookie (the browser checked it too). The worker adds the two-digit consent code
 * (analytics first, then marketing), the signed-in user's id and the brand's channel. Without
 * consent the answer is 204 and nothing is forwarded. Session, then the one CSRF middleware
 * (same origin, custom header) required, like every state-changing call of the app; refusals are
 * thrown as `HttpError` (the one JSON error shape).
 */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.session) throw httpError(401);
  await next();
};

export function analyticsRoutes(options: { fetch?: typeof fetch } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(ANALYTICS_PATH, signedIn, csrf({ kind: 'json' }), async (c) => {
    const session = c.var.session!;
    const raw = await c.req.text();
    if (raw.length > MAX_BODY) throw httpError(413);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw httpError(400, 'invalid_json');
    }
    const event = AnalyticsEventInput.safeParse(json);
    if (!event.success) throw httpError(400, 'invalid_body');
    const consent = consentFromCookies(c.req.header('Cookie'));
    if (!mayTrack(consent)) return c.body(null, 204);
    const base = c.env.UPSTREAM.analytics;
    if (!base) return c.body(null, 204); // no analytics service in this environment
    const body = {
      events: [
        {
          ...event.data,
          consent: consentCode(consent),
          userId: session.userId,
          channel: c.var.brand.vendorId,
          at: new Date().toISOString(),
        },
      ],
    };
    let ok: boolean;
    try {
      const res = await observedFetch(
        'analytics',
        base,
        options.fetch,
      )(`${base}/v1/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CorrelationId': c.var.correlationId ?? crypto.randomUUID() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      ok = res.ok && Accepted.safeParse(await res.json().catch(() => null)).success;
    } catch (error) {
      throw httpError(502, 'upstream_unreachable', { cause: error });
    }
    if (!ok) throw httpError(502, 'bad_gateway');
    return c.json({ sent: true }, 202);
  });
  return app;
}
