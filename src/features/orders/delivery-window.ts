/**
 * Whether an expected delivery window is over (issue 35 §4: late deliveries say they are late).
 * Compared by calendar day in the customer's time zone: a window 'until 15 November' is late from
 * 16 November on. Pure, so the server render and the browser agree on any given day.
 */
export function isPastDeliveryWindow(latestDeliveryDate: string, now: Date): boolean {
  const latest = new Date(latestDeliveryDate);
  if (Number.isNaN(latest.getTime())) return false;
  const dayOf = (d: Date) => d.getFullYear() * 10_000 + (d.getMonth() + 1) * 100 + d.getDate();
  // A date without a time ('2026-11-15') is that calendar day wherever the customer is.
  const latestDay = /^\d{4}-\d{2}-\d{2}$/.test(latestDeliveryDate) ? Number(latestDeliveryDate.replaceAll('-', '')) : dayOf(latest);
  return dayOf(now) > latestDay;
}
