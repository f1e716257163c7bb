import { notFound } from '@tanstack/react-router';
import { type FormSearch, validateFormSearch } from '../../shared/forms/form-status';
import { validateFailedDownload } from '../../shared/links/document-link';

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

// Every validator below returns each of its keys, `undefined` when the raw value is invalid: the
// router spreads a route's validated search over the raw one (router-core `matchRoutes`:
// `{ ...parentSearch, ...validated }`), so a key left out would keep its raw value: `?page=abc`
// reached the loader as 'abc' and the upstream as `skip=NaN` (issue 15 §9).

/** `?returnTo=` of the error pages (made safe where it is used, with safeReturnTo). */
export function validateReturnTo(raw: Raw): { returnTo?: string } {
  return { returnTo: optional(isReturnTo, raw.returnTo) };
}

/** `?confirmation-token=` of the e-mail-link pages. */
export function validateConfirmation(raw: Raw): { 'confirmation-token'?: string } {
  return { 'confirmation-token': optional(isToken, raw['confirmation-token']) };
}

/** `?confirmation-token=&email=` of the double opt-in link. */
export function validateOptIn(raw: Raw): { 'confirmation-token'?: string; email?: string } {
  return { ...validateConfirmation(raw), email: optional(isEmail, raw.email) };
}

/**
 * Root search: stripped mode is exactly `?stripped=true` (kept on every link by the root). The one
 * validator that leaves its key out when invalid: the root's `keepStripped` middleware reads a
 * present key as the destination's own choice, and every reader checks `stripped === true`.
 */
export function validateRoot(raw: Raw): { stripped?: true } {
  return raw.stripped === true ? { stripped: true } : {};
}

/** The highest page a paged list asks for: far beyond any real list, and `skip` stays a safe integer. */
export const MAX_PAGE = 100_000;

/**
 * `?page=` of a paged list: a whole number from 2 to MAX_PAGE (page 1 is the default, not in the
 * URL). Anything else (`abc`, `1.5`, `1e30`, `-1`, `0`, `[1]`) is the first page, never an
 * upstream call with a made-up offset.
 */
/**
 * `/saved-projects`: the page, where a plain post left it (`?s=&id=`), and `?confirm={id}`, the
 * project whose 'Delete' was pressed without JavaScript (its confirmation is shown in the page).
 */
export function validateProjectsSearch(raw: Raw): { page?: number; confirm?: string } & FormSearch {
  const { s, id } = validateFormSearch(raw);
  return { ...validatePage(raw), s, id, confirm: isId(raw.confirm) ? raw.confirm : undefined };
}

export function validatePage(raw: Raw): { page?: number } {
  const v = typeof raw.page === 'string' && /^\d{1,6}$/.test(raw.page) ? Number(raw.page) : raw.page;
  return { page: typeof v === 'number' && Number.isInteger(v) && v > 1 && v <= MAX_PAGE ? v : undefined };
}

/** `/downloads?failed={id}`: the item whose plain 'Download again' link failed (src/worker/downloads). */
export function validateDownloadsSearch(raw: Raw): { failed?: string } {
  return { failed: isId(raw.failed) ? raw.failed : undefined };
}

/** An order's page: the address form's outcome after a plain post (`?s=&e=`) and `?change=address`. */
export function validateOrderSearch(raw: Raw): FormSearch & { change?: 'address'; failed?: string } {
  return {
    ...validateFormSearch(raw),
    change: raw.change === 'address' ? 'address' : undefined,
    // A product's or the order's 'Download PDF' that failed without JavaScript (src/worker/documents).
    failed: validateFailedDownload(raw.failed),
  };
}

/** `?month=2026/11` of My photos: a month key as the timeline writes it; anything else is dropped. */
export const validateMonthSearch = (raw: Raw): { month?: string } => ({
  month: typeof raw.month === 'string' && /^\d{4}\/([1-9]|1[0-2])$/.test(raw.month) ? raw.month : undefined,
});
