import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { card, PartError, Section, useFormat } from '../../../components/ui';
import { productImage } from '../../../components/ui/account-styles';
import { textLink } from '../../../components/ui/styles';
import { canStillBeDelivered } from '../../../shared/api/delivery';
import { useT } from '../../../shared/i18n/react';
import { deliveryDatesQuery } from '../../../shared/queries/orders';
import { settled } from '../../../shared/queries/settled';
import { isPastDeliveryWindow } from '../delivery-window';
import type { OrderView } from '../model';
import { displayStatus } from '../statuses';
import { OrderProgress } from './OrderProgress';
import { StatusBadge } from './StatusBadge';

/**
 * One order in a list: number, date, products with their picture and status, the progress tracker
 * with the expected delivery (orders in progress), total and the way to the details.
 */
export function OrderCard({ order, showDelivery }: { order: OrderView; showDelivery: boolean }) {
  const t = useT();
  const f = useFormat();
  const headingId = `order-${order.orderCode}`;
  return (
    <article aria-labelledby={headingId} className={card} data-order={order.orderCode}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-lg font-bold text-ink m-0">
          {t('orders.number', { code: order.orderCode })}
        </h3>
        <span className="text-sm text-ink-muted">{t('orders.placedOn', { date: f.day(order.createdAt) })}</span>
      </div>
      <ul className="list-none m-0 mt-3 p-0 flex flex-col gap-2">
        {order.products.map((p) => {
          const s = displayStatus(p.status);
          return (
            <li key={p.code} className="flex items-center gap-3">
              {p.thumbnailUrl ? (
                <img
                  src={p.thumbnailUrl}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className={`w-14 h-14 ${productImage}`}
                />
              ) : (
                <span aria-hidden="true" className={`w-14 h-14 ${productImage}`} />
              )}
              {/* Phones: the status under the name, so the name keeps the card's width (issue 35 §6). */}
              <span className="flex-1 min-w-0 flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                <span data-product-name="">
                  {p.articleName}
                  {p.quantity > 1 ? <span className="text-ink-muted"> × {p.quantity}</span> : null}
                </span>
                {s ? <StatusBadge status={s} /> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {showDelivery ? <OrderTrack code={order.orderCode} products={order.products} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 mt-4 pt-3 border-0 border-t border-solid border-line">
        <span>
          {t('orders.totalLabel')} <strong>{f.money(order.total, order.currency)}</strong>
        </span>
        <Link
          to="/orders/$orderCode"
          params={{ orderCode: order.orderCode }}
          className={`${textLink} inline-flex items-center min-h-11 font-semibold`}
          aria-describedby={headingId}
        >
          {t('orders.view')}
        </Link>
      </div>
    </article>
  );
}

/** Expected delivery window; 404 = no dates known yet (null); another failure = this part's error only. */
/**
 * The progress tracker with the expected delivery window under it (orders list, overview, order
 * details). Issue 18 §5: no delivery-date call for an order that cannot be delivered any more.
 */
export function OrderTrack({ code, products }: { code: string; products: readonly { status: string }[] }) {
  return (
    <OrderProgress
      products={products}
      delivery={
        canStillBeDelivered(products) ? (
          <Section errorId="orders.delivery.error" quiet>
            <DeliveryDates id={code} />
          </Section>
        ) : null
      }
    />
  );
}

function DeliveryDates({ id }: { id: string }) {
  const t = useT();
  const f = useFormat();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r } = useSuspenseQuery(settled(deliveryDatesQuery(api, id)));
  if (!r.ok) return <PartError errorId="orders.delivery.error" correlationId={r.correlationId} />;
  const data = r.data;
  if (!data) return <span className="text-ink-muted">{t('orders.delivery.unknown')}</span>;
  const from = f.day(data.earliestDeliveryDate);
  const to = f.day(data.latestDeliveryDate);
  const window = from === to ? t('orders.delivery.on', { date: from }) : t('orders.delivery.between', { from, to });
  // Only orders that can still be delivered get here (OrderTrack): a window that is over is late.
  if (!isPastDeliveryWindow(data.latestDeliveryDate, new Date())) return <span>{window}</span>;
  return (
    <span data-late="">
      {window}
      <strong className="block text-amber-800">{t('orders.delivery.late')}</strong>
    </span>
  );
}
