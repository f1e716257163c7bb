import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page/page-title';
import { OverviewPage } from '../features/overview/components/OverviewPage';
import { prefetchOverview } from '../features/overview/loaders';

/**
 * Home: the account overview. On small screens it is hidden and the side menu is the page
 * (account-area §2: 'home (exact; hidden on small screens)'); the frame does that.
 * Customer and orders are streamed: the shell flushes before them.
 */
export const Route = createFileRoute('/')({
  staticData: { titleId: 'menu.overview.title', frame: 'account' },
  loader: prefetchOverview,
  component: Overview,
});

function Overview() {
  return (
    <PageTitle>
      <OverviewPage />
    </PageTitle>
  );
}
