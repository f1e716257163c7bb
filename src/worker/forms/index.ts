import { type Context, Hono } from 'hono';
import { integrationActions } from '../../features/integration/actions';
import { orderActions } from '../../features/orders/actions';
import { projectActions } from '../../features/projects/actions';
import { settingsActions } from '../../features/settings/actions';
import { widgetActions } from '../../features/widgets/actions';
import { UpstreamHttpError } from '../../shared/api/errors';
import { identityApi } from '../../shared/api/identity';
import type { ActionInput, FormAction, FormOutcome } from '../../shared/forms/action';
import { fieldErrorsFor } from '../../shared/forms/search-errors';
import { apiForRequest, transportForRequest } from '../api';
import { forgetCustomerGate } from '../auth';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { upstreamFieldNames } from '../errors/upstream-fields';
import { overLimit, RATE_LIMIT_PERIOD_S } from '../middleware/rate-limit';
import { reportError } from '../reporting';
import { formValues } from './form-values';
import { formGuard } from './request';
import { type RefusedPageRenderer, renderRefusedWith, respond } from './respond';

/** Every page's form actions, each beside its page's loader (src/features/<feature>/actions.ts). */
const ACTIONS: readonly FormAction[] = [...settingsActions, ...widgetActions, ...integrationActions, ...orderActions, ...projectActions];

/** What a path parameter may be: an id as the upstream writes them. Anything else is a 404. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The action's input for this request: the post, the signed-in customer and their clients. */
async function inputFor(c: Context<AppEnv>, mail: { usedUp: boolean }): Promise<ActionInput> {
  const s = c.var.session!;
  const report = (error: unknown, action: string) => void reportError(c, error, { source: 'worker', action: `${action}_FAILED` });
  return {
    form: await formValues(c),
    params: c.req.param() as Record<string, string>,
    account: { idpType: s.idpType, idpSub: s.idpSub, isBusiness: s.isBusiness },
    vendorId: c.var.brand.vendorId,
    api: apiForRequest(c),
    identity: () => identityApi(transportForRequest(c)('identity')),
    appOrigin: new URL(c.req.url).origin,
    // One unit of the RL_MAIL budget per mail about to be sent: a refused submission spends nothing.
    spendMail: async () => {
      mail.usedUp = await overLimit(c, 'RL_MAIL', 'user');
      return !mail.usedUp;
    },
    report,
    customerChanged: () => forgetCustomerGate(c),
    failed: (error, action): FormOutcome => {
      const status = error instanceof UpstreamHttpError ? error.status : 0;
      if (status === 429) return { status: 'tooMany' };
      if (status === 400 && error instanceof UpstreamHttpError)
        return { status: 'invalid', fieldErrors: fieldErrorsFor(upstreamFieldNames(error.body)) };
      report(error, action);
      return { status: 'failed' };
    },
  };
}

/** Mounts one action: the guard, its path's ids, its audience, then its answer. */
function mount(app: Hono<AppEnv>, action: FormAction): void {
  app.post(action.path, ...formGuard, async (c) => {
    if (Object.values(c.req.param() as Record<string, string>).some((v) => !ID.test(v))) throw httpError(404);
    if (action.audience && (action.audience === 'business') !== c.var.session!.isBusiness) return c.redirect('/', 303);
    const mail = { usedUp: false };
    const answer = await action.run(await inputFor(c, mail));
    if ('notFound' in answer) throw httpError(404);
    const res = await respond(c, answer.page, answer.outcome, answer.query);
    if (mail.usedUp) res.headers.set('Retry-After', String(RATE_LIMIT_PERIOD_S.RL_MAIL));
    return res;
  });
}

/**
 * The one runner of the pages' form actions (src/shared/forms/action.ts): each posts to its page's
 * address, before hydration as plain HTML and after it with `fetch` (src/components/form). The
 * session guard and the CSRF check first (request.ts), then the action, then a 303 back to the page
 * with its status, the page again with what was typed, or the same outcome as JSON for the hydrated
 * form (respond.ts). GET of these paths stays with the SSR catch-all. Mount after `session()` and
 * before the catch-all; `renderPage` renders a refused plain post's page (the app's SSR).
 */
export function formActions(o: { renderPage: RefusedPageRenderer }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Posts only: the app's other requests pass these sub-app middlewares too.
  app.on('POST', '*', renderRefusedWith(o.renderPage));
  for (const action of ACTIONS) mount(app, action);
  return app;
}
