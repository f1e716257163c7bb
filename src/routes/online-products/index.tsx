import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';

export const Route = createFileRoute('/online-products/')({
  staticData: { titleId: 'page.onlineProducts.title', frame: 'account' },
  component: OnlineProducts,
});

/** Frame and title now; the page's feature comes with its own issue. */
function OnlineProducts() {
  return <PageTitle titleId="page.onlineProducts.title" />;
}
