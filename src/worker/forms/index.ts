import { type Context, Hono } from 'hono';
import { isCurrentEmail } from '../../features/settings';
import { UpstreamHttpError } from '../../shared/api/errors';
import { createHttp } from '../../shared/api/http';
import { identityApi } from '../../shared/api/identity';
import { DEFAULT_TIMEOUT_MS } from '../../shared/api/keys';
import { fieldErrorsFor } from '../../shared/forms/form-status';
import {
  addressSchema,
  emailChangeSchema,
  FORM_FIELDS,
  galleryEntrySchema,
  newsletterSchema,
  parseForm,
  paymentMethodSchema,
  personalDetailsFor,
  widgetShareSchema,
} from '../../shared/forms/schemas';
import { acceptLanguageFor, apiForRequest } from '../api';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { upstreamFieldNames } from '../errors/upstream-fields';
import { overLimit, RATE_LIMIT_PERIOD_S } from '../middleware/rate-limit';
import { observedFetch } from '../middleware/request-log/upstream-calls';
import { reportError } from '../reporting';
import { formValues } from './form-values';
import { registerFtpForm } from './ftp';
import { registerOrderAddressForm } from './order-address';
import { registerOrderProductForms } from './order-products';
import { formGuard } from './request';
import { type FormOutcome, type RefusedPageRenderer, renderRefusedWith, respond } from './respond';
import { registerSavedProjectForms } from './saved-projects';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Spends one unit of the RL_MAIL budget for a mail about to be sent; the form's 'too many requests'
 * outcome (JSON, or the no-JS redirect, with Retry-After) when it is used up, else null. Called
 * only once the form's input passed every check, so a refused or mail-less submission spends nothing.
 */
async function mailBudgetSpent(c: Context<AppEnv>, page: string, id?: string): Promise<Response | null> {
  if (!(await overLimit(c, 'RL_MAIL', 'user'))) return null;
  const res = await respond(c, page, { status: 'tooMany', ...(id ? { id } : {}) });
  res.headers.set('Retry-After', String(RATE_LIMIT_PERIOD_S.RL_MAIL));
  return res;
}

/** Upstream status → what the form shows; 409 and 429 keep their meaning, the rest is 'failed'. */
function failure(c: Context<AppEnv>, error: unknown, action: string): FormOutcome {
  const status = error instanceof UpstreamHttpError ? error.status : 0;
  if (status === 429) return { status: 'tooMany' };
  if (status === 400 && error instanceof UpstreamHttpError)
    return { status: 'invalid', fieldErrors: fieldErrorsFor(upstreamFieldNames(error.body)) };
  void reportError(c, error, { source: 'worker', action: `${action}_FAILED` });
  return { status: 'failed' };
}

/**
 * Whether `typed` is the address the account has now, as the customer API (and the page) says; a
 * failed look-up lets the request through (the identity API has the last word anyway).
 */
async function isCustomersEmail(c: Context<AppEnv>, typed: string): Promise<boolean> {
  try {
    const me = await apiForRequest(c).customer.me();
    return !!me && isCurrentEmail(typed, me.email);
  } catch {
    return false;
  }
}

/** `Accept-Language` of the brand, when known. */
function acceptLanguageHeaders(c: Context<AppEnv>): Record<string, string> {
  const value = acceptLanguageFor(c);
  return value ? { 'Accept-Language': value } : {};
}

/** The identity API with `X-App-Origin`, so the e-mailed links point at this app's origin. */
function identityFor(c: Context<AppEnv>) {
  const baseUrl = c.env.UPSTREAM.identity;
  if (!baseUrl) throw new Error('UPSTREAM.identity is not configured');
  const token = c.var.accessToken;
  return identityApi(
    createHttp({
      baseUrl,
      correlationId: c.var.correlationId ?? crypto.randomUUID(),
      getToken: () => token,
      headers: { 'X-App-Origin': new URL(c.req.url).origin, ...acceptLanguageHeaders(c) },
      fetch: observedFetch('identity', baseUrl),
      timeoutMs: DEFAULT_TIMEOUT_MS,
    }),
  );
}

