/**
 * Where the address screens link to, per account kind (issue 17 §3): a business user who lands on
 * 'all addresses' stays on the business screens (their change, add and back targets), so the
 * address form they reach has the business layout and returns to business settings.
 */
export function addressLinks(business: boolean) {
  return business
    ? ({ edit: '/settings/b2b/address/$addressId', add: '/settings/b2b/new-address', back: '/settings/b2b' } as const)
    : ({ edit: '/settings/address/$addressId', add: '/settings/new-address', back: '/settings' } as const);
}
