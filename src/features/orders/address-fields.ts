/**
 * The delivery-address change form of an order (account-area §3/§4): its fields, the countries the
 * address service accepts, whether the address may still change, and the current address as form
 * values. Pure, and free of zod: these are needed to render the order page (its chunk stays small);
 * a refused change is read by posted-outcome.ts (the worker's form answer).
 */

/** Address fields of the change form, in form order. */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'countryCode', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const isAddressField = (f: string): f is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(f);

/** The address can still change while no product has started production and not all are cancelled. */
export function canChangeAddress(products: readonly { status: string }[], changeInProgress = false): boolean {
  // A change already on its way: a second one is not offered until the first is settled (issue 17 §3).
  if (changeInProgress) return false;
  const open = products.filter((p) => p.status !== 'Cancelled');
  return open.length > 0 && open.every((p) => p.status === 'Received' || p.status === 'Confirmed');
}

/** The address of a super order as form values (unknown keys dropped, missing ones blank). */
export function addressValues(address: Record<string, unknown>): Record<AddressField, string> {
  const out = {} as Record<AddressField, string>;
  for (const f of ADDRESS_FIELDS) out[f] = typeof address[f] === 'string' ? (address[f] as string) : '';
  return out;
}
