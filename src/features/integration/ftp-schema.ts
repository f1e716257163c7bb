import { z } from 'zod';
import { isSafeLink } from '../../shared/links/safe-link';

/**
 * The FTP callback form (account-area §3/§7): callbackUrl and callbackFormat, both or neither.
 * One schema for the form and the worker: a safe absolute http(s) URL (no credentials, no
 * control characters), at most 2,048 characters; the format is json or xml.
 */
export const CALLBACK_FORMATS = ['json', 'xml'] as const;

export const callbackUrlSchema = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(2048, { message: 'tooLong' })
  .refine((v) => isSafeLink(v), { message: 'invalidUrl' });

export const ftpCallbackSchema = z.union([
  z.object({ callbackUrl: callbackUrlSchema, callbackFormat: z.enum(CALLBACK_FORMATS) }),
  z.object({ callbackUrl: z.null(), callbackFormat: z.null() }),
]);
export type FtpCallback = z.infer<typeof ftpCallbackSchema>;

/** The form's raw values → the payload, or the error codes per field (`required`, `invalidUrl`…). */
export function parseFtpForm(raw: { callbackUrl: string; callbackFormat: string }):
  | { ok: true; value: FtpCallback }
  | { ok: false; errors: Partial<Record<'callbackUrl' | 'callbackFormat', string>> } {
  if (raw.callbackUrl.trim() === '') return { ok: true, value: { callbackUrl: null, callbackFormat: null } };
  const parsed = z.object({ callbackUrl: callbackUrlSchema, callbackFormat: z.enum(CALLBACK_FORMATS, { message: 'invalidFormat' }) }).safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<'callbackUrl' | 'callbackFormat', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'callbackUrl' || key === 'callbackFormat') && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
