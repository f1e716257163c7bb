import * as z from 'zod/mini';
import { type AddressField, isAddressField } from './address-fields';

// Loaded by the address form only when a change fails (dynamic import), so zod stays out of the
// order page's chunk.

/** The worker's JSON error shape (src/worker/errors/json-error.ts): a refused write names its fields. */
const ErrorBody = z.object({ fields: z.optional(z.array(z.string())) });

export type AddressChangeFailure =
  | { kind: 'field'; fields: readonly AddressField[] }
  | { kind: 'locked' }
  | { kind: 'other' }
  /** The plain post's form token was refused (posted-outcome.ts): send it again. */
  | { kind: 'expired' };

/**
 * What a failed delivery-address write means for the form: fields the service refused (400, named
 * by the `/api` proxy's `fields`), an order whose production has started (409), or anything else.
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
    // Every refused field, each gets its message.
    const fields = [...new Set(parsed.data.fields ?? [])].filter(isAddressField);
    if (fields.length) return { kind: 'field', fields };
  }
  return { kind: 'other' };
}
