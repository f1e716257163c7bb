import { notFound } from '@tanstack/react-router';

/**
 * Param and search parsing shared by the route files. Route definitions are in the eager client
 * chunk (loaders and components are code-split), so these are small hand-written checks, not zod:
 * any zod import here would put zod's shared core (with every check the lazily loaded API schemas
 * use, ~15 KB gzip) into the first load, over the DESIGN §5 budget. Each check is table-tested in
 * schemas.test.ts.
 */

/** A path id (order code, product code, album / photo / address id): URL-safe token. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** zod's own e-mail pattern (`z.email()`), so the link pages accept what the forms accept. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const text = (min: number, max: number) => (v: string) => v.length >= min && v.length <= max;
const isId = (v: unknown): v is string => typeof v === 'string' && ID.test(v);
const isToken = text(1, 4096);
const isReturnTo = text(1, 2048);
const isEmail = (v: string) => v.length <= 320 && EMAIL.test(v);

/**
 * `params.parse` for routes with id params: a malformed id is a page that doesn't exist (404, via
 * notFound), not an error (500).
 */
export function parseIds<K extends string>(...keys: K[]) {
  return (raw: Record<K, string>): Record<K, string> => {
    const out = {} as Record<K, string>;
    for (const key of keys) {
      const value = raw[key];
      if (!isId(value)) throw notFound();
      out[key] = value;
    }
    return out;
  };
}

/**
 * An optional search value: the router's default parser reads JSON-looking values (`?t=123`
 * arrives as the number 123), so numbers are turned back into text; an invalid value is dropped
 * instead of failing the page.
 */
function optional(valid: (v: string) => boolean, value: unknown): string | undefined {
  const v = typeof value === 'number' ? String(value) : value;
  return typeof v === 'string' && valid(v) ? v : undefined;
}

type Raw = Record<string, unknown>;

/** `?returnTo=` of the error pages (made safe where it is used, with safeReturnTo). */
export function validateReturnTo(raw: Raw): { returnTo?: string } {
  const returnTo = optional(isReturnTo, raw.returnTo);
  return returnTo === undefined ? {} : { returnTo };
}

/** `?confirmation-token=` of the e-mail-link pages. */
export function validateConfirmation(raw: Raw): { 'confirmation-token'?: string } {
  const token = optional(isToken, raw['confirmation-token']);
  return token === undefined ? {} : { 'confirmation-token': token };
}

/** `?confirmation-token=&email=` of the double opt-in link. */
export function validateOptIn(raw: Raw): { 'confirmation-token'?: string; email?: string } {
  const email = optional(isEmail, raw.email);
  return { ...validateConfirmation(raw), ...(email === undefined ? {} : { email }) };
}

/** Root search: stripped mode is exactly `?stripped=true` (kept on every link by the root). */
export function validateRoot(raw: Raw): { stripped?: true } {
  return raw.stripped === true ? { stripped: true } : {};
}

/** `?page=` of a paged list: a whole number from 2 to 100,000 (page 1 is the default, not in the URL). */
export function validatePage(raw: Raw): { page?: number } {
  const v = typeof raw.page === 'string' && /^\d{1,6}$/.test(raw.page) ? Number(raw.page) : raw.page;
  return typeof v === 'number' && Number.isInteger(v) && v > 1 && v <= 100_000 ? { page: v } : {};
}
