import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page/page-title';

/**
 * Home: the account overview. On small screens it is hidden and the side menu is the page
 * (account-area §2: 'home (exact; hidden on small screens)'); the frame does that.
 */
export const Route = createFileRoute('/')({
  staticData: { titleId: 'menu.overview.title', frame: 'account' },
  component: Overview,
});

/** Frame and title now; the overview's content comes with the orders issue. */
function Overview() {
  return <PageTitle titleId="menu.overview.title" />;
}
