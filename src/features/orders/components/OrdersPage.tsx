import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { PartError, Section, sectionHeading } from '../../../components/ui';
import { useT } from '../../../shared/i18n/react';
import { allSuperOrdersQuery } from '../../../shared/queries/orders';
import { settled } from '../../../shared/queries/settled';
import { CutoffNotices } from '../../settings';
import { toOrderView } from '../model';
import { splitOrders } from '../order-split';
import { OrderCard } from './OrderCard';

/** /orders: in progress and history, newest first (account-area §4). */
export function OrdersPage() {
  return (
    <Section errorId="orders.error.load">
      <OrdersLists />
    </Section>
  );
}

function OrdersLists() {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(allSuperOrdersQuery(api)));
  if (!r.ok) return <PartError errorId="orders.error.load" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const { inProgress, history } = splitOrders(r.data.map(toOrderView), new Date());
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="orders-in-progress">
        <h2 id="orders-in-progress" className={sectionHeading}>
          {t('orders.inProgress')}
        </h2>
        {inProgress.length === 0 ? (
          <p className="text-gray-700">{t('orders.inProgress.empty')}</p>
        ) : (
          <ul className="list-none m-0 p-0 flex flex-col gap-4">
            {inProgress.map((o) => (
              <li key={o.orderCode}>
                <OrderCard order={o} showDelivery />
              </li>
            ))}
          </ul>
        )}
        {/* Under the list, as on the overview: they load in the browser after the page, and
            arriving above the orders would push every card down (layout shift, issue 18 §1). */}
        <div className="mt-4">
          <CutoffNotices />
        </div>
      </section>
      <section aria-labelledby="orders-history">
        <h2 id="orders-history" className={sectionHeading}>
          {t('orders.history')}
        </h2>
        {history.length === 0 ? (
          <p className="text-gray-700">{t('orders.history.empty')}</p>
        ) : (
          <ul className="list-none m-0 p-0 flex flex-col gap-4">
            {history.map((o) => (
              <li key={o.orderCode}>
                <OrderCard order={o} showDelivery={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
