import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { FormToken } from '../../../components/form/form-ui';
import { Outcome } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { card, Section, sectionHeading, useFormat } from '../../../components/ui';
import { buttonDanger, buttonSecondary, textLink } from '../../../components/ui/styles';
import { b2bBanner } from '../../../shared/account/banner';
import { useSampleTest } from '../../../shared/analytics/exposure';
import type { Address } from '../../../shared/api/customer';
import type { FormSearch } from '../../../shared/forms/form-status';
import { outcomeFromSearch } from '../../../shared/forms/search-errors';
import { useT } from '../../../shared/i18n/react';
import { customerFormMutation, identityRequestMutation } from '../../../shared/queries/customer';
import type { SettingsCustomer } from '../../../shared/queries/customer-views';
import { settledCustomer } from '../loaders';
import { AddressLines, useCountryName } from './address-view';
import { LoadAlert } from './LoadAlert';

/**
 * My settings (consumer) and the business variant: personal details, e-mail, addresses, payment
 * method, newsletter and 'Delete account'. Every change is a real form (works before hydration).
 */
export function SettingsPage({ business, search }: { business: boolean; search: FormSearch }) {
  return (
    <Section errorId="settings.error.load">
      <SettingsBody business={business} search={search} />
    </Section>
  );
}

function SettingsBody({ business, search }: { business: boolean; search: FormSearch }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r } = useSuspenseQuery(settledCustomer(api, business ? 'businessSettings' : 'settings'));
  const customer = r.ok ? r.data : null;
  if (!customer) return <LoadAlert id="settings.error.load" />;
  return <SettingsContent customer={customer} business={business} search={search} />;
}

/** The loaded settings; the 'sample-test' exposure is reported only when they are shown. */
function SettingsContent({ customer, business, search }: { customer: SettingsCustomer; business: boolean; search: FormSearch }) {
  const t = useT();
  const f = useFormat();
  // 'sample-test' (§7): variant A offers the newsletter right after the personal details.
  const newsletterFirst = useSampleTest() === 'A';
  const emailTo = business ? '/settings/b2b/email' : '/settings/email';
  const newsletter = <NewsletterForm customer={customer} business={business} search={search} />;
  return (
    <div className="flex flex-col gap-6" data-sample-test={newsletterFirst ? 'A' : 'control'}>
      {business ? <BusinessBanner customer={customer} /> : null}
      <section aria-labelledby="settings-personal" className={card}>
        <h2 id="settings-personal" className={sectionHeading}>
          {t(business ? 'settings.business.title' : 'settings.personal.title')}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 m-0 mb-3">
          <dt className="font-semibold">{t('settings.personal.name')}</dt>
          <dd className="m-0">{`${customer.firstName} ${customer.lastName}`.trim() || t('settings.personal.notSet')}</dd>
          <dt className="font-semibold">{t('settings.personal.dateOfBirth')}</dt>
          <dd className="m-0">{customer.dateOfBirth ? f.day(customer.dateOfBirth) : t('settings.personal.notSet')}</dd>
          {business ? (
            <>
              <dt className="font-semibold">{t('settings.personal.companyName')}</dt>
              <dd className="m-0" data-testid="company-name">
                {customer.companyName ?? t('settings.personal.notSet')}
              </dd>
            </>
          ) : null}
        </dl>
        <Link to="/settings/personal-details" className={textLink}>
          {t('page.personalDetails.title')}
        </Link>
      </section>
      {newsletterFirst ? newsletter : null}

      <section aria-labelledby="settings-email" className={card}>
        <h2 id="settings-email" className={sectionHeading}>
          {t('settings.email.title')}
        </h2>
        <p className="mt-0" data-testid="current-email">
          {customer.email}
        </p>
        <Link to={emailTo} className={textLink}>
          {t('page.changeEmail.title')}
        </Link>
      </section>

      <AddressesSummary customer={customer} business={business} search={search} />

      <section aria-labelledby="settings-payment" className={card}>
        <h2 id="settings-payment" className={sectionHeading}>
          {t('settings.payment.title')}
        </h2>
        <p className="mt-0">{t('settings.payment.current', { label: customer.paymentMethod.label })}</p>
        <Link to="/settings/payment-method" className={textLink}>
          {t('page.paymentMethod.title')}
        </Link>
      </section>

      {newsletterFirst ? null : newsletter}
      <DeleteAccountForm business={business} search={search} />
    </div>
  );
}

function BusinessBanner({ customer }: { customer: SettingsCustomer }) {
  const t = useT();
  // The business view carries the status (CUSTOMER_VIEWS.businessSettings).
  const banner = customer.b2bStatus ? b2bBanner(customer.isB2b ?? false, customer.b2bStatus) : null;
  if (!banner) return null;
  const tone =
    banner.tone === 'error'
      ? 'border-red-700 bg-red-50'
      : banner.tone === 'warning'
        ? 'border-amber-600 bg-amber-50'
        : 'border-cyan-700 bg-cyan-50';
  return (
    <div
      role={banner.tone === 'error' ? 'alert' : 'status'}
      data-b2b-status={customer.b2bStatus}
      className={`rounded-lg border border-solid p-4 ${tone}`}
    >
      <p className="m-0">{t(banner.textId)}</p>
    </div>
  );
}

