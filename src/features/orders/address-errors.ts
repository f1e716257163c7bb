import * as z from 'zod/mini';
import { type AddressField, isAddressField } from './address-fields';

// Loaded by the address form only when a change fails (dynamic import), so zod stays out of the
// order page's chunk.

const ErrorBody = z.object({
  error: z.optional(z.string()),
  field: z.optional(z.string()),
  message: z.optional(z.string()),
  issues: z.optional(z.array(z.object({ field: z.string() }))),
});

export type AddressChangeFailure =
  | { kind: 'field'; fields: readonly AddressField[] }
  | { kind: 'locked' }
  | { kind: 'other' }
  /** The plain post's form token was refused (posted-outcome.ts): send it again. */
  | { kind: 'expired' };

/**
 * What a failed delivery-address write means for the form: a field the service refused (400,
 * `deliveryAddress.<field>`), an order whose production has started (409), or anything else.
 */
export function classifyAddressFailure(status: number | undefined, body: string | undefined): AddressChangeFailure {
  if (status === 409) return { kind: 'locked' };
  if (status === 400 && body) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { kind: 'other' };
    }
    const parsed = ErrorBody.safeParse(json);
    if (!parsed.success) return { kind: 'other' };
    // Every refused field (`issues`), not only the first (`field`): each gets its message.
    const paths = [parsed.data.field, ...(parsed.data.issues ?? []).map((i) => i.field)];
    const fields = [...new Set(paths.map((p) => p?.replace(/^deliveryAddress\./, '') ?? ''))].filter(isAddressField);
    if (fields.length) return { kind: 'field', fields };
  }
  return { kind: 'other' };
}
