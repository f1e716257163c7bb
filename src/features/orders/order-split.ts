/**
 * The in-progress / history split of account-area §4: an order is 'in progress' when it was
 * created within the last 30 days and holds no dispatched product whose payment changed more than
 * 14 days ago. Everything else is history. Both lists are newest first. Pure: no framework imports.
 */

/** §9: order 'in progress' window. */
export const IN_PROGRESS_DAYS = 30;
/** §9: dispatched payment window. */
export const DISPATCHED_PAYMENT_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SplittableProduct {
  status: string;
  paymentChangedDate?: string | null;
}
export interface SplittableOrder {
  createdAt: string;
  products: readonly SplittableProduct[];
}

function ageMs(iso: string, now: Date): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : now.getTime() - t;
}

/** 'Within the last N days' includes day N itself; 'more than N days ago' starts after it. */
export function isInProgress(order: SplittableOrder, now: Date): boolean {
  if (ageMs(order.createdAt, now) > IN_PROGRESS_DAYS * DAY_MS) return false;
  return !order.products.some(
    (p) => p.status === 'Dispatched' && p.paymentChangedDate != null && ageMs(p.paymentChangedDate, now) > DISPATCHED_PAYMENT_DAYS * DAY_MS,
  );
}

const newestFirst = <T extends SplittableOrder>(a: T, b: T) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Splits orders into the two filters of §3 (inProgress, history), both sorted newest first. */
export function splitOrders<T extends SplittableOrder>(orders: readonly T[], now: Date): { inProgress: T[]; history: T[] } {
  const inProgress: T[] = [];
  const history: T[] = [];
  for (const o of orders) (isInProgress(o, now) ? inProgress : history).push(o);
  return { inProgress: inProgress.sort(newestFirst), history: history.sort(newestFirst) };
}
