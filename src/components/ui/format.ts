import { formatDay, formatMoney, formatPercent } from '../../shared/i18n/format';
import { useIntl } from '../../shared/i18n/react';

export { formatDay, formatMoney };

/** Day, money and percentage formatters bound to the page's format locale (the brand's country, see format-locale.ts). */
export function useFormat() {
  const { formatLocale } = useIntl();
  return {
    day: (iso: string) => formatDay(iso, formatLocale),
    dayShort: (iso: string) => formatDay(iso, formatLocale, 'medium'),
    money: (amount: number, currency: string) => formatMoney(amount, currency, formatLocale),
    percent: (value: number) => formatPercent(value, formatLocale),
  };
}
