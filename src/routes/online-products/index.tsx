import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { OnlineProductsPage } from '../../features/online-products/components/OnlineProductsPages';
import { prefetchOnlineProducts } from '../../features/online-products/loaders';

export const Route = createFileRoute('/online-products/')({
  staticData: { titleId: 'page.onlineProducts.title', frame: 'account' },
  loader: prefetchOnlineProducts,
  component: OnlineProducts,
});

function OnlineProducts() {
  return (
    <PageTitle>
      <OnlineProductsPage />
    </PageTitle>
  );
}
