import type { Hono } from 'hono';
import { acceptLanguageFor } from '../../api';
import type { AppEnv } from '../../env';
import { CSRF_FIELD, formTokenValid, issueFormToken, originProblem } from '../../middleware/csrf';
import { type ConfirmationOptions, reportFailure } from './account-flows';
import { confirmPage, seeOther } from './page';
import { firstValues, subscriptionForm, subscriptionQuery } from './schemas';
import { confirmUpstream } from './upstream-call';

const PATH = '/subscription-confirmation';
const SUCCESS = '/subscription-confirmation-success';
const ERROR = '/subscription-confirmation-error';

/**
 * Double opt-in (account-area §2, public, no sign-in): GET shows a confirm form for
 * `confirmation-token` and `email`; the POST calls the e-mail gateway (no bearer) and goes to the
 * success or error page. A missing or malformed parameter goes straight to the error page.
 */
export function registerSubscription(app: Hono<AppEnv>, o: ConfirmationOptions): void {
  app.get(PATH, async (c) => {
    const q = subscriptionQuery.safeParse(firstValues(c.req.queries()));
    if (!q.success) return seeOther(c, ERROR);
    const csrf = await issueFormToken(c, 'subscription', '');
    return confirmPage(c, {
      email: q.data.email,
      fields: { 'confirmation-token': q.data['confirmation-token'], email: q.data.email, [CSRF_FIELD]: csrf },
    });
  });

  app.post(PATH, async (c) => {
    if (originProblem(c, 'form')) return seeOther(c, ERROR);
    const form = subscriptionForm.safeParse(firstValues(await c.req.parseBody()));
    if (!form.success) return seeOther(c, ERROR);
    if (!(await formTokenValid(c, 'subscription', '', form.data[CSRF_FIELD]))) return seeOther(c, ERROR);
    const { email } = form.data;
    const token = form.data['confirmation-token'];
    const result = await confirmUpstream(
      { env: c.env, correlationId: c.var.correlationId, acceptLanguage: acceptLanguageFor(c), ...(o.fetch ? { fetch: o.fetch } : {}) },
      'subscription',
      { token, email },
    );
    if (!result.ok) {
      reportFailure(c, o, `SUBSCRIPTION_CONFIRM_FAILED (status ${result.status})`);
      // The error page's 'Try again' opens the same confirmation again (issue 17 §3): the link's own
      // parameters, already checked above, travel along.
      return seeOther(c, `${ERROR}?${new URLSearchParams({ 'confirmation-token': token, email })}`);
    }
    return seeOther(c, SUCCESS);
  });
}
