/**
 * Issue 18 §5: delivery dates are asked only for orders that can still be delivered. Pure, no
 * schema import: the order pages' chunks use the rule.
 */

/** Account spec §4/§9: a dispatched product whose payment changed more than 14 days ago is done. */
const DELIVERED_AFTER_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeliverableProduct {
  status: string;
  paymentChangedDate?: string | null;
}

/**
 * Whether an order (its products) can still be delivered, from the status fields of the spec (§3):
 * a Cancelled product never will be; a Dispatched one whose payment changed more than 14 days ago
 * has been (the same rule that moves an order to the history, §4). Any other product (Received,
 * Confirmed, in production, dispatched recently, or a status the spec does not name) still may be,
 * so its order's window is worth a call.
 */
export function canStillBeDelivered(products: readonly DeliverableProduct[], now: Date = new Date()): boolean {
  return products.some((p) => {
    if (p.status === 'Cancelled') return false;
    if (p.status !== 'Dispatched') return true;
    const changed = p.paymentChangedDate ? Date.parse(p.paymentChangedDate) : Number.NaN;
    return Number.isNaN(changed) || now.getTime() - changed <= DELIVERED_AFTER_DAYS * DAY_MS;
  });
}
