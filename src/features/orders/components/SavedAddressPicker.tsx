import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { addressesQuery } from '../../../shared/queries/customer';
import { settled } from '../../../shared/queries/settled';
import { ADDRESS_FIELDS } from '../address-fields';

/**
 * 'Fill in a saved address': copies one of the customer's saved addresses into the change form.
 * Optional help only: when the address book can't be read, it is simply not offered.
 */
export function SavedAddressPicker({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r } = useSuspenseQuery(settled(addressesQuery(api)));
  if (!r.ok || r.data.addresses.length === 0) return null;
  const addresses = r.data.addresses;
  function fill(id: string) {
    const a = addresses.find((x) => x.id === id);
    const el = form.current;
    if (!a || !el) return;
    for (const f of ADDRESS_FIELDS) {
      const input = el.elements.namedItem(f);
      if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.value = a[f];
    }
  }
  return (
    <div className="sm:col-span-2 flex flex-col gap-1">
      <label htmlFor="addr-saved" className="font-semibold">
        {t('orders.address.saved')}
      </label>
      <select
        id="addr-saved"
        defaultValue=""
        onChange={(e) => fill(e.currentTarget.value)}
        className={`min-h-11 px-3 rounded border border-solid border-gray-500 bg-white ${focusRing}`}
      >
        <option value="">{t('orders.address.saved.choose')}</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>{`${a.firstName} ${a.lastName}, ${a.street} ${a.houseNumber}, ${a.postalCode} ${a.city}`}</option>
        ))}
      </select>
    </div>
  );
}
