import * as z from 'zod/mini';
import { isSafeLink } from '../links/safe-link';
import { CALLBACK_FORMATS } from './callback-formats';

/**
 * The FTP callback form (account-area §3/§7): callbackUrl and callbackFormat, both or neither.
 * A safe absolute http(s) URL (no credentials, no control characters), at most 2,000 characters (the customer API's limit);
 * the format is json or xml. The worker's form action (src/features/integration/actions.ts) parses the post
 * with it; the page itself carries no zod.
 */
export { CALLBACK_FORMATS };

export const callbackUrlSchema = z.string().check(
  z.trim(),
  z.minLength(1, { message: 'required' }),
  z.maxLength(2000, { message: 'tooLong' }),
  z.refine((v) => isSafeLink(v), { message: 'invalidUrl' }),
);

export const ftpCallbackSchema = z.union([
  z.object({ callbackUrl: callbackUrlSchema, callbackFormat: z.enum(CALLBACK_FORMATS) }),
  z.object({ callbackUrl: z.null(), callbackFormat: z.null() }),
]);
export type FtpCallback = z.infer<typeof ftpCallbackSchema>;

const formSchema = z.object({ callbackUrl: callbackUrlSchema, callbackFormat: z.enum(CALLBACK_FORMATS, { message: 'invalidFormat' }) });

/** The form's raw values → the payload, or the error codes per field (`required`, `invalidUrl`…). */
export function parseFtpForm(raw: {
  callbackUrl: string;
  callbackFormat: string;
}): { ok: true; value: FtpCallback } | { ok: false; errors: Partial<Record<'callbackUrl' | 'callbackFormat', string>> } {
  if (raw.callbackUrl.trim() === '') return { ok: true, value: { callbackUrl: null, callbackFormat: null } };
  const parsed = formSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<'callbackUrl' | 'callbackFormat', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'callbackUrl' || key === 'callbackFormat') && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
