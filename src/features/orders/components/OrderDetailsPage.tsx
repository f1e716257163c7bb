import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageLoading } from '../../../components/page/page-title';
import { card, ErrorText, sectionHeading, useFormat } from '../../../components/ui';
import { backLink } from '../../../components/ui/account-styles';
import { correlationIdOf } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/react';
import { superOrderQuery } from '../../../shared/queries/orders';
import { STREAMED, suspendUntilSettled } from '../../../shared/queries/settled';
import { isMissingOrder } from '../loaders';
import type { PostedOutcome } from '../posted-outcome';
import { isAwaitingPayment } from '../statuses';
import { BusinessOrderInvoice } from './BusinessOrderInvoice';
import { DeliveryAddress } from './DeliveryAddress';
import { OrderTrack } from './OrderCard';
import { ProductItem } from './ProductItem';

export function OrderDetailsPage({
  orderCode,
  found,
  correlationId,
  posted,
}: {
  orderCode: string;
  found: boolean;
  correlationId?: string;
  /** Where a plain post of the address form left the page (posted-outcome.ts). */
  posted?: PostedOutcome;
}) {
  // The back link comes with the shell, whatever streams after it: the page's own back link hides
  // the frame's 'Back to My account' (app-frame.tsx), so one arriving later would move the page up.
  return (
    <div className="flex flex-col gap-6">
      <BackToOrders />
      {found ? (
        <Suspense fallback={<PageLoading />}>
          <OrderDetails orderCode={orderCode} posted={posted} />
        </Suspense>
      ) : (
        <OrderLoadError correlationId={correlationId} />
      )}
    </div>
  );
}

/** The spec's 'An error occurred loading this order…' with the reference support asks for. */
function OrderLoadError({ correlationId }: { correlationId: string | undefined }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <ErrorText>{t('orders.error.order')}</ErrorText>
      {correlationId ? <small className="text-sm text-ink-muted">{t('error.correlationId', { id: correlationId })}</small> : null}
    </div>
  );
}

/** A known order that is not there any more (expired since the orders list showed it). */
function OrderGone() {
  const t = useT();
  return (
    <p className="m-0" data-testid="order-not-found">
      {t('orders.notFound.body')}
    </p>
  );
}

function BackToOrders() {
  const t = useT();
  return (
    <p className="m-0">
      <Link to="/orders" className={backLink} data-back-link="">
        <span aria-hidden="true">‹&nbsp;</span>
        {t('orders.backToOrders')}
      </Link>
    </p>
  );
}

function OrderDetails({ orderCode, posted }: { orderCode: string; posted: PostedOutcome | undefined }) {
  const t = useT();
  const f = useFormat();
  const { api, session } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  // Streamed when the worker knew the code (loaders.ts); already in the cache when it was awaited.
  const options = superOrderQuery(api, orderCode);
  const result = suspendUntilSettled(useQuery({ ...options, ...STREAMED }), () => queryClient.prefetchQuery(options));
  if (result.data === undefined) {
    // A streamed order the service no longer has for this user: said on the page (its status, 200,
    // went out with the shell). Any other failure: the spec's message with the reference.
    return isMissingOrder(result.error) ? <OrderGone /> : <OrderLoadError correlationId={correlationIdOf(result.error)} />;
  }
  const order = result.data;
  const awaiting = order.orders.some(isAwaitingPayment);
  const delayed = order.orders.some((p) => p.delayed && p.status !== 'Dispatched' && p.status !== 'Cancelled');
  return (
    <div className="flex flex-col gap-6" data-order={order.superOrderCode}>
      <div className={card}>
        <dl className="m-0 grid grid-cols-2 sm:grid-cols-3 gap-x-6 gap-y-3">
          <div>
            <dt className="text-sm text-ink-muted">{t('orders.numberLabel')}</dt>
            <dd className="m-0 font-semibold">{order.superOrderCode}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t('orders.dateLabel')}</dt>
            <dd className="m-0 font-semibold">{f.day(order.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t('orders.total')}</dt>
            <dd className="m-0 font-semibold">{f.money(order.total, order.currency)}</dd>
          </div>
        </dl>
        <OrderTrack code={order.superOrderCode} products={order.orders} />
      </div>
      {awaiting ? (
        <div role="note" className="rounded-lg border border-solid border-cyan-700 bg-cyan-50 p-4">
          <p className="m-0 font-semibold">{t('orders.awaitingPayment.title')}</p>
          <p className="m-0">{t('orders.awaitingPayment.print')}</p>
          <p className="m-0">{t('orders.awaitingPayment.voucher')}</p>
        </div>
      ) : null}
      {delayed ? (
        <div role="note" className="rounded-lg border border-solid border-amber-700 bg-amber-50 p-4">
          <p className="m-0 font-semibold">{t('orders.delayed.title')}</p>
          <p className="m-0">{t('orders.delayed')}</p>
        </div>
      ) : null}
      <section aria-labelledby="order-products">
        <h2 id="order-products" className={sectionHeading}>
          {t('orders.products', { count: order.orderCount })}
        </h2>
        <ul className="list-none m-0 p-0">
          {order.orders.map((p) => (
            <li key={p.code}>
              <ProductItem product={p} isBusiness={session?.isBusiness ?? false} orderCode={orderCode} />
            </li>
          ))}
        </ul>
      </section>
      {session?.isBusiness ? <BusinessOrderInvoice orderCode={order.superOrderCode} /> : null}
      <DeliveryAddress order={order} posted={posted} />
    </div>
  );
}
