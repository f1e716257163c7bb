import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';

export const Route = createFileRoute('/settings/')({
  staticData: { titleId: 'page.settings.title', frame: 'account' },
  component: Settings,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Settings() {
  return <PageTitle titleId="page.settings.title" />;
}
