import type { AnyRouter } from '@tanstack/react-router';
import { cookieValue, scriptCookie } from '../../shared/cookie-value';
import { FLAGS_COOKIE, type Flags } from '../../shared/flags/flags';
import { storedFlagsValue, withStorageOverrides } from '../../shared/flags/stored';

/**
 * Local-storage flags (photo-library §5) reach the server through a cookie that mirrors them, so
 * its page already has them. When they changed since (the server rendered with other ones), the
 * page is loaded once more, now with the cookie: changing what a flag shows right after hydration
 * re-rendered parts React had not hydrated yet, which broke them (#418). Without cookies the router
 * context gets the flags and the matches re-run.
 */
export function applyLocalFlags(router: AnyRouter): void {
  const context = router.options.context as { flags?: Flags } | undefined;
  const storage = (key: string) => window.localStorage.getItem(key);
  const stored = storedFlagsValue(storage);
  const sent = cookieValue(document.cookie, FLAGS_COOKIE) ?? '';
  if (!context?.flags || sent === stored) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; the value is built from parsed flags.
  document.cookie = scriptCookie(FLAGS_COOKIE, stored, window.location.protocol === 'https:');
  const local = withStorageOverrides(context.flags, window.location.search, storage);
  // A flag the cookie set and storage no longer sets took the server's value from the cookie.
  const storedNames = new URLSearchParams(stored);
  const dropped = [...new URLSearchParams(sent).keys()].some((name) => !storedNames.has(name));
  if (!dropped && JSON.stringify(local) === JSON.stringify(context.flags)) return;
  if ((cookieValue(document.cookie, FLAGS_COOKIE) ?? '') === stored) window.location.reload();
  else {
    context.flags = local;
    void router.invalidate();
  }
}