function AddressesSummary({ customer, business, search }: { customer: SettingsCustomer; business: boolean; search: FormSearch }) {
  const t = useT();
  const country = useCountryName();
  // The consumer's view holds the default address only, the business view every address.
  const shown: Address[] = customer.addresses;
  const status =
    search.s === 'created' || search.s === 'deleted' || (search.s === 'saved' && search.id && search.id !== 'newsletter') ? search.s : null;
  return (
    <section aria-labelledby="settings-addresses" className={card}>
      <h2 id="settings-addresses" className={sectionHeading}>
        {t('settings.addresses.title')}
      </h2>
      {business && status ? (
        <Outcome
          status={status}
          texts={{
            created: { tone: 'success', id: 'settings.addresses.created' },
            deleted: { tone: 'success', id: 'settings.addresses.deleted' },
          }}
        />
      ) : null}
      {shown.length === 0 ? (
        <p className="mt-0">{t('settings.addresses.none')}</p>
      ) : (
        <ul className="list-none p-0 m-0 mb-3 flex flex-col gap-3">
          {shown.map((a) => (
            <li key={a.id} className="flex flex-col gap-1">
              {a.isDefault ? <span className="text-sm font-semibold text-gray-700">{t('settings.addresses.default')}</span> : null}
              <AddressLines address={a} country={country(a.countryCode)} />
              {business ? (
                <Link to="/settings/b2b/address/$addressId" params={{ addressId: a.id }} className={textLink}>
                  {t('settings.addresses.edit')}
                  <span className="sr-only">{` ${a.street} ${a.houseNumber}`}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-4">
        {business ? null : (
          <Link to="/settings/addresses/all" className={textLink}>
            {t('settings.addresses.all')}
          </Link>
        )}
        <Link to={business ? '/settings/b2b/new-address' : '/settings/new-address'} className={textLink}>
          {t('settings.addresses.add')}
        </Link>
      </div>
    </section>
  );
}

function NewsletterForm({ customer, business, search }: { customer: SettingsCustomer; business: boolean; search: FormSearch }) {
  const t = useT();
  const o = useFormAction(customerFormMutation, outcomeFromSearch(search, search.id === 'newsletter'));
  return (
    <section aria-labelledby="settings-newsletter" className={card}>
      <h2 id="settings-newsletter" className={sectionHeading}>
        {t('settings.newsletter.title')}
      </h2>
      <form method="post" action={business ? '/settings/b2b' : '/settings'} onSubmit={o.onSubmit} className="flex flex-col gap-3">
        <FormToken />
        <input type="hidden" name="_action" value="newsletter" />
        <label className="flex items-center gap-2 min-h-11">
          <input type="checkbox" name="newsletter" defaultChecked={customer.newsletter} className="w-5 h-5" />
          <span>{t('settings.newsletter.label')}</span>
        </label>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonSecondary} disabled={o.pending} aria-busy={o.pending}>
            {t(o.pending ? 'settings.saving' : 'settings.save')}
          </button>
          <Outcome status={o.status} />
        </div>
      </form>
    </section>
  );
}

function DeleteAccountForm({ business, search }: { business: boolean; search: FormSearch }) {
  const t = useT();
  const o = useFormAction(identityRequestMutation, outcomeFromSearch(search, search.id === 'delete'));
  return (
    <section aria-labelledby="settings-delete" className={card}>
      <h2 id="settings-delete" className={sectionHeading}>
        {t('settings.delete.title')}
      </h2>
      <p className="mt-0">{t('settings.delete.body')}</p>
      <form method="post" action={business ? '/settings/b2b' : '/settings'} onSubmit={o.onSubmit} className="flex flex-col gap-3">
        <FormToken />
        <input type="hidden" name="_action" value="delete-account" />
        <div className="flex flex-wrap items-center gap-4">
          {/* Destructive, so never the primary dark button (issue 17 §2); the e-mail link confirms it. */}
          <button type="submit" className={buttonDanger} disabled={o.pending} aria-busy={o.pending}>
            {t('settings.delete.button')}
          </button>
        </div>
        {o.status === 'failed' ? (
          // The spec's failure texts of the deletion (title and body), as on the error page.
          <div role="alert" className="text-red-800">
            <p className="m-0 font-semibold">{t('page.deleteAccountError.title')}</p>
            <p className="m-0">{t('page.deleteAccountError.body')}</p>
          </div>
        ) : (
          <Outcome status={o.status} texts={{ sent: { tone: 'success', id: 'settings.delete.sent' } }} />
        )}
      </form>
    </section>
  );
}
