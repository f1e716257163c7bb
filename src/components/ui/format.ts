import { format as formatDate } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { dateLocaleIfLoaded } from '../../shared/i18n/date-locales';
import type { Locale } from '../../shared/i18n/locales';
import { useIntl } from '../../shared/i18n/react';

/** A date (ISO date or datetime) in the brand's locale: date-fns long date, e.g. '5 January 2026'. */
export function formatDay(iso: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  const d = parseISO(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const dl = dateLocaleIfLoaded(locale);
  return dl
    ? formatDate(d, style === 'long' ? 'PPP' : 'PP', { locale: dl })
    : new Intl.DateTimeFormat(locale, { dateStyle: style }).format(d);
}

/** An amount in the brand's locale and the order's currency. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Day and money formatters bound to the page's locale. */
export function useFormat() {
  const { locale } = useIntl();
  return {
    day: (iso: string) => formatDay(iso, locale),
    dayShort: (iso: string) => formatDay(iso, locale, 'medium'),
    money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
  };
}
