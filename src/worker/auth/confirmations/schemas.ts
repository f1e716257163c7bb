import * as z from 'zod';

/**
 * A confirmation token as it may appear in a link: URL-safe characters only, bounded. The
 * upstream decides validity; this only keeps junk out of upstream paths and our HTML.
 */
export const confirmationToken = z.string().regex(/^[A-Za-z0-9._~-]{8,512}$/);

/** The signed CSRF token field (`CSRF_FIELD` of src/worker/middleware/csrf). */
const csrfToken = { _csrf: z.string().min(1).max(100) };

export const accountConfirmForm = z.object({
  'confirmation-token': confirmationToken,
  ...csrfToken,
});

export const subscriptionQuery = z.object({
  'confirmation-token': confirmationToken,
  email: z.email().max(320),
});

export const subscriptionForm = subscriptionQuery.extend(csrfToken);

/** First value of each field of a query or urlencoded form (files dropped). */
export function firstValues(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}
