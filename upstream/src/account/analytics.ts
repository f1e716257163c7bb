import type { Hono } from 'hono';
import { z } from 'zod';
import { developmentOnly } from '../admin/gate';
import type { UpstreamEnv } from '../env';
import { jsonError, validate } from '../http/validate';

/**
 * Analytics collection (the retailer's analytics service, account-area §2/§7: the cookie-consent
 * code handed to analytics, events only as consent allows). The app's worker forwards the events
 * of signed-in users; the collector refuses any event whose consent code lacks analytics consent
 * (first digit 0), so a bug in the app can't store what the customer refused.
 * `GET /__admin/analytics` (development only) lists what was collected, for tests.
 */
const propertyValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);
export const analyticsEvent = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/, 'name must be a lower-case event name'),
  /** Two digits, analytics first, then marketing. */
  consent: z.string().regex(/^[01]{2}$/, 'consent must be a two-digit code'),
  userId: z.string().min(1).max(200).nullable(),
  channel: z.string().regex(/^[A-Za-z0-9_.-]{1,50}$/, 'channel must be a vendor id'),
  properties: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), propertyValue)
    .refine((p) => Object.keys(p).length <= 20, 'at most 20 properties'),
  at: z.iso.datetime(),
});
const batch = z.strictObject({ events: z.array(analyticsEvent).min(1).max(20) });

const row = z.object({
  id: z.number(),
  user_id: z.string().nullable(),
  channel: z.string(),
  name: z.string(),
  consent: z.string(),
  properties: z.string(),
  at: z.string(),
  received: z.string(),
});

export function registerAnalytics(app: Hono<UpstreamEnv>): void {
  app.post('/analytics/v1/events', validate('json', batch), async (c) => {
    const { events } = c.req.valid('json');
    if (events.some((e) => e.consent[0] !== '1')) return jsonError(c, 400, 'no_consent', 'events need analytics consent (consent code 1x)');
    const received = new Date().toISOString();
    await c.env.DB.batch(
      events.map((e) =>
        c.env.DB.prepare(
          'INSERT INTO analytics_events (user_id, channel, name, consent, properties, at, received) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).bind(e.userId, e.channel, e.name, e.consent, JSON.stringify(e.properties), e.at, received),
      ),
    );
    return c.json({ accepted: events.length }, 202);
  });

  app.get(
    '/__admin/analytics',
    developmentOnly,
    validate('query', z.object({ userId: z.string().max(200).optional(), name: z.string().max(64).optional() })),
    async (c) => {
      const { userId, name } = c.req.valid('query');
      const { results } = await c.env.DB.prepare(
        'SELECT * FROM analytics_events WHERE (?1 IS NULL OR user_id = ?1) AND (?2 IS NULL OR name = ?2) ORDER BY id DESC LIMIT 200',
      )
        .bind(userId ?? null, name ?? null)
        .all();
      const events = results.map((r) => {
        const e = row.parse(r);
        return {
          id: e.id,
          userId: e.user_id,
          channel: e.channel,
          name: e.name,
          consent: e.consent,
          properties: z.record(z.string(), propertyValue).parse(JSON.parse(e.properties)),
          at: e.at,
          received: e.received,
        };
      });
      return c.json({ events });
    },
  );
}
