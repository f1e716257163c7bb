import { track } from '../../shared/analytics/track';

/**
 * Analytics hook of the import (photo spec §4: "track an event"): handed to the app's analytics
 * sender, which sends it only with the customer's analytics consent (src/shared/analytics).
 * Only flat string / number / boolean values are kept.
 */
export function trackEvent(event: string, data: Record<string, unknown> = {}): void {
  const properties: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(data))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') properties[k] = v;
  void track(event, properties);
}
