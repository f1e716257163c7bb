import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { linkMail, sendMail } from '../../mail/send';
import { auth } from '../auth';
import { type Ctx, loadUser, takeRateLimit } from '../common';
import { appOrigin } from '../origin';
import { deleteAccount } from './delete-account';
import { type ConsumeResult, consumeToken, issueToken, tokenParam } from './tokens';

const BASE = '/identity-api/v2/identities/:idpType/:idpSub';
/** At most this many requests per user and kind in the window, else 429. */
export const RATE_MAX = 3;
export const RATE_WINDOW_MS = 10 * 60_000;

export const channelSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_.-]+$/, 'channel must be a vendor id');
const identityParam = z.object({ idpType: z.string().min(1).max(40), idpSub: z.string().min(1).max(200) });
const tokenParams = identityParam.extend({ token: tokenParam });

/** The identity in the path must be the caller's own (else 404, as for any foreign resource). */
function ownIdentity(c: Ctx, p: { idpType: string; idpSub: string }): boolean {
  return c.var.claims.idp_type === p.idpType && c.var.claims.idp_sub === p.idpSub;
}

export function tokenFailure(c: Ctx, r: Extract<ConsumeResult, { ok: false }>): Response {
  if (r.reason === 'unknown') return jsonError(c, 404, 'not_found', 'confirmation token not found');
  return jsonError(c, 410, r.reason === 'used' ? 'token_used' : 'token_expired', `confirmation token ${r.reason}`);
}

/** Identity API: account deletion and e-mail change, each a request + an e-mailed confirmation. */
export function registerIdentityApi(app: Hono<UpstreamEnv>): void {
  app.post(
    `${BASE}/deleteaccount`,
    ...auth,
    validate('param', identityParam),
    validate('json', z.object({ channel: channelSchema })),
    async (c) => {
      if (!ownIdentity(c, c.req.valid('param'))) return jsonError(c, 404, 'not_found', 'identity not found');
      const user = await loadUser(c.env, c.var.userId);
      if (!user) return jsonError(c, 404, 'not_found', 'identity not found');
      if (!(await takeRateLimit(c.env, `delete:${user.id}`, RATE_MAX, RATE_WINDOW_MS)))
        return jsonError(c, 429, 'rate_limited', 'too many requests');
      const { channel } = c.req.valid('json');
      const token = await issueToken(c.env, { purpose: 'delete-account', userId: user.id, email: user.email, channel });
      const link = `${appOrigin(c.env, c.req.header('X-App-Origin'))}/delete-account-confirmation?confirmation-token=${encodeURIComponent(token)}`;
      await sendMail(
        c.env,
        linkMail(
          user.email,
          'Confirm the deletion of your account',
          'You asked to delete your account. All personal data, photos, projects and order history will be deleted.',
          'Delete my account',
          link,
        ),
      );
      return c.json({ status: 'Requested' }, 202);
    },
  );

  app.post(`${BASE}/deleteaccount/:token/actions/confirm`, ...auth, validate('param', tokenParams), async (c) => {
    const p = c.req.valid('param');
    if (!ownIdentity(c, p)) return jsonError(c, 404, 'not_found', 'identity not found');
    const result = await consumeToken(c.env, 'delete-account', p.token, { userId: c.var.userId });
    if (!result.ok) return tokenFailure(c, result);
    await deleteAccount(c.env, c.var.userId);
    return c.json({ status: 'Deleted' });
  });

  app.post(
    `${BASE}/emailchanges`,
    ...auth,
    validate('param', identityParam),
    validate('json', z.object({ email: z.email('email must be a valid e-mail address').max(254), channel: channelSchema })),
    async (c) => {
      if (!ownIdentity(c, c.req.valid('param'))) return jsonError(c, 404, 'not_found', 'identity not found');
      const user = await loadUser(c.env, c.var.userId);
      if (!user) return jsonError(c, 404, 'not_found', 'identity not found');
      const { email, channel } = c.req.valid('json');
      if (email.toLowerCase() === user.email.toLowerCase()) {
        return c.json({ error: 'validation', field: 'email', message: 'email: is already the address of this account' }, 400);
      }
      if (!(await takeRateLimit(c.env, `email:${user.id}`, RATE_MAX, RATE_WINDOW_MS)))
        return jsonError(c, 429, 'rate_limited', 'too many requests');
      // The answer never says whether another account has this address (no account probing): an
      // address in use gets the same 202, and only its own mailbox is told, without a link. The
      // confirm step still answers 409 when the address was taken in the meantime.
      const taken = await c.env.DB.prepare('SELECT 1 AS x FROM users WHERE email = ? AND id != ?').bind(email, user.id).first();
      if (taken) {
        await sendMail(c.env, {
          to: email,
          subject: 'Your e-mail address is already in use',
          text: 'Someone asked to make this address the e-mail address of an account, but it already belongs to an account. Nothing was changed. If this was not you, you can ignore this e-mail.',
          html: '<p>Someone asked to make this address the e-mail address of an account, but it already belongs to an account. Nothing was changed. If this was not you, you can ignore this e-mail.</p>',
        });
        return c.json({ status: 'Requested' }, 202);
      }
      const token = await issueToken(c.env, { purpose: 'change-email', userId: user.id, email, channel });
      const link = `${appOrigin(c.env, c.req.header('X-App-Origin'))}/change-email-confirmation?confirmation-token=${encodeURIComponent(token)}`;
      await sendMail(
        c.env,
        linkMail(
          email,
          'Confirm your new e-mail address',
          `Confirm that ${email} should become the e-mail address of your account.`,
          'Confirm e-mail address',
          link,
        ),
      );
      return c.json({ status: 'Requested' }, 202);
    },
  );

  app.post(`${BASE}/emailchanges/:token/actions/confirm`, ...auth, validate('param', tokenParams), async (c) => {
    const p = c.req.valid('param');
    if (!ownIdentity(c, p)) return jsonError(c, 404, 'not_found', 'identity not found');
    const result = await consumeToken(c.env, 'change-email', p.token, { userId: c.var.userId });
    if (!result.ok) return tokenFailure(c, result);
    const taken = await c.env.DB.prepare('SELECT 1 AS x FROM users WHERE email = ? AND id != ?').bind(result.email, c.var.userId).first();
    if (taken) return jsonError(c, 409, 'conflict', 'e-mail address already in use');
    const old = await loadUser(c.env, c.var.userId);
    await c.env.DB.prepare('UPDATE users SET email = ? WHERE id = ?').bind(result.email, c.var.userId).run();
    if (old) {
      await sendMail(c.env, {
        to: old.email,
        subject: 'Your e-mail address was changed',
        text: `The e-mail address of your account is now ${result.email}. If this was not you, contact customer care.`,
        html: `<p>The e-mail address of your account was changed. If this was not you, contact customer care.</p>`,
      });
    }
    return c.json({ status: 'Changed', email: result.email });
  });
}
