import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Loading, PartError, Section, sectionHeading } from '../../../components/ui';
import { focusRing, textLink } from '../../../components/ui/styles';
import { b2bBanner } from '../../../shared/account/banner';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { customerQuery } from '../../../shared/queries/customer';
import { allSuperOrdersQuery } from '../../../shared/queries/orders';
import { settled } from '../../../shared/queries/settled';
import { listedOn, OrderCard, toOrderView } from '../../orders';
import { CutoffNotices, UploadNotice } from '../../settings';

type Shortcut = {
  key: string;
  to: '/orders' | '/saved-projects' | '/settings' | '/settings/b2b' | '/invoices' | '/integration' | '/widgets';
  labelId: MessageId;
};

/**
 * The account overview (home): shortcuts, status banner (B2B), recent orders in progress, then the
 * upload and cut-off notices. On phones the frame shows it under the menu as a dashboard.
 */
export function OverviewPage() {
  const { session } = useRouteContext({ from: '__root__' });
  const isBusiness = session?.isBusiness ?? false;
  return (
    <div className="flex flex-col gap-8">
      <Shortcuts isBusiness={isBusiness} />
      {/* The account status (business) and the recent orders appear together, in one step, under
          what the shell already shows: the banner arriving on its own above the shortcuts pushed
          the whole page down (layout shift 0.04 at 390 px, issue 18 §1). Each still fails alone. */}
      <Suspense fallback={<Loading />}>
        {isBusiness ? (
          <Section errorId="overview.error.customer" ownLoading={false}>
            <AccountBanner />
          </Section>
        ) : null}
        <RecentOrders />
      </Suspense>
    </div>
  );
}

function AccountBanner() {
  const t = useT();
  const { api, brand } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(customerQuery(api, 'banner')));
  if (!r.ok) return <PartError errorId="overview.error.customer" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const customer = r.data;
  const banner = customer ? b2bBanner(customer.isB2b, customer.b2bStatus) : null;
  if (!banner) return null;
  const tone =
    banner.tone === 'error'
      ? 'border-red-700 bg-red-50'
      : banner.tone === 'warning'
        ? 'border-amber-700 bg-amber-50'
        : 'border-cyan-700 bg-cyan-50';
  return (
    <div
      role={banner.tone === 'error' ? 'alert' : 'status'}
      data-b2b-status={customer?.b2bStatus}
      className={`rounded-lg border border-solid p-4 ${tone}`}
    >
      <p className="m-0">{t(banner.textId)}</p>
      {banner.action === 'completeDetails' ? (
        <Link to="/settings/b2b" className={textLink}>
          {t('overview.b2b.completeDetails')}
        </Link>
      ) : banner.action === 'contactCustomerCare' ? (
        <a href={brand.storeLinks.customerCare} className={textLink} rel="noopener">
          {t('common.contactCustomerCare')}
        </a>
      ) : null}
    </div>
  );
}

function Shortcuts({ isBusiness }: { isBusiness: boolean }) {
  const t = useT();
  const items: Shortcut[] = [
    { key: 'orders', to: '/orders', labelId: 'menu.orders' },
    ...(isBusiness
      ? ([
          { key: 'invoices', to: '/invoices', labelId: 'menu.invoices' },
          { key: 'ftp', to: '/integration', labelId: 'menu.ftp' },
          { key: 'settings', to: '/settings/b2b', labelId: 'menu.settings' },
        ] as const)
      : ([
          { key: 'settings', to: '/settings', labelId: 'menu.settings' },
          { key: 'widgets', to: '/widgets', labelId: 'menu.widgets' },
        ] as const)),
    { key: 'projects', to: '/saved-projects', labelId: 'menu.savedProjects' },
  ];
  return (
    <nav aria-labelledby="overview-shortcuts" data-shortcuts="">
      <h2 id="overview-shortcuts" className={sectionHeading}>
        {t('overview.shortcuts')}
      </h2>
      <ul className="list-none m-0 p-0 grid gap-3 grid-cols-2 lg:grid-cols-3">
        {items.map((s) => (
          <li key={s.key}>
            <Link
              to={s.to}
              className={`flex items-center min-h-16 px-5 rounded-lg border border-solid border-line bg-surface shadow-sm no-underline text-ink font-semibold hover:border-brand-accent hover:bg-brand-soft ${focusRing}`}
            >
              {t(s.labelId)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RecentOrders() {
  const t = useT();
  return (
    <section aria-labelledby="overview-orders">
      <h2 id="overview-orders" className={sectionHeading}>
        {t('overview.recentOrders')}
      </h2>
      <Section errorId="orders.error.load" ownLoading={false}>
        <RecentOrderList />
        {/* The notices load in the browser after the page. Here, after the recent orders and in
            their Suspense boundary, their late arrival adds to the end of the content instead of
            pushing what the customer is reading down (CLS, issue 18 §1). */}
        <div className="mt-6 flex flex-col gap-4 empty:hidden">
          <UploadNotice />
          <CutoffNotices />
        </div>
      </Section>
    </section>
  );
}

function RecentOrderList() {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(allSuperOrdersQuery(api)));
  if (!r.ok) return <PartError errorId="orders.error.load" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const recent = listedOn('overview', r.data.map(toOrderView), new Date());
  if (recent.length === 0) {
    return (
      <p className="text-ink-muted">
        {t('orders.inProgress.empty')}{' '}
        <Link to="/orders" className={textLink}>
          {t('overview.allOrders')}
        </Link>
      </p>
    );
  }
  return (
    <>
      <ul className="list-none m-0 p-0 flex flex-col gap-4">
        {recent.map((o) => (
          <li key={o.orderCode}>
            <OrderCard order={o} showDelivery />
          </li>
        ))}
      </ul>
      <p>
        <Link to="/orders" className={textLink}>
          {t('overview.allOrders')}
        </Link>
      </p>
    </>
  );
}
