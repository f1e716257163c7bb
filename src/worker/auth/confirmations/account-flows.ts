import type { Context, Hono } from 'hono';
import { acceptLanguageFor } from '../../api';
import type { AppEnv } from '../../env';
import { logEvent } from '../../logging';
import { CSRF_FIELD, formTokenValid, issueFormToken, originProblem } from '../../middleware/csrf';
import { type AuthReporter, consoleReporter } from '../report';
import { loginUrlFor } from '../session';
import { closeUserSockets } from './close-sockets';
import { confirmPage, seeOther } from './page';
import { accountConfirmForm, confirmationToken, firstValues } from './schemas';
import { confirmUpstream } from './upstream-call';

export interface ConfirmationOptions {
  /** Receives failed confirmations ('DELETE_ACCOUNT_CONFIRM_FAILED', …); default console.error. */
  report?: AuthReporter;
  /** Replaces fetch for upstream calls (tests only). */
  fetch?: typeof fetch;
}

/** The two signed-in confirmation flows of account-area §2 (inside the authentication wrapper). */
interface AccountFlow {
  path: '/delete-account-confirmation' | '/change-email-confirmation';
  purpose: 'delete-account' | 'change-email';
  success: '/account-deleted' | '/change-email-success';
  error: '/delete-account-error' | '/change-email-error';
}

export const ACCOUNT_FLOWS: readonly AccountFlow[] = [
  {
    path: '/delete-account-confirmation',
    purpose: 'delete-account',
    success: '/account-deleted',
    error: '/delete-account-error',
  },
  {
    path: '/change-email-confirmation',
    purpose: 'change-email',
    success: '/change-email-success',
    error: '/change-email-error',
  },
];

/** Sign-in first, coming back to the link itself (the token stays in our signed state cookie). */
function signInFirst(c: Context<AppEnv>, token: string, path: string): Response {
  const back = new URL(`${path}?confirmation-token=${encodeURIComponent(token)}`, c.req.url);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(loginUrlFor(back), 302);
}

function register(app: Hono<AppEnv>, f: AccountFlow, o: ConfirmationOptions): void {
  // GET only shows the form: a mail scanner that follows the link consumes nothing.
  app.get(f.path, async (c) => {
    const token = confirmationToken.safeParse(c.req.query('confirmation-token'));
    if (!token.success) return seeOther(c, f.error);
    const session = c.var.session;
    if (!session) return signInFirst(c, token.data, f.path);
    const csrf = await issueFormToken(c, f.purpose, session.userId);
    // The page (texts, form action) is the route of f.path; it gets only the checked fields.
    return confirmPage(c, { fields: { 'confirmation-token': token.data, [CSRF_FIELD]: csrf } });
  });

  app.post(f.path, async (c) => {
    // Cross-site posts and bad CSRF tokens are refused without calling the upstream.
    if (originProblem(c, 'form')) return seeOther(c, f.error);
    const form = accountConfirmForm.safeParse(firstValues(await c.req.parseBody()));
    if (!form.success) return seeOther(c, f.error);
    const token = form.data['confirmation-token'];
    const session = c.var.session;
    const accessToken = c.var.accessToken;
    if (!session || !accessToken) return signInFirst(c, token, f.path);
    if (!(await formTokenValid(c, f.purpose, session.userId, form.data[CSRF_FIELD]))) return seeOther(c, f.error);
    const result = await confirmUpstream(
      {
        env: c.env,
        correlationId: c.var.correlationId,
        accessToken,
        acceptLanguage: acceptLanguageFor(c),
        ...(o.fetch ? { fetch: o.fetch } : {}),
      },
      f.purpose,
      // The identity comes from the verified token only, never from the form.
      { token, identity: { idpType: session.idpType, idpSub: session.idpSub } },
    );
    if (!result.ok) {
      // The spec's failed-action report; expired, reused or tampered links land here.
      reportFailure(c, o, `${f.purpose.toUpperCase().replace('-', '_')}_CONFIRM_FAILED (status ${result.status})`);
      return seeOther(c, f.error);
    }
    // The deleted account's open sockets close now, not when their tickets would have run out.
    if (f.purpose === 'delete-account') await closeUserSockets(c.env, session.userId);
    // Signed out with a redirect to the result page (account-area §2).
    return seeOther(c, `/logout?next=${encodeURIComponent(f.success)}`);
  });
}

export function registerAccountFlows(app: Hono<AppEnv>, o: ConfirmationOptions): void {
  for (const f of ACCOUNT_FLOWS) register(app, f, o);
}

export function reportFailure(c: Context<AppEnv>, o: ConfirmationOptions, message: string): void {
  try {
    (o.report ?? consoleReporter)(message, { correlationId: c.var.correlationId ?? 'unknown', path: new URL(c.req.url).pathname }, c);
  } catch (err) {
    logEvent('error', 'confirmation reporter failed', { correlationId: c.var.correlationId, error: err });
  }
}
