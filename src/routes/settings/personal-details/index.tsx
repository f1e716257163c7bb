import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';
import { PersonalDetailsPage } from '../../../features/settings/components/DetailsPages';
import { loadPersonalDetails } from '../../../features/settings/loaders';
import { validateFormSearch } from '../../../shared/forms/form-status';

export const Route = createFileRoute('/settings/personal-details/')({
  staticData: { titleId: 'page.personalDetails.title', frame: 'account' },
  validateSearch: validateFormSearch,
  loader: loadPersonalDetails,
  component: PersonalDetails,
});

function PersonalDetails() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  return (
    <PageTitle>
      <PersonalDetailsPage business={session?.isBusiness ?? false} search={search} />
    </PageTitle>
  );
}
