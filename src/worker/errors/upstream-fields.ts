import * as z from 'zod';

/**
 * The upstream's validation answer (400, upstream/src/http/validate.ts): `{ error: 'validation',
 * field: 'a.b', message, issues: [{ field, message }] }`, the first failing field in `field` and
 * every one in `issues`. Each dotted path becomes the form's field name, its last segment
 * (`deliveryAddress.postalCode` → postalCode, `paymentMethod.type` → type), so every refused field
 * gets its message beside it instead of one generic line.
 */
const ValidationBody = z.object({
  field: z.string().max(200).optional(),
  issues: z
    .array(z.object({ field: z.string().max(200) }))
    .max(50)
    .optional(),
});

export function upstreamFieldNames(body: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [];
  }
  const parsed = ValidationBody.safeParse(json);
  if (!parsed.success) return [];
  const paths = [parsed.data.field, ...(parsed.data.issues ?? []).map((i) => i.field)];
  const names = paths.map((p) => p?.split('.').at(-1) ?? '').filter((n) => /^[A-Za-z]{1,40}$/.test(n));
  return [...new Set(names)];
}
