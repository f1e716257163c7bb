import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Field, FormToken } from '../../../components/form/form-ui';
import { Outcome } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { greetAs } from '../../../components/frame/greeting';
import { card, Section } from '../../../components/ui';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import type { FormSearch } from '../../../shared/forms/form-status';
import { outcomeFromSearch } from '../../../shared/forms/search-errors';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { customerFormMutation, identityRequestMutation } from '../../../shared/queries/customer';
import type { CustomerView, CustomerViewName } from '../../../shared/queries/customer-views';
import { settledCustomer } from '../loaders';
import { isCurrentEmail } from '../same-email';
import { LoadAlert } from './LoadAlert';

interface WithCustomerProps<V extends CustomerViewName> {
  /** The route loader's view of the record (`loadCustomer`). */
  view: V;
  children: (c: CustomerView<V>) => React.ReactNode;
}

function WithCustomer<V extends CustomerViewName>(props: WithCustomerProps<V>) {
  return (
    <Section errorId="settings.error.load">
      <CustomerLoader {...props} />
    </Section>
  );
}

function CustomerLoader<V extends CustomerViewName>({ view, children }: WithCustomerProps<V>) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r } = useSuspenseQuery(settledCustomer(api, view));
  if (!r.ok || !r.data) return <LoadAlert id="settings.error.load" />;
  return <>{children(r.data)}</>;
}

const settingsPath = (business: boolean) => (business ? '/settings/b2b' : '/settings');

/** The foot of each details form: submit (busy while it is sent) and back to the settings it came from. */
function SubmitAndBack({ label, pending, business }: { label: MessageId; pending: boolean; business: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" className={buttonPrimary} disabled={pending} aria-busy={pending}>
        {t(label)}
      </button>
      <Link to={settingsPath(business)} className={textLink} data-back-link="">
        {t('settings.back')}
      </Link>
    </div>
  );
}

/** Personal details: first and last name, date of birth, company name (business only). */
export function PersonalDetailsPage({ business, search }: { business: boolean; search: FormSearch }) {
  return (
    <WithCustomer view="personalDetails">{(c) => <PersonalDetailsForm customer={c} business={business} search={search} />}</WithCustomer>
  );
}

function PersonalDetailsForm({
  customer,
  business,
  search,
}: {
  customer: CustomerView<'personalDetails'>;
  business: boolean;
  search: FormSearch;
}) {
  const o = useFormAction(customerFormMutation, outcomeFromSearch(search));
  const err = o.errors;
  return (
    <form
      method="post"
      action="/settings/personal-details"
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        // The header greets by the new name at once (the page's session is as it was rendered).
        void o.send(form).then((answer) => answer?.ok && greetAs(String(new FormData(form).get('firstName') ?? '')));
      }}
      noValidate
      className={`${card} flex flex-col gap-4 max-w-xl`}
    >
      <FormToken />
      <Field
        label="settings.personal.firstName"
        name="firstName"
        autoComplete="given-name"
        defaultValue={customer.firstName}
        error={err.firstName}
        required
      />
      <Field
        label="settings.personal.lastName"
        name="lastName"
        autoComplete="family-name"
        defaultValue={customer.lastName}
        error={err.lastName}
        required
      />
      <Field
        label="settings.personal.dateOfBirth"
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        defaultValue={customer.dateOfBirth ?? ''}
        error={err.dateOfBirth}
      />
      {business ? (
        <Field
          label="settings.personal.companyName"
          name="companyName"
          autoComplete="organization"
          defaultValue={customer.companyName ?? ''}
          error={err.companyName}
          required
        />
      ) : null}
      <SubmitAndBack label={o.pending ? 'settings.saving' : 'settings.save'} pending={o.pending} business={business} />
      <Outcome status={o.status} hasFieldErrors={Object.keys(err).length > 0} />
    </form>
  );
}

/**
 * Change e-mail: the request goes to the identity API through the worker (which knows the
 * signed-in identity and the app origin for the e-mailed link). 409 → in use, 429 → too many
 * requests, anything else → the spec's generic failure texts.
 */
