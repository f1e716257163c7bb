import type { FormStatus } from './form-status';

/**
 * The `id` a plain post of a product's action reports back (`?s=…&id=reorder-<product>`), so the
 * order page shows the outcome beside that product and the delivery-address form ignores it.
 */
export type ProductAction = 'reorder' | 'online';
export const productActionId = (action: ProductAction, product: string): string => `${action}-${product}`;

/** The status a plain post left for this product's action, if the page's `?s=&id=` names it. */
export function postedProductOutcome(
  search: { s?: FormStatus | undefined; id?: string | undefined },
  action: ProductAction,
  product: string,
): FormStatus | undefined {
  return search.id === productActionId(action, product) ? search.s : undefined;
}
