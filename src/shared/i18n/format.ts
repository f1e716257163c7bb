import { format as formatDate } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { dateLocaleIfLoaded } from './date-locales';
import type { FormatLocale } from './format-locale';

/**
 * A date (ISO date or datetime) in the brand's format locale: date-fns long or medium date, e.g.
 * '5 January 2026', '5. Januar 2026' (de-DE), '5. Jänner 2026' (de-AT). A date-only value
 * ('1986-04-12', a date of birth) is that calendar day, whatever the time zone.
 */
export function formatDay(iso: string, locale: FormatLocale, style: 'long' | 'medium' = 'long'): string {
  const d = parseISO(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const dl = dateLocaleIfLoaded(locale);
  return dl
    ? formatDate(d, style === 'long' ? 'PPP' : 'PP', { locale: dl })
    : new Intl.DateTimeFormat(locale, { dateStyle: style }).format(d);
}

/**
 * An amount in the currency the data names (an order in SEK is shown in kronor on any brand), in
 * the brand's format locale: '£42.99', '€ 49,99', '372,93 kr.', '49,99 €'.
 */
export function formatMoney(amount: number, currency: string, locale: FormatLocale): string {
  const formatter = moneyFormatter(locale, currency);
  // An unknown currency code: the amount, then the code.
  return formatter ? formatter.format(amount) : `${amount.toFixed(2)} ${currency}`;
}

/**
 * One number formatter per format locale and kind (a currency, percent), kept (an order list
 * formats a price per product: building an Intl.NumberFormat is far costlier than using one, ~3 ms
 * of a profiled /orders render). `null` for a currency code Intl refuses. Bounded: currencies come
 * from upstream data.
 */
const numberFormatters = new Map<string, Intl.NumberFormat | null>();
const MAX_NUMBER_FORMATTERS = 200;

function numberFormatter(locale: FormatLocale, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const key = `${locale}|${kind}`;
  let formatter = numberFormatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      formatter = null;
    }
    if (numberFormatters.size >= MAX_NUMBER_FORMATTERS) numberFormatters.clear();
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

const moneyFormatter = (locale: FormatLocale, currency: string) => numberFormatter(locale, currency, { style: 'currency', currency });

/**
 * A percentage as the brand's format locale writes it: '10%' (en-GB), '10 %' (fr, de, nb, da, sv:
 * with the locale's own no-break space). `value` in percent (10 = 10 %).
 */
export function formatPercent(value: number, locale: FormatLocale): string {
  const formatter = numberFormatter(locale, '%', { style: 'percent', maximumFractionDigits: 2 });
  return formatter ? formatter.format(value / 100) : `${value}%`;
}
