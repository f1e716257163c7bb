import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';

export const Route = createFileRoute('/widgets/')({
  staticData: { titleId: 'page.widgets.title', frame: 'account' },
  component: Widgets,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Widgets() {
  return <PageTitle titleId="page.widgets.title" />;
}
