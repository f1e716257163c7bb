import * as z from 'zod/mini';
import { type AddressField, isAddressField } from './address-fields';

// Loaded by the address form only when a change fails (dynamic import), so zod stays out of the
// order page's chunk.

const ErrorBody = z.object({ error: z.optional(z.string()), field: z.optional(z.string()), message: z.optional(z.string()) });

export type AddressChangeFailure = { kind: 'field'; field: AddressField } | { kind: 'locked' } | { kind: 'other' };

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
    const field = parsed.success ? parsed.data.field?.replace(/^deliveryAddress\./, '') : undefined;
    if (field && isAddressField(field)) return { kind: 'field', field };
  }
  return { kind: 'other' };
}
