import { productTypeName, translate } from '../../locale/content';
import type { ContentView } from '../../locale/negotiate';
import { amountFor } from '../../locale/prices';
import type { Order, SuperOrder } from './repo';

/**
 * Orders as the requesting customer's market and language see them: amounts in the market's
 * currency (the seed's price list, locale/prices.ts), article names in the content language, and
 * the product type's display name beside the enum (the app never shows the enum).
 */
export function orderView(o: Order, v: ContentView) {
  const price = amountFor(o.price, o.currency, v.currency);
  return {
    ...o,
    articleName: translate(o.articleName, v.locale),
    productTypeName: productTypeName(o.productType, v.locale),
    price: price.amount,
    currency: price.currency,
  };
}

export function superOrderView(so: SuperOrder, v: ContentView) {
  const orders = so.orders.map((o) => orderView(o, v));
  // The total is the sum of the shown prices, so the page adds up in every currency.
  const total = Math.round(orders.filter((o) => o.status !== 'Cancelled').reduce((sum, o) => sum + o.price, 0) * 100) / 100;
  return { ...so, orders, total, currency: amountFor(so.total, so.currency, v.currency).currency };
}

/** A campaign voucher: title and description translated, a fixed amount in the market's currency. */
export function voucherView<T extends { title: string; description: string; discountType: string; value: number; currency: string }>(
  voucher: T,
  v: ContentView,
): T {
  const amount = voucher.discountType === 'Amount' ? amountFor(voucher.value, voucher.currency, v.currency) : null;
  return {
    ...voucher,
    title: translate(voucher.title, v.locale),
    description: translate(voucher.description, v.locale),
    ...(amount ? { value: amount.amount, currency: amount.currency } : { currency: v.currency }),
  };
}
