import * as z from 'zod/mini';

/**
 * Building blocks of every response schema (specs §5: URLs valid, counts non-negative integers,
 * dates ISO datetimes, e-mails valid). Objects are zod's default (unknown keys stripped, never
 * refused) so an upstream adding a field does not break the app.
 */
/**
 * An absolute http(s) URL: the scheme (never `javascript:` or `data:` in an `src` or `href`), a
 * host, no whitespace. A pattern rather than `z.url()`, which parses each value with the URL
 * parser: a timeline page carries five URLs per photo, and parsing them was the largest part of
 * reading a page (issue 16 §3) and of the worker's schema checks (issue 18 §4).
 */
export const HttpUrl = z.string().check(z.regex(/^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i));
export const Count = z.int().check(z.nonnegative());
export const IsoDateTime = z.iso.datetime({ offset: true });
/** Account-area dates: some services send a calendar date, others a full datetime. */
export const IsoDateOrDateTime = z.union([IsoDateTime, z.iso.date()]);
export const Email = z.email();
/** An e-mail field that may be blank (a deleted participant), but never garbage. */
export const OptionalEmail = z.union([Email, z.literal('')]);
export const Id = z.string().check(z.minLength(1));
/** Paging cursor; `null` on the last page. */
export const Cursor = z.nullable(z.string());

/** The signed-in user's account id, for calls by account id (the worker's; absent in the browser). */
export type OwnAccount = () => Promise<number>;

/**
 * The owner a call by account id names: the id in the worker, `me` in the browser, which the /api
 * proxy replaces (src/worker/api-proxy/own-account.ts: the browser never holds the id).
 */
export const ownerOf = async (ownAccount?: OwnAccount): Promise<number | 'me'> => (ownAccount ? ownAccount() : 'me');

/** Path segment from user data: encoded so an id can never add a `/` or `..` to the path. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
