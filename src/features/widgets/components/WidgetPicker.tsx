import { useId } from 'react';
import { FormToken, inputClass } from '../../../components/form/form-ui';
import { Outcome } from '../../../components/form/status';
import { useFormAction } from '../../../components/form/use-form-action';
import { buttonPrimary } from '../../../components/ui/styles';
import type { FormSearch } from '../../../shared/forms/form-status';
import { outcomeFromSearch } from '../../../shared/forms/search-errors';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { widgetFormMutation } from '../../../shared/queries/widgets';
import type { WidgetProduct } from '../widget-products';
import { WIDGET_TEXTS } from './texts';

/**
 * 'Create a new widget': one native <select> of the products without a widget and a submit, posted
 * to the /widgets action as 'create' (the fields a product's own button used to post), so it works
 * without JavaScript too. Hydrated, the new widget appears among the cards once the list is read
 * again. `search` is the plain post's outcome when no card reports it (a failed create).
 */
export function WidgetPicker({
  products,
  search,
  heading,
  layout,
}: {
  products: readonly WidgetProduct[];
  search: FormSearch;
  heading: MessageId;
  /** 'bar': compact, under the customer's widgets; 'invite': the page's empty state, roomier. */
  layout: 'bar' | 'invite';
}) {
  const t = useT();
  const o = useFormAction(widgetFormMutation, outcomeFromSearch(search));
  const selectId = useId();
  const headingId = useId();
  // After a failed plain post the product it was for is chosen again.
  const chosen = products.some((p) => p.code === search.id) ? search.id : undefined;
  const bar = layout === 'bar';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="widget-picker"
      className={`rounded-lg border border-solid border-line bg-surface-muted flex flex-col gap-4 ${bar ? 'p-4 md:p-5' : 'p-6 md:p-8'}`}
    >
      <div className="flex flex-col gap-1 min-w-0">
        <h2 id={headingId} className={`m-0 font-bold text-ink ${bar ? 'text-lg' : 'text-xl'}`}>
          {t(heading)}
        </h2>
        <p className="m-0 text-gray-700">{t('widgets.intro')}</p>
      </div>
      <div className="flex flex-col gap-2 min-w-0">
        {products.length === 0 ? (
          <p className="m-0 text-gray-700">{t('widgets.picker.allDone')}</p>
        ) : (
          <form method="post" action="/widgets" onSubmit={o.onSubmit} className="flex flex-wrap items-end gap-3">
            <FormToken />
            <input type="hidden" name="_action" value="create" />
            <div className="flex flex-col gap-1 min-w-0 w-full sm:w-auto">
              <label htmlFor={selectId} className="font-semibold">
                {t('widgets.picker.product')}
              </label>
              <select
                id={selectId}
                name="productCode"
                defaultValue={chosen}
                className={`${inputClass} border-gray-500 w-full sm:w-auto sm:min-w-72 max-w-full`}
              >
                {products.map((p) => (
                  <option key={p.code} value={p.code}>
                    {t('widgets.picker.option', { title: p.articleName, code: p.code })}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonPrimary} disabled={o.pending} aria-busy={o.pending}>
              {t('widgets.create')}
            </button>
          </form>
        )}
        <Outcome status={o.status} texts={WIDGET_TEXTS} />
      </div>
    </section>
  );
}
