import type { Address } from '../../../shared/api/customer';
import { useIntl } from '../../../shared/i18n/react';

/** Country names in the page's language from the platform (no catalogue entries needed). */
export function useCountryName(): (code: string) => string {
  const { locale } = useIntl();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return (code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

export function AddressLines({ address: a, country }: { address: Address; country: string }) {
  return (
    <address className="not-italic">
      <span className="block">{`${a.firstName} ${a.lastName}`}</span>
      <span className="block">{`${a.street} ${a.houseNumber}`}</span>
      <span className="block">{`${a.postalCode} ${a.city}`}</span>
      <span className="block">{country}</span>
      <span className="block">{a.phone}</span>
    </address>
  );
}
