/**
 * Analytics hook of the import (photo spec §4: "track an event"). No analytics vendor is wired in
 * this app: the event goes to the console and to `window.dataLayer` when a tag manager put one there.
 */
export function trackEvent(event: string, data: Record<string, unknown> = {}): void {
  const payload = { event, ...data };
  console.info('track', payload);
  const layer: unknown = typeof window === 'undefined' ? undefined : Reflect.get(window, 'dataLayer');
  if (Array.isArray(layer)) layer.push(payload);
}
