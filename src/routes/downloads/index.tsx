import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { DownloadsPage } from '../../features/downloads/components/DownloadsPage';
import { downloadsQuery } from '../../shared/queries/downloads';
import { validateDownloadsSearch } from '../-lib/schemas';

export const Route = createFileRoute('/downloads/')({
  staticData: { titleId: 'page.downloads.title', frame: 'account' },
  validateSearch: validateDownloadsSearch,
  // Nothing awaited: the shell streams first; the list arrives into the page's own loading state.
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(downloadsQuery(api));
  },
  component: Downloads,
});

/** Past zip downloads with re-download by link (photo spec §7 Download API). */
function Downloads() {
  const { api } = Route.useRouteContext();
  const { failed } = Route.useSearch();
  return (
    <PageTitle>
      <DownloadsPage api={api} failedId={failed} />
    </PageTitle>
  );
}
