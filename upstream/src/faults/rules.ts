import { z } from 'zod';

/** Fault modes of docs/contracts.md. */
export const faultModeSchema = z.enum(['delay', 'status', 'malformed', 'invalid']);
export type FaultMode = z.infer<typeof faultModeSchema>;

const regexString = z
  .string()
  .min(1)
  .refine((s) => {
    try {
      new RegExp(s);
      return true;
    } catch {
      return false;
    }
  }, 'not a valid regular expression');

/** Body of `POST /__admin/faults`. */
export const faultRuleSchema = z.object({
  pathPattern: regexString,
  method: z
    .string()
    .regex(/^[A-Za-z]+$/)
    .transform((m) => m.toUpperCase())
    .optional(),
  mode: faultModeSchema,
  delayMs: z.number().int().min(0).max(120_000).optional(),
  status: z.number().int().min(200).max(599).optional(),
  times: z.number().int().min(1).optional(),
});
export type FaultRuleInput = z.infer<typeof faultRuleSchema>;

/** A fault to apply to one request. */
export interface Fault {
  mode: FaultMode;
  delayMs?: number;
  status?: number;
}

const headerJsonSchema = faultRuleSchema.omit({ pathPattern: true, method: true, times: true });

/**
 * Parses an `X-Upstream-Fault` header: either the JSON of a rule without pathPattern/method/times
 * (`{"mode":"status","status":503}`) or the short forms `delay=<ms>`, `status=<code>`, `malformed`,
 * `invalid`. Returns null for anything else (the header is then ignored).
 */
export function parseFaultHeader(value: string): Fault | null {
  const v = value.trim();
  if (v.startsWith('{')) {
    try {
      const parsed = headerJsonSchema.safeParse(JSON.parse(v));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  const m = /^(delay|status|malformed|invalid)(?:\s*[=:]\s*(\d+))?$/i.exec(v);
  if (!m?.[1]) return null;
  const mode = faultModeSchema.parse(m[1].toLowerCase());
  const n = m[2] === undefined ? undefined : Number(m[2]);
  if (mode === 'delay') return { mode, delayMs: Math.min(n ?? 1000, 120_000) };
  if (mode === 'status') return n !== undefined && n >= 200 && n <= 599 ? { mode, status: n } : { mode, status: 503 };
  return { mode };
}
