import { UpstreamHttpError } from '../../shared/api/errors';
import { type ActionInput, at, type FormAction } from '../../shared/forms/action';
import {
  addressSchema,
  emailChangeSchema,
  FORM_FIELDS,
  newsletterSchema,
  parseForm,
  paymentMethodSchema,
  personalDetailsFor,
} from '../../shared/forms/schemas';
import { fieldErrorsFor } from '../../shared/forms/search-errors';
import { isCurrentEmail } from './same-email';

/**
 * The settings pages' form actions (src/shared/forms/action.ts), one per page address, beside their
 * loaders (loaders.ts): the settings page's newsletter and account-deletion request, personal
 * details, the e-mail change, the payment method and the addresses (create, update, delete). The
 * consumer pages and their business twins (`/settings/b2b/…`) share them, each for its kind.
 */

const audienceOf = (page: string) => (page.startsWith('/settings/b2b') ? 'business' : 'consumer');

/** /settings and /settings/b2b: the newsletter box and the account-deletion request. */
const settingsPage = (page: '/settings' | '/settings/b2b'): FormAction => ({
  path: page,
  audience: audienceOf(page),
  async run({ form, api, account, vendorId, identity, appOrigin, spendMail, failed }) {
    if (form._action === 'newsletter') {
      const parsed = parseForm(newsletterSchema, form, FORM_FIELDS.newsletter);
      if (!parsed.ok) return at(page, { status: 'invalid', fieldErrors: parsed.errors });
      try {
        await api.customer.update(parsed.value);
        return at(page, { status: 'saved', id: 'newsletter' });
      } catch (e) {
        return at(page, { ...failed(e, 'UPDATE_NEWSLETTER'), id: 'newsletter' });
      }
    }
    if (form._action === 'delete-account') {
      if (!(await spendMail())) return at(page, { status: 'tooMany', id: 'delete' });
      try {
        await identity().requestDeleteAccount(account, vendorId, appOrigin);
        return at(page, { status: 'sent', id: 'delete' });
      } catch (e) {
        return at(page, { ...failed(e, 'DELETE_ACCOUNT_REQUEST'), id: 'delete' });
      }
    }
    return at(page, { status: 'invalid' });
  },
});

const personalDetails: FormAction = {
  path: '/settings/personal-details',
  async run({ form, api, account, failed, customerChanged }) {
    const page = '/settings/personal-details';
    const fields = account.isBusiness ? FORM_FIELDS.businessDetails : FORM_FIELDS.personalDetails;
    const parsed = parseForm(personalDetailsFor(account.isBusiness), form, fields);
    if (!parsed.ok) return at(page, { status: 'invalid', fieldErrors: parsed.errors });
    try {
      await api.customer.update(parsed.value);
      customerChanged();
      return at(page, { status: 'saved' });
    } catch (e) {
      return at(page, failed(e, 'UPDATE_PERSONAL_DETAILS'));
    }
  },
};

/**
 * Whether `typed` is the address the account has now, as the customer API (and the page) says; a
 * failed look-up lets the request through (the identity API has the last word anyway).
 */
async function isCustomersEmail(api: ActionInput['api'], typed: string): Promise<boolean> {
  try {
    const me = await api.customer.me();
    return !!me && isCurrentEmail(typed, me.email);
  } catch {
    return false;
  }
}

