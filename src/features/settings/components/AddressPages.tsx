import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { CountrySelect } from '../../../components/form/country-select';
import { Field, FormToken, inputClass } from '../../../components/form/form-ui';
import { Outcome } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { ConfirmDeleteForm } from '../../../components/overlay/ConfirmDeleteForm';
import { card, Section } from '../../../components/ui';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import type { Address } from '../../../shared/api/customer';
import type { FormSearch } from '../../../shared/forms/form-status';
import { outcomeFromSearch } from '../../../shared/forms/search-errors';
import { useT } from '../../../shared/i18n/react';
import { customerFormMutation } from '../../../shared/queries/customer';
import { addressLinks } from '../address-links';
import { settledAddresses } from '../loaders';
import { AddressLines, useCountryName } from './address-view';
import { LoadAlert } from './LoadAlert';

const listPath = (business: boolean) => (business ? '/settings/b2b' : '/settings/addresses/all');

/** All delivery addresses (consumer): each with change and delete; the default first. */
export function AddressesPage({ search }: { search: FormSearch }) {
  return (
    <Section errorId="settings.error.load">
      <AddressList search={search} />
    </Section>
  );
}

function AddressList({ search }: { search: FormSearch }) {
  const t = useT();
  const { api, session } = useRouteContext({ from: '__root__' });
  const links = addressLinks(session?.isBusiness ?? false);
  const { data: r } = useSuspenseQuery(settledAddresses(api));
  const country = useCountryName();
  if (!r.ok) return <LoadAlert id="settings.error.load" />;
  const data = r.data;
  return (
    <div className="flex flex-col gap-4">
      <Outcome
        status={search.s ?? null}
        texts={{
          created: { tone: 'success', id: 'settings.addresses.created' },
          deleted: { tone: 'success', id: 'settings.addresses.deleted' },
        }}
      />
      {data.addresses.length === 0 ? (
        <p className="m-0">{t('settings.addresses.none')}</p>
      ) : (
        <ul className="list-none p-0 m-0 grid gap-4 md:grid-cols-2" aria-label={t('settings.addresses.title')}>
          {data.addresses.map((a) => (
            <li key={a.id} className={`${card} flex flex-col gap-2`} data-address-id={a.id}>
              {a.isDefault ? <span className="text-sm font-semibold text-gray-700">{t('settings.addresses.default')}</span> : null}
              <AddressLines address={a} country={country(a.countryCode)} />
              <Link to={links.edit} params={{ addressId: a.id }} className={textLink}>
                {t('settings.addresses.edit')}
                <span className="sr-only">{` ${a.street} ${a.houseNumber}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-4">
        <Link to={links.add} className={buttonPrimary}>
          {t('settings.addresses.add')}
        </Link>
        <Link to={links.back} className={textLink} data-back-link="">
          {t('settings.back')}
        </Link>
      </div>
    </div>
  );
}

/** Add an address (consumer or business screen). */
export function NewAddressPage({ business, search }: { business: boolean; search: FormSearch }) {
  return <AddressForm business={business} search={search} address={null} />;
}

/** Change (or delete) one address; an unknown id shows 'not found'. */
export function ChangeAddressPage({ business, addressId, search }: { business: boolean; addressId: string; search: FormSearch }) {
  return (
    <Section errorId="settings.error.load">
      <ChangeAddressLoader business={business} addressId={addressId} search={search} />
    </Section>
  );
}

function ChangeAddressLoader({ business, addressId, search }: { business: boolean; addressId: string; search: FormSearch }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r } = useSuspenseQuery(settledAddresses(api));
  if (!r.ok) return <LoadAlert id="settings.error.load" />;
  const address = r.data.addresses.find((a) => a.id === addressId);
  if (!address) return <LoadAlert id="settings.addresses.notFound" />;
  return <AddressForm business={business} search={search} address={address} />;
}

/** The fields of the two-column grid in form order, each with the browser's autofill token (none for the house number). */
const GRID_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['street', 'address-line1'],
  ['houseNumber', undefined],
  ['postalCode', 'postal-code'],
  ['city', 'address-level2'],
] as const satisfies readonly (readonly [keyof Address, string | undefined])[];

function AddressForm({ business, search, address }: { business: boolean; search: FormSearch; address: Address | null }) {
  const t = useT();
  const navigate = useNavigate();
  const o = useFormAction(customerFormMutation, outcomeFromSearch(search));
  const prefix = business ? '/settings/b2b' : '/settings';
  const action = address ? `${prefix}/address/${address.id}` : `${prefix}/new-address`;

  // Save and delete answer like their redirects: to the address list, with the outcome.
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const answer = await o.send(e.currentTarget);
    // Deleted elsewhere meanwhile: the list, which no longer has it, says so.
    if (answer?.ok || answer?.status === 'gone') await navigate({ to: listPath(business), search: { s: answer.status, id: answer.id } });
  }

  const country = useCountryName();
  const v = (k: keyof Address) => (address ? String(address[k]) : undefined);
  const err = o.errors;
  return (
    <div className="flex flex-col gap-6 max-w-xl">
      <form
        method="post"
        action={action}
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-4"
        aria-label={t(address ? 'settings.addresses.changeTitle' : 'settings.addresses.add')}
      >
        <FormToken />
        <div className="grid gap-4 sm:grid-cols-2">
          {GRID_FIELDS.map(([name, autoComplete]) => (
            <Field
              key={name}
              label={`address.${name}` as const}
              name={name}
              autoComplete={autoComplete}
              defaultValue={v(name)}
              error={err[name]}
              required
            />
          ))}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="address-country" className="font-semibold">
            {t('address.countryCode')}
          </label>
          <CountrySelect
            id="address-country"
            value={v('countryCode')}
            invalid={Boolean(err.countryCode)}
            errorId="address-country-error"
            className={`${inputClass} border-gray-500 max-w-xs`}
          />
          {err.countryCode ? (
            <span id="address-country-error" className="text-red-800 text-sm">
              {t(err.countryCode)}
            </span>
          ) : null}
        </div>
        <Field label="address.phone" name="phone" type="tel" autoComplete="tel" defaultValue={v('phone')} error={err.phone} required />
        <label className="flex items-center gap-2 min-h-11">
          <input type="checkbox" name="isDefault" defaultChecked={address?.isDefault ?? false} className="w-5 h-5" />
          <span>{t('address.isDefault')}</span>
        </label>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonPrimary} disabled={o.pending} aria-busy={o.pending}>
            {t(o.pending ? 'settings.saving' : 'settings.save')}
          </button>
          <Link to={listPath(business)} className={textLink}>
            {t('settings.cancel')}
          </Link>
        </div>
        <Outcome status={o.status} hasFieldErrors={Object.keys(err).length > 0} />
      </form>
      {address ? (
        <ConfirmDeleteForm
          action={action}
          fields={{ _action: 'delete' }}
          onSubmit={(e) => void submit(e)}
          pending={o.pending}
          label={t('settings.addresses.delete')}
          title={t('settings.addresses.delete.title')}
          body={<AddressLines address={address} country={country(address.countryCode)} />}
          confirmLabel={t('settings.addresses.delete')}
          testId="delete-address"
        />
      ) : null}
    </div>
  );
}
