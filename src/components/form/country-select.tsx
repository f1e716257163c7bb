import { useRouteContext } from '@tanstack/react-router';
import { countryOptions, defaultCountry } from '../../shared/forms/address-rules';
import { useIntl } from '../../shared/i18n/react';

/**
 * The country field of every address form (settings and an order's delivery address): the same
 * countries, named in the page's language and sorted by those names, the brand's country first
 * and preselected on an empty form.
 */
export function CountrySelect({
  id,
  value,
  invalid,
  errorId,
  className,
}: {
  id: string;
  /** The address's country; empty for a new address (the brand's country is chosen). */
  value: string | undefined;
  invalid: boolean;
  errorId: string;
  className: string;
}) {
  const { locale } = useIntl();
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <select
      id={id}
      name="countryCode"
      defaultValue={value || defaultCountry(brand.countryCode)}
      autoComplete="country"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className={className}
    >
      {countryOptions(locale, brand.countryCode).map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
