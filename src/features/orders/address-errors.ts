import { z } from 'zod';

/** Address fields of the change form, in form order. */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'countryCode', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Countries the address service accepts (embedded upstream's postal-code rules). */
export const ADDRESS_COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'IT', 'ES', 'PT', 'AT', 'CH', 'LU', 'DK', 'NO', 'SE', 'GB', 'IE'] as const;

const ErrorBody = z.object({ error: z.string().optional(), field: z.string().optional(), message: z.string().optional() });

export type AddressChangeFailure =
  | { kind: 'field'; field: AddressField }
  | { kind: 'locked' }
  | { kind: 'other' };

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
    if (field && (ADDRESS_FIELDS as readonly string[]).includes(field)) return { kind: 'field', field: field as AddressField };
  }
  return { kind: 'other' };
}

/** The address can still change while no product has started production and not all are cancelled. */
export function canChangeAddress(products: readonly { status: string }[]): boolean {
  const open = products.filter((p) => p.status !== 'Cancelled');
  return open.length > 0 && open.every((p) => p.status === 'Received' || p.status === 'Confirmed');
}

/** The address of a super order as form values (unknown keys dropped, missing ones blank). */
export function addressValues(address: Record<string, unknown>): Record<AddressField, string> {
  const out = {} as Record<AddressField, string>;
  for (const f of ADDRESS_FIELDS) out[f] = typeof address[f] === 'string' ? (address[f] as string) : '';
  return out;
}
