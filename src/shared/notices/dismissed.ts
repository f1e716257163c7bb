/**
 * Notices a customer dismissed, kept in a cookie (not local storage) so the server renders the page
 * without them: a banner the browser removed only after hydration moved everything below it up
 * (a layout shift on every later visit, issue 18 §1). Not sensitive: readable by the page's script.
 */
import * as z from 'zod/mini';
import { cookieValue, scriptCookie } from '../cookie-value';

export const DISMISSED_COOKIE = 'dismissed';

export const Notice = z.enum(['photos-banner']);
export type Notice = z.infer<typeof Notice>;

/** The cookie's value ('a.b') as notices; unknown or malformed parts are left out. */
export function parseDismissed(value: string | undefined): Notice[] {
  if (!value) return [];
  return [...new Set(value.split('.').flatMap((part) => (Notice.safeParse(part).success ? [part as Notice] : [])))];
}

/** The `document.cookie` assignment that keeps `notices` dismissed for a year on this host. */
export function dismissedCookie(notices: readonly Notice[], secure: boolean): string {
  return scriptCookie(DISMISSED_COOKIE, [...new Set(notices)].sort().join('.'), secure);
}

/** The notices this browser's cookie says are dismissed (none outside a browser). */
export function dismissedInBrowser(): Notice[] {
  if (typeof document === 'undefined') return [];
  return parseDismissed(cookieValue(document.cookie, DISMISSED_COOKIE));
}
