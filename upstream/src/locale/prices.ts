import type { Currency } from './negotiate';

/**
 * The seed's price list per market. Seeded amounts are written in euros once per user; a
 * customer of a market outside the euro sees the same catalogue prices in that market's currency
 * (the shop's local price list, not a live exchange rate), so every brand's orders, invoices and
 * vouchers carry the brand's currency and the app formats whatever currency arrives.
 */
const PER_EURO: Readonly<Record<Currency, number>> = { EUR: 1, GBP: 0.86, DKK: 7.46, NOK: 11.7, SEK: 11.4 };

/** A seeded euro amount in `currency`, rounded to the cent (0 stays 0: free stays free). */
export function priceIn(eur: number, currency: Currency): number {
  return Math.round(eur * PER_EURO[currency] * 100) / 100;
}

/** A stored amount as the market sees it: euros convert, any other stored currency stays as it is. */
export function amountFor(amount: number, stored: string, currency: Currency): { amount: number; currency: string } {
  return stored === 'EUR' ? { amount: priceIn(amount, currency), currency } : { amount, currency: stored };
}