const emailChange = (page: '/settings/email' | '/settings/b2b/email'): FormAction => ({
  path: page,
  audience: audienceOf(page),
  async run({ form, api, account, vendorId, identity, appOrigin, spendMail, failed }) {
    const parsed = parseForm(emailChangeSchema, form, FORM_FIELDS.email);
    if (!parsed.ok) return at(page, { status: 'invalid', fieldErrors: parsed.errors });
    // The current address typed again: the same message next to the field as the hydrated form
    // gives (issue 17 §3), with what was typed kept, and no mail that would change nothing.
    if (await isCustomersEmail(api, parsed.value.email)) return at(page, { status: 'sameEmail', fieldErrors: fieldErrorsFor(['email']) });
    if (!(await spendMail())) return at(page, { status: 'tooMany' });
    try {
      await identity().requestEmailChange(account, parsed.value.email, vendorId, appOrigin);
      return at(page, { status: 'sent' });
    } catch (e) {
      // 409 says only what the spec's message says (in use); nothing else about other accounts.
      if (e instanceof UpstreamHttpError && e.status === 409) return at(page, { status: 'inUse' });
      if (e instanceof UpstreamHttpError && e.status === 400)
        return at(page, { status: 'invalid', fieldErrors: fieldErrorsFor(['email']) });
      return at(page, failed(e, 'CHANGE_EMAIL_REQUEST'));
    }
  },
});

const paymentMethod: FormAction = {
  path: '/settings/payment-method',
  async run({ form, api, failed }) {
    const page = '/settings/payment-method';
    const refused = at(page, { status: 'invalid', fieldErrors: fieldErrorsFor(['type']) });
    const parsed = parseForm(paymentMethodSchema, form, FORM_FIELDS.paymentMethod);
    if (!parsed.ok) return refused;
    try {
      const me = await api.customer.me();
      if (!me?.availablePaymentMethods.some((p) => p.type === parsed.value.type)) return refused;
      await api.customer.update({ paymentMethod: { type: parsed.value.type } });
      return at(page, { status: 'saved' });
    } catch (e) {
      return at(page, failed(e, 'UPDATE_PAYMENT_METHOD'));
    }
  },
};

/** New address: back to the address list with the new one marked. */
const newAddress = (prefix: '/settings' | '/settings/b2b', list: string): FormAction => ({
  path: `${prefix}/new-address`,
  audience: audienceOf(prefix),
  async run({ form, api, failed }) {
    const page = `${prefix}/new-address`;
    const parsed = parseForm(addressSchema, form, FORM_FIELDS.address);
    if (!parsed.ok) return at(page, { status: 'invalid', fieldErrors: parsed.errors });
    try {
      const a = await api.customer.createAddress(parsed.value);
      return at(list, { status: 'created', id: a.id });
    } catch (e) {
      return at(page, failed(e, 'CREATE_ADDRESS'));
    }
  },
});

/** An address's page: save it, or delete it (`_action=delete`). */
const address = (prefix: '/settings' | '/settings/b2b', list: string): FormAction => ({
  path: `${prefix}/address/:id`,
  audience: audienceOf(prefix),
  async run({ form, params, api, failed }) {
    const id = params.id ?? '';
    const page = `${prefix}/address/${id}`;
    if (form._action === 'delete') {
      try {
        await api.customer.deleteAddress(id);
        return at(list, { status: 'deleted', id });
      } catch (e) {
        // Already deleted elsewhere: what the customer asked for is true.
        if (e instanceof UpstreamHttpError && e.status === 404) return at(list, { status: 'deleted', id });
        return at(page, failed(e, 'DELETE_ADDRESS'));
      }
    }
    const parsed = parseForm(addressSchema, form, FORM_FIELDS.address);
    if (!parsed.ok) return at(page, { status: 'invalid', fieldErrors: parsed.errors });
    try {
      await api.customer.updateAddress(id, parsed.value);
      return at(list, { status: 'saved', id });
    } catch (e) {
      // Deleted in another tab or on another device: trying again cannot work; the list says so.
      if (e instanceof UpstreamHttpError && e.status === 404) return at(list, { status: 'gone', id });
      return at(page, failed(e, 'UPDATE_ADDRESS'));
    }
  },
});

export const settingsActions: readonly FormAction[] = [
  settingsPage('/settings'),
  settingsPage('/settings/b2b'),
  personalDetails,
  emailChange('/settings/email'),
  emailChange('/settings/b2b/email'),
  paymentMethod,
  newAddress('/settings', '/settings/addresses/all'),
  newAddress('/settings/b2b', '/settings/b2b'),
  address('/settings', '/settings/addresses/all'),
  address('/settings/b2b', '/settings/b2b'),
];
