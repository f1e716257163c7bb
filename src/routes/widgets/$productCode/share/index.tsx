import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { parseIds } from '../../../-lib/schemas';
import { requireAccount } from '../../../-lib/guards';

export const Route = createFileRoute('/widgets/$productCode/share/')({
  staticData: { titleId: 'page.widgetShare.title', frame: 'account' },
  params: { parse: parseIds('productCode') },
  beforeLoad: requireAccount('consumer'),
  component: WidgetShare,
});

/** Frame and title now; the page's feature comes with its own issue. */
function WidgetShare() {
  return <PageTitle titleId="page.widgetShare.title" />;
}
