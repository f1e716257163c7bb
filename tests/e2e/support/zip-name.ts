/**
 * A zip's time stamp as the app writes it in the customer's local time ('2026-11-30 13-05'), here
 * for Pacific/Auckland: the zip-name tests run the browser in that time zone (issue 34 §5).
 */
export const aucklandStamp = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(':', '-');
