import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { WidgetSharePage } from '../../../../features/widgets/components/WidgetSharePage';
import { loadWidgetShare } from '../../../../features/widgets/loaders';
import { validateFormSearch } from '../../../../shared/forms/form-status';
import { requireAccount } from '../../../-lib/guards';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/widgets/$productCode/share/')({
  staticData: { titleId: 'page.widgetShare.title', frame: 'account' },
  params: { parse: parseIds('productCode') },
  validateSearch: validateFormSearch,
  beforeLoad: requireAccount('consumer'),
  loader: loadWidgetShare,
  component: WidgetShare,
});

function WidgetShare() {
  const { productCode } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PageTitle>
      <WidgetSharePage productCode={productCode} search={search} />
    </PageTitle>
  );
}