/**
 * The one write path of the settings, address, payment, widget, gallery and FTP forms: the form
 * posts here, before hydration as plain HTML and after it with `fetch` (src/components/form). The
 * form's zod schema (src/shared/forms), the upstream through the typed server client, then a 303
 * back to the page with a status (or field names on a validation failure), or the same outcome as
 * JSON for the hydrated form (`respond.ts`). GET of these paths stays with the SSR catch-all.
 * Mount after `session()` and before the catch-all. `renderPage` renders a refused plain post's page
 * (the app's SSR: respond.ts).
 */
export function settingsForms(o: { renderPage: RefusedPageRenderer }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Posts only: the app's other requests pass these sub-app middlewares too.
  app.on('POST', '*', renderRefusedWith(o.renderPage));
  const paths = [
    '/settings',
    '/settings/b2b',
    '/settings/personal-details',
    '/settings/email',
    '/settings/b2b/email',
    '/settings/payment-method',
    '/settings/new-address',
    '/settings/b2b/new-address',
    '/settings/address/:id',
    '/settings/b2b/address/:id',
    '/widgets',
    '/widgets/:code/share',
  ];
  for (const p of paths) app.post(p, ...formGuard);
  registerFtpForm(app); // /integration (business): the FTP callback form, guarded the same way
  registerOrderAddressForm(app); // /orders/{code}: 'Change delivery address' without JavaScript
  registerOrderProductForms(app); // /orders/{code}/products/{product}: 'Reorder', 'Request online version'
  registerSavedProjectForms(app); // /saved-projects: a project's 'Delete project' after its confirmation

  // Settings page: newsletter and the account-deletion request.
  for (const page of ['/settings', '/settings/b2b'] as const) {
    app.post(page, async (c) => {
      const form = await formValues(c);
      if ((page === '/settings/b2b') !== c.var.session!.isBusiness) return c.redirect('/', 303);
      if (form._action === 'newsletter') {
        const parsed = parseForm(newsletterSchema, form, FORM_FIELDS.newsletter);
        if (!parsed.ok) return respond(c, page, { status: 'invalid', fieldErrors: parsed.errors });
        try {
          await apiForRequest(c).customer.update(parsed.value);
          return respond(c, page, { status: 'saved', id: 'newsletter' });
        } catch (e) {
          return respond(c, page, { ...failure(c, e, 'UPDATE_NEWSLETTER'), id: 'newsletter' });
        }
      }
      if (form._action === 'delete-account') {
        const s = c.var.session!;
        const limited = await mailBudgetSpent(c, page, 'delete');
        if (limited) return limited;
        try {
          await identityFor(c).requestDeleteAccount({ idpType: s.idpType, idpSub: s.idpSub }, c.var.brand.vendorId);
          return respond(c, page, { status: 'sent', id: 'delete' });
        } catch (e) {
          return respond(c, page, { ...failure(c, e, 'DELETE_ACCOUNT_REQUEST'), id: 'delete' });
        }
      }
      return respond(c, page, { status: 'invalid' });
    });
  }

  app.post('/settings/personal-details', async (c) => {
    const page = '/settings/personal-details';
    const business = c.var.session!.isBusiness;
    const parsed = parseForm(
      personalDetailsFor(business),
      await formValues(c),
      business ? FORM_FIELDS.businessDetails : FORM_FIELDS.personalDetails,
    );
    if (!parsed.ok) return respond(c, page, { status: 'invalid', fieldErrors: parsed.errors });
    try {
      await apiForRequest(c).customer.update(parsed.value);
      return respond(c, page, { status: 'saved' });
    } catch (e) {
      return respond(c, page, failure(c, e, 'UPDATE_PERSONAL_DETAILS'));
    }
  });

  for (const page of ['/settings/email', '/settings/b2b/email'] as const) {
    app.post(page, async (c) => {
      if ((page === '/settings/b2b/email') !== c.var.session!.isBusiness) return c.redirect('/', 303);
      const parsed = parseForm(emailChangeSchema, await formValues(c), FORM_FIELDS.email);
      if (!parsed.ok) return respond(c, page, { status: 'invalid', fieldErrors: parsed.errors });
      const s = c.var.session!;
      // The current address typed again: the same message next to the field as the hydrated form
      // gives (issue 17 §3), with what was typed kept, and no mail that would change nothing.
      if (await isCustomersEmail(c, parsed.value.email))
        return respond(c, page, { status: 'sameEmail', fieldErrors: fieldErrorsFor(['email']) });
      const limited = await mailBudgetSpent(c, page);
      if (limited) return limited;
      try {
        await identityFor(c).requestEmailChange({ idpType: s.idpType, idpSub: s.idpSub }, parsed.value.email, c.var.brand.vendorId);
        return respond(c, page, { status: 'sent' });
      } catch (e) {
        // 409 says only what the spec's message says (in use); nothing else about other accounts.
        if (e instanceof UpstreamHttpError && e.status === 409) return respond(c, page, { status: 'inUse' });
        if (e instanceof UpstreamHttpError && e.status === 400)
          return respond(c, page, { status: 'invalid', fieldErrors: fieldErrorsFor(['email']) });
        return respond(c, page, failure(c, e, 'CHANGE_EMAIL_REQUEST'));
      }
    });
  }

  app.post('/settings/payment-method', async (c) => {
    const page = '/settings/payment-method';
    const parsed = parseForm(paymentMethodSchema, await formValues(c), FORM_FIELDS.paymentMethod);
    if (!parsed.ok) return respond(c, page, { status: 'invalid', fieldErrors: fieldErrorsFor(['type']) });
    try {
      const api = apiForRequest(c);
      const me = await api.customer.me();
      if (!me?.availablePaymentMethods.some((p) => p.type === parsed.value.type))
        return respond(c, page, { status: 'invalid', fieldErrors: fieldErrorsFor(['type']) });
      await api.customer.update({ paymentMethod: { type: parsed.value.type } });
      return respond(c, page, { status: 'saved' });
    } catch (e) {
      return respond(c, page, failure(c, e, 'UPDATE_PAYMENT_METHOD'));
    }
  });

  // Addresses: create, update, delete (consumer and business screens).
  for (const prefix of ['/settings', '/settings/b2b'] as const) {
    const list = prefix === '/settings' ? '/settings/addresses/all' : '/settings/b2b';
    const wrongKind = (c: Context<AppEnv>) => (prefix === '/settings/b2b') !== c.var.session!.isBusiness;
    app.post(`${prefix}/new-address`, async (c) => {
      if (wrongKind(c)) return c.redirect('/', 303);
      const page = `${prefix}/new-address`;
      const parsed = parseForm(addressSchema, await formValues(c), FORM_FIELDS.address);
      if (!parsed.ok) return respond(c, page, { status: 'invalid', fieldErrors: parsed.errors });
      try {
        const a = await apiForRequest(c).customer.createAddress(parsed.value);
        return respond(c, list, { status: 'created', id: a.id });
      } catch (e) {
        return respond(c, page, failure(c, e, 'CREATE_ADDRESS'));
      }
    });
    app.post(`${prefix}/address/:id`, async (c) => {
      if (wrongKind(c)) return c.redirect('/', 303);
      const id = c.req.param('id');
      if (!ID.test(id)) throw httpError(404);
      const page = `${prefix}/address/${id}`;
      const form = await formValues(c);
      const api = apiForRequest(c);
      if (form._action === 'delete') {
        try {
          await api.customer.deleteAddress(id);
          return respond(c, list, { status: 'deleted', id });
        } catch (e) {
          // Already deleted elsewhere: what the customer asked for is true.
          if (e instanceof UpstreamHttpError && e.status === 404) return respond(c, list, { status: 'deleted', id });
          return respond(c, page, failure(c, e, 'DELETE_ADDRESS'));
        }
      }
      const parsed = parseForm(addressSchema, form, FORM_FIELDS.address);
      if (!parsed.ok) return respond(c, page, { status: 'invalid', fieldErrors: parsed.errors });
      try {
        await api.customer.updateAddress(id, parsed.value);
        return respond(c, list, { status: 'saved', id });
      } catch (e) {
        // Deleted in another tab or on another device: trying again cannot work; the list says so.
        if (e instanceof UpstreamHttpError && e.status === 404) return respond(c, list, { status: 'gone', id });
        return respond(c, page, failure(c, e, 'UPDATE_ADDRESS'));
      }
    });
  }

  // Widgets (consumer only): create / refresh / delete, gallery entries, share by e-mail.
  app.post('/widgets', async (c) => {
    if (c.var.session!.isBusiness) return c.redirect('/', 303);
    const form = await formValues(c);
    const code = form.productCode ?? '';
    if (!ID.test(code)) return respond(c, '/widgets', { status: 'invalid' });
    const api = apiForRequest(c).widgets;
    try {
      switch (form._action) {
        case 'create':
        case 'refresh':
          await api.refresh(code);
          return respond(c, '/widgets', { status: form._action === 'create' ? 'created' : 'refreshed', id: code });
        case 'delete':
          await api.remove(code);
          return respond(c, '/widgets', { status: 'deleted', id: code });
        case 'gallery-create':
        case 'gallery-update': {
          const parsed = parseForm(galleryEntrySchema, form, FORM_FIELDS.gallery);
          if (!parsed.ok) return respond(c, '/widgets', { status: 'invalid', fieldErrors: parsed.errors, id: code });
          const channel = c.var.brand.vendorId;
          if (form._action === 'gallery-create') {
            const w = await api.widget(code);
            if (!w) return respond(c, '/widgets', { status: 'failed', id: code });
            await api.createGalleryEntry({ ...parsed.value, widgetId: w.widgetId, channel });
          } else {
            const entry = form.entryId ?? '';
            if (!ID.test(entry)) return respond(c, '/widgets', { status: 'invalid', id: code });
            await api.updateGalleryEntry(entry, channel, parsed.value);
          }
          return respond(c, '/widgets', { status: 'saved', id: code });
        }
        case 'gallery-delete': {
          const entry = form.entryId ?? '';
          if (!ID.test(entry)) return respond(c, '/widgets', { status: 'invalid', id: code });
          await api.deleteGalleryEntry(entry, c.var.brand.vendorId);
          return respond(c, '/widgets', { status: 'deleted', id: code });
        }
        default:
          return respond(c, '/widgets', { status: 'invalid' });
      }
    } catch (e) {
      return respond(c, '/widgets', { ...failure(c, e, 'WIDGET_ACTION'), id: code });
    }
  });

  app.post('/widgets/:code/share', async (c) => {
    if (c.var.session!.isBusiness) return c.redirect('/', 303);
    const code = c.req.param('code');
    if (!ID.test(code)) throw httpError(404);
    const page = `/widgets/${code}/share`;
    const parsed = parseForm(widgetShareSchema, await formValues(c), FORM_FIELDS.widgetShare);
    if (!parsed.ok) return respond(c, page, { status: 'invalid', fieldErrors: parsed.errors });
    const limited = await mailBudgetSpent(c, page);
    if (limited) return limited;
    try {
      await apiForRequest(c).widgets.share(code, { vendorId: c.var.brand.vendorId, ...parsed.value });
      return respond(c, '/widgets', { status: 'shared', id: code });
    } catch (e) {
      // No such widget of this customer's (issue 35 §5): the same 404 as its page.
      if (e instanceof UpstreamHttpError && (e.status === 404 || e.status === 401)) throw httpError(404);
      return respond(c, page, failure(c, e, 'SHARE_WIDGET'));
    }
  });

  return app;
}
