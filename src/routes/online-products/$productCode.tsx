import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { parseIds } from '../-lib/schemas';

export const Route = createFileRoute('/online-products/$productCode')({
  staticData: { titleId: 'page.onlineProduct.title', frame: 'account' },
  params: { parse: parseIds('productCode') },
  component: OnlineProduct,
});

/** Frame and title now; the page's feature comes with its own issue. */
function OnlineProduct() {
  return <PageTitle titleId="page.onlineProduct.title" />;
}
