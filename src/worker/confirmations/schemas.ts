import { z } from 'zod';

/**
 * A confirmation token as it may appear in a link: URL-safe characters only, bounded. The
 * upstream decides validity; this only keeps junk out of upstream paths and our HTML.
 */
export const confirmationToken = z.string().regex(/^[A-Za-z0-9._~-]{8,512}$/);

export const accountConfirmForm = z.object({
  'confirmation-token': confirmationToken,
  csrf: z.string().min(1).max(100),
});

export const subscriptionQuery = z.object({
  'confirmation-token': confirmationToken,
  email: z.email().max(320),
});

export const subscriptionForm = subscriptionQuery.extend({ csrf: z.string().min(1).max(100) });

/** First value of each field of a query or urlencoded form (files dropped). */
export function firstValues(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}
