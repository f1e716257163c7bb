import type { Context } from 'hono';
import * as z from 'zod';
import { CHANNEL_QUERY, CHANNELS_QUERY } from '../../shared/api/merchandise';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { MAX_JSON_BYTES } from './body-rules';

/**
 * The merchandise GraphQL endpoint behind `/api/merchandise` answers only the two queries the app
 * makes (account spec §7: Channels, and Channel by code and locale). Anything else, introspection
 * (`__schema`, `__type`) included, is refused before the upstream (issue 15 §10): the browser's
 * text is compared, never forwarded: the upstream gets the app's own query text with the checked
 * variables.
 */

/**
 * GraphQL's insignificant characters removed: whitespace, commas (GraphQL ignores them) and the
 * spaces around punctuation. Comments are not removed: a `#` makes the text differ, so refused.
 */
export function normaliseQuery(query: string): string {
  return query
    .replace(/[\s,\uFEFF]+/g, ' ')
    .replace(/ ?([{}():!$=@[\]|&]) ?/g, '$1')
    .trim();
}

/** Vendor codes (`PB-GB`) and locales (`en-GB`) as the brand table has them. */
const Code = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const Locale = z.string().regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,3}$/);

const OPERATIONS = [
  { name: 'Channels', text: CHANNELS_QUERY, variables: z.strictObject({}) },
  { name: 'Channel', text: CHANNEL_QUERY, variables: z.strictObject({ code: Code, locale: Locale }) },
].map((op) => ({ ...op, normalised: normaliseQuery(op.text) }));

/** The request body a GraphQL client sends; `extensions` (persisted queries and the like) is refused. */
const Body = z.strictObject({
  query: z.string().max(4096),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(64).nullish(),
});

export type GraphQlVerdict = { ok: true; body: string } | { ok: false; reason: 'invalid_json' | 'not_allowed' };

/**
 * The body to forward for an allowed operation (the app's own query text and the parsed
 * variables), or why the call is refused.
 */
export function allowedGraphQl(raw: string): GraphQlVerdict {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  const body = Body.safeParse(json);
  if (!body.success) return { ok: false, reason: 'not_allowed' };
  const text = normaliseQuery(body.data.query);
  const op = OPERATIONS.find((o) => o.normalised === text);
  if (!op || (body.data.operationName != null && body.data.operationName !== op.name)) return { ok: false, reason: 'not_allowed' };
  const variables = op.variables.safeParse(body.data.variables ?? {});
  if (!variables.success) return { ok: false, reason: 'not_allowed' };
  return { ok: true, body: JSON.stringify({ query: op.text, variables: variables.data }) };
}

/**
 * `allowedGraphQl` for a proxied request: the body to forward, or the refusal thrown in the one
 * JSON error shape (400 for a body that is not JSON, 403 for any other operation).
 */
export async function graphQlBodyOrRefuse(c: Context<AppEnv>): Promise<string> {
  const raw = await c.req.text();
  if (raw.length > MAX_JSON_BYTES) throw httpError(413);
  const verdict = allowedGraphQl(raw);
  if (verdict.ok) return verdict.body;
  throw verdict.reason === 'invalid_json' ? httpError(400, 'invalid_json') : httpError(403, 'forbidden');
}
