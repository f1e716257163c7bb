import type { FormSearch } from '../../shared/forms/form-status';

/** An ordered product as the widgets page needs it (a super order's line). */
export interface WidgetProduct {
  code: string;
  articleName: string;
  status: string;
}

/**
 * The ordered products that can have a widget (every one but the cancelled), split into those that
 * have one (the page's cards, in the orders' order) and those that don't (the picker's options).
 */
export function splitByWidget<W extends { productCode: string }>(
  products: readonly WidgetProduct[],
  widgets: readonly W[],
): { withWidget: { product: WidgetProduct; widget: W }[]; withoutWidget: WidgetProduct[] } {
  const byCode = new Map(widgets.map((w) => [w.productCode, w]));
  const withWidget: { product: WidgetProduct; widget: W }[] = [];
  const withoutWidget: WidgetProduct[] = [];
  for (const product of products) {
    if (product.status === 'Cancelled') continue;
    const widget = byCode.get(product.code);
    if (widget) withWidget.push({ product, widget });
    else withoutWidget.push(product);
  }
  return { withWidget, withoutWidget };
}

/**
 * Which part of the page reports a plain post's outcome (`?s=…&id=…`): the card of the widget it
 * was about; the page's notice for a deleted widget (its card is gone); otherwise the picker (a
 * create that failed, or a post the action refused before it knew the product).
 */
export function outcomeTarget(search: FormSearch, widgetCodes: ReadonlySet<string>): 'card' | 'notice' | 'picker' | null {
  if (!search.s) return null;
  if (search.id && widgetCodes.has(search.id)) return 'card';
  if (search.s === 'deleted') return 'notice';
  return 'picker';
}
