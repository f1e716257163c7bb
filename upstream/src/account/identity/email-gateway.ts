import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { linkMail, sendMail } from '../../mail/send';
import { takeRateLimit } from '../common';
import { appOrigin } from '../origin';
import { channelSchema, RATE_MAX, RATE_WINDOW_MS, tokenFailure } from './routes';
import { consumeToken, issueToken, tokenParam } from './tokens';

const BASE = '/email-gateway/api/v1/Profiles/:email/subscription';
const emailParam = z.object({ email: z.email('email must be a valid e-mail address').max(254) });

/**
 * Newsletter double opt-in (no token: the person may not be signed in). The request answers
 * 202 whether or not the address belongs to a customer, so it reveals nothing.
 */
export function registerEmailGateway(app: Hono<UpstreamEnv>): void {
  app.post(
    BASE,
    validate('param', emailParam),
    validate('json', z.object({ channel: channelSchema, appOrigin: z.string().max(200).optional() })),
    async (c) => {
      const email = c.req.valid('param').email.toLowerCase();
      const body = c.req.valid('json');
      if (!(await takeRateLimit(c.env, `subscription:${email}`, RATE_MAX, RATE_WINDOW_MS)))
        return jsonError(c, 429, 'rate_limited', 'too many requests');
      const user = await c.env.DB.prepare('SELECT id FROM users WHERE email = ? AND deleted_at IS NULL')
        .bind(email)
        .first<{ id: string }>();
      const token = await issueToken(c.env, { purpose: 'subscription', userId: user?.id ?? null, email, channel: body.channel });
      const origin = appOrigin(c.env, body.appOrigin ?? c.req.header('X-App-Origin'));
      const link = `${origin}/subscription-confirmation?confirmation-token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      await sendMail(
        c.env,
        linkMail(
          email,
          'Confirm your newsletter subscription',
          'Please confirm that you want to receive our newsletter.',
          'Yes, subscribe me',
          link,
        ),
      );
      return c.json({ status: 'Requested' }, 202);
    },
  );

  app.post(`${BASE}/confirm/:token`, validate('param', emailParam.extend({ token: tokenParam })), async (c) => {
    const p = c.req.valid('param');
    // The app may also send { email, confirmationToken }: when present it must agree with the path.
    const raw: unknown = await c.req.json().catch(() => ({}));
    const body = z.object({ email: z.string().optional(), confirmationToken: z.string().optional() }).safeParse(raw ?? {});
    if (
      body.success &&
      ((body.data.email && body.data.email.toLowerCase() !== p.email.toLowerCase()) ||
        (body.data.confirmationToken && body.data.confirmationToken !== p.token))
    ) {
      return c.json({ error: 'validation', field: 'email', message: 'email: body and path disagree' }, 400);
    }
    const result = await consumeToken(c.env, 'subscription', p.token, { email: p.email });
    if (!result.ok) return tokenFailure(c, result);
    const now = new Date().toISOString();
    await c.env.DB.batch([
      c.env.DB.prepare(
        'INSERT INTO newsletter_subscriptions (email, channel, confirmed_at) VALUES (?, ?, ?) ON CONFLICT (email) DO UPDATE SET channel = excluded.channel, confirmed_at = excluded.confirmed_at',
      ).bind(result.email, result.channel, now),
      c.env.DB.prepare(
        'UPDATE customers SET newsletter = 1, updated = ? WHERE user_id IN (SELECT id FROM users WHERE email = ? AND deleted_at IS NULL)',
      ).bind(now, result.email),
    ]);
    return c.json({ email: result.email, subscribed: true });
  });
}