export function ChangeEmailPage({ business, search }: { business: boolean; search: FormSearch }) {
  return <WithCustomer view="email">{(c) => <ChangeEmailForm customer={c} business={business} search={search} />}</WithCustomer>;
}

function ChangeEmailForm({ customer, business, search }: { customer: CustomerView<'email'>; business: boolean; search: FormSearch }) {
  const t = useT();
  const o = useFormAction(identityRequestMutation, outcomeFromSearch(search));
  const err = o.errors;
  // The current address typed again: said next to the field, nothing is sent (issue 17 §3). Before
  // hydration the worker says so instead (`sameEmail`, on the page it renders with what was typed).
  const [same, setSame] = useState(false);
  const sameAnswered = o.status === 'sameEmail';
  const submit = (e: FormEvent<HTMLFormElement>) => {
    const typed = String(new FormData(e.currentTarget).get('email') ?? '');
    const isSame = isCurrentEmail(typed, customer.email);
    setSame(isSame);
    if (!isSame) return o.onSubmit(e);
    e.preventDefault();
    e.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  };
  return (
    <form
      method="post"
      action={business ? '/settings/b2b/email' : '/settings/email'}
      onSubmit={submit}
      noValidate
      className={`${card} flex flex-col gap-4 max-w-xl`}
    >
      <FormToken />
      <p className="m-0">{t('settings.email.current', { email: customer.email })}</p>
      <Field
        label="settings.email.new"
        name="email"
        type="email"
        autoComplete="email"
        error={same || sameAnswered ? 'settings.email.same' : err.email}
        required
      />
      <SubmitAndBack label="settings.email.submit" pending={o.pending} business={business} />
      {o.status === 'failed' ? (
        <div role="alert" className="text-red-800">
          <p className="m-0 font-semibold">{t('page.changeEmailError.title')}</p>
          <p className="m-0">{t('page.changeEmailError.body')}</p>
        </div>
      ) : (
        <Outcome
          status={o.status}
          hasFieldErrors={Object.keys(err).length > 0}
          texts={{ sent: { tone: 'success', id: 'settings.email.sent' }, inUse: { tone: 'error', id: 'settings.email.inUse' } }}
        />
      )}
    </form>
  );
}

/** Payment method: the stored type among those the upstream offers; no card data anywhere. */
export function PaymentMethodPage({ search }: { search: FormSearch }) {
  return <WithCustomer view="paymentMethod">{(c) => <PaymentMethodForm customer={c} search={search} />}</WithCustomer>;
}

function PaymentMethodForm({ customer, search }: { customer: CustomerView<'paymentMethod'>; search: FormSearch }) {
  const t = useT();
  const o = useFormAction(customerFormMutation, outcomeFromSearch(search));
  const business = customer.isB2b;
  return (
    <form method="post" action="/settings/payment-method" onSubmit={o.onSubmit} className={`${card} flex flex-col gap-4 max-w-xl`}>
      <FormToken />
      <fieldset className="border-0 p-0 m-0 flex flex-col gap-2" aria-describedby={o.errors.type ? 'payment-error' : undefined}>
        <legend className="font-semibold mb-2">{t('settings.payment.choose')}</legend>
        {customer.availablePaymentMethods.map((p) => (
          <label key={p.type} className="flex items-center gap-2 min-h-11">
            <input type="radio" name="type" value={p.type} defaultChecked={p.type === customer.paymentMethod.type} className="w-5 h-5" />
            <span>{p.label}</span>
          </label>
        ))}
        {o.errors.type ? (
          <span id="payment-error" className="text-red-800 text-sm">
            {t(o.errors.type)}
          </span>
        ) : null}
      </fieldset>
      <p className="m-0 text-sm text-gray-700">{t('settings.payment.noCard')}</p>
      <SubmitAndBack label={o.pending ? 'settings.saving' : 'settings.save'} pending={o.pending} business={business} />
      <Outcome status={o.status} hasFieldErrors={Object.keys(o.errors).length > 0} />
    </form>
  );
}
