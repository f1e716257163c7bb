import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { Outcome } from '../../../components/form/status';
import { card, Section } from '../../../components/ui';
import type { FormSearch, FormStatus } from '../../../shared/forms/form-status';
import { useT } from '../../../shared/i18n/react';
import { superOrdersQuery } from '../../../shared/queries/orders';
import { widgetsQuery } from '../../../shared/queries/widgets';
import { productCodes } from '../loaders';
import { outcomeTarget, splitByWidget } from '../widget-products';
import { WIDGET_TEXTS } from './texts';
import { WidgetCard } from './WidgetCard';
import { WidgetPicker } from './WidgetPicker';

/**
 * My widgets (consumers only): the customer's widgets first, as cards, then one picker that
 * creates a widget for a product that has none. Without any widget yet, the picker is the page's
 * invitation. No width of its own: the account frame sets the content width.
 */
export function WidgetsPage({ search }: { search: FormSearch }) {
  return (
    <Section errorId="widgets.error.load">
      <WidgetList search={search} />
    </Section>
  );
}

function WidgetList({ search }: { search: FormSearch }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: orders } = useSuspenseQuery(superOrdersQuery(api));
  const { data } = useSuspenseQuery(widgetsQuery(api, productCodes(orders.items)));
  const { withWidget, withoutWidget } = splitByWidget(
    orders.items.flatMap((s) => s.orders),
    data.widgets,
  );
  const target = outcomeTarget(search, new Set(withWidget.map((w) => w.product.code)));
  // A deleted widget's card is gone: the page itself says it went (plain post or hydrated delete).
  const [notice, setNotice] = useState<FormStatus | null>(target === 'notice' ? (search.s ?? null) : null);

  if (withWidget.length === 0 && withoutWidget.length === 0) {
    return (
      <div className={`${card} flex flex-col gap-2`}>
        <Outcome status={notice} texts={WIDGET_TEXTS} />
        <p className="m-0">{t('widgets.intro')}</p>
        <p className="m-0 text-gray-700">{t('widgets.none')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Outcome status={notice} texts={WIDGET_TEXTS} />
      {withWidget.length > 0 ? (
        <ul className="list-none p-0 m-0 grid gap-4 md:grid-cols-2 items-start" data-testid="widget-list">
          {withWidget.map(({ product, widget }) => (
            <li key={product.code} className={card} data-product-code={product.code}>
              <WidgetCard
                product={product}
                widget={widget}
                search={target === 'card' && search.id === product.code ? search : {}}
                onDeleted={() => setNotice('deleted')}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Always in this place, so its outcome stays when the first widget arrives or the last goes. */}
      <WidgetPicker
        products={withoutWidget}
        search={target === 'picker' ? search : {}}
        heading={withWidget.length > 0 ? 'widgets.picker.title' : 'widgets.empty.title'}
        layout={withWidget.length > 0 ? 'bar' : 'invite'}
      />
    </div>
  );
}
