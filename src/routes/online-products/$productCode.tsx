import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { OnlineProductPage } from '../../features/online-products/components/OnlineProductsPages';
import { parseIds } from '../-lib/schemas';

export const Route = createFileRoute('/online-products/$productCode')({
  staticData: { titleId: 'page.onlineProduct.title', frame: 'account' },
  params: { parse: parseIds('productCode') },
  component: OnlineProduct,
});

function OnlineProduct() {
  const { productCode } = Route.useParams();
  return (
    <PageTitle>
      <OnlineProductPage productCode={productCode} />
    </PageTitle>
  );
}
