import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';

export const Route = createFileRoute('/settings/personal-details/')({
  staticData: { titleId: 'page.personalDetails.title', frame: 'account' },
  component: PersonalDetails,
});

/** Frame and title now; the page's feature comes with its own issue. */
function PersonalDetails() {
  return <PageTitle titleId="page.personalDetails.title" />;
}
