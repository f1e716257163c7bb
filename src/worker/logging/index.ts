/**
 * The worker's structured logs: one JSON object per line, so Workers Logs (`[observability]`) can
 * filter and chart by field instead of searching free text. Every line has `level` and `event`;
 * requests add the fields of `request-line.ts`, errors `correlationId` and `error`.
 *
 * What a line may never carry: tokens, cookies, e-mail addresses, account ids. Callers pass only
 * ids and templates; free text that may quote the upstream (an error message in the spec's
 * format `Error {body}; Status Code: … Received from {url}`) goes through {@link scrub} first.
 */

export type LogLevel = 'info' | 'warn' | 'error';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** JWTs (access, ID and refresh tokens of the identity provider). */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** `name=value` pairs that carry a secret in a query, a form or a cookie header. */
const SECRET_PAIR =
  /\b(token|access_token|refresh_token|id_token|code|code_verifier|state|password|secret|session|cookie|confirmation-token|ticket|sig)=[^&\s;"']*/gi;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+/g;

/**
 * A path segment that is a word of an API route (`customers`, `v2`, `me`, `.well-known`, `byDate`,
 * `OrderDeliveryDates`), not an id: ids, codes and tokens have digits or other characters.
 */
const ROUTE_WORD = /^(?=.{1,40}$)(?:\.?[a-z][a-z_-]*|v\d{1,2}|[A-Za-z][a-z]+(?:[A-Z][a-z]+)*)$/;

/**
 * A URL path as a route template: every segment that is not a route word becomes `:id` (ids,
 * codes, e-mails, uuids, tokens), the query and fragment are dropped.
 *
 * @example routeTemplate('/customers/12345/addresses?x=1') === '/customers/:id/addresses'
 */
export function routeTemplate(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (bare === '' || bare === '/') return '/';
  return bare
    .split('/')
    .map((segment, i) => (i === 0 || segment === '' || ROUTE_WORD.test(segment) ? segment : ':id'))
    .join('/');
}

/** A URL inside a message: origin kept (which upstream), path templated, query dropped. */
function templateUrl(match: string): string {
  // Punctuation after a URL in prose ('… from http://x/a: detail') is not part of its path.
  const [, url = match, tail = ''] = /^(.*?)([:;,.)]*)$/.exec(match) ?? [];
  try {
    const u = new URL(url);
    return `${u.origin}${routeTemplate(u.pathname)}${tail}`;
  } catch {
    return `<url>${tail}`;
  }
}

/**
 * Free text made fit for a log: e-mail addresses, JWTs, bearer credentials and secret `name=value`
 * pairs replaced, URLs reduced to origin + route template (ids in upstream paths are account ids).
 * The spec's error format keeps its shape: `Error {body}; Status Code: 404 Received from
 * http://host/customer-api/customers/:id`.
 */
export function scrub(text: string): string {
  return text
    .replace(URL_IN_TEXT, templateUrl)
    .replace(JWT, '<token>')
    .replace(BEARER, '$1 <token>')
    .replace(SECRET_PAIR, '$1=<redacted>')
    .replace(EMAIL, '<email>');
}

const MAX_MESSAGE = 2000;
const MAX_STACK_LINES = 8;

/** An error as log fields: name, scrubbed message, upstream status, a short stack, its cause. */
export function errorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)).slice(0, MAX_MESSAGE) };
  const fields: Record<string, unknown> = { name: error.name, message: scrub(error.message).slice(0, MAX_MESSAGE) };
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') fields.status = status;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') fields.code = code;
  if (error.stack) {
    // Frames only: the first line repeats the (unscrubbed) message.
    const frames = error.stack
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .slice(0, MAX_STACK_LINES)
      .map((l) => scrub(l.trim()));
    if (frames.length) fields.stack = frames;
  }
  if (error.cause !== undefined && depth < 2) fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}

/**
 * Writes one JSON line. `error` fields are expanded with {@link errorFields}; `undefined` values
 * are left out. Never throws: a log that fails must not fail the request.
 */
export function logEvent(level: LogLevel, event: string, fields: Record<string, unknown> = {}, sink: Console = console): void {
  try {
    const line: Record<string, unknown> = { level, event };
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      line[key] = key === 'error' ? errorFields(value) : value;
    }
    sink[level](JSON.stringify(line));
  } catch {
    // A circular or otherwise unserialisable field: the event name still goes out.
    try {
      sink[level](JSON.stringify({ level, event, logFailed: true }));
    } catch {
      // nothing left to do
    }
  }
}

/** `(message, details) => void` loggers (onError, reportError, the auth reporter) as JSON lines. */
export const jsonErrorLog = (message: string, details: Record<string, unknown>): void => logEvent('error', message, details);
