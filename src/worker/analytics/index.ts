import { Hono } from 'hono';
import { z } from 'zod';
import { consentCode, consentFromCookies, mayTrack } from '../../shared/analytics/consent';
import { ANALYTICS_PATH, AnalyticsEventInput } from '../../shared/analytics/events';
import { CSRF_HEADER, CSRF_VALUE } from '../../shared/api/browser';
import type { AppEnv } from '../env';
import { sameOrigin } from '../forms/guard';

const MAX_BODY = 4096;
const Accepted = z.object({ accepted: z.number() });

/**
 * `POST /analytics/events`: the browser's analytics events, forwarded to the analytics service
 * (`UPSTREAM.analytics` + `/v1/events`) only with analytics consent, read again here from the
 * consent cookie (the browser checked it too). The worker adds the two-digit consent code
 * (analytics first, then marketing), the signed-in user's id and the brand's channel. Without
 * consent the answer is 204 and nothing is forwarded. Same-origin, custom header and session
 * required, like every state-changing call of the app.
 */
export function analyticsRoutes(options: { fetch?: typeof fetch } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(ANALYTICS_PATH, async (c) => {
    if (!c.var.session) return c.json({ error: 'unauthenticated' }, 401);
    if (!sameOrigin(c) || c.req.header(CSRF_HEADER) !== CSRF_VALUE) return c.json({ error: 'forbidden' }, 403);
    const raw = await c.req.text();
    if (raw.length > MAX_BODY) return c.json({ error: 'too large' }, 413);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return c.json({ error: 'malformed body' }, 400);
    }
    const event = AnalyticsEventInput.safeParse(json);
    if (!event.success) return c.json({ error: 'invalid event' }, 400);
    const consent = consentFromCookies(c.req.header('Cookie'));
    if (!mayTrack(consent)) return c.body(null, 204);
    const base = c.env.UPSTREAM.analytics;
    if (!base) return c.body(null, 204); // no analytics service in this environment
    const body = {
      events: [{
        ...event.data,
        consent: consentCode(consent),
        userId: c.var.session.userId,
        channel: c.var.brand.vendorId,
        at: new Date().toISOString(),
      }],
    };
    try {
      const res = await (options.fetch ?? fetch)(`${base}/v1/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CorrelationId': c.var.correlationId ?? crypto.randomUUID() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok || !Accepted.safeParse(await res.json().catch(() => null)).success) return c.json({ error: 'analytics service failed' }, 502);
      return c.json({ sent: true }, 202);
    } catch {
      return c.json({ error: 'analytics service unreachable' }, 502);
    }
  });
  return app;
}
