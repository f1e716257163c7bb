import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { DownloadsPage } from '../../features/downloads/components/DownloadsPage';
import { downloadsQuery } from '../../shared/queries/downloads';

export const Route = createFileRoute('/downloads/')({
  staticData: { titleId: 'page.downloads.title', frame: 'account' },
  // Nothing awaited: the shell streams first; the list arrives into the page's own loading state.
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(downloadsQuery(api));
  },
  component: Downloads,
});

/** Past zip downloads with re-download by link (photo spec §7 Download API). */
function Downloads() {
  const { api } = Route.useRouteContext();
  return (
    <PageTitle titleId="page.downloads.title">
      <DownloadsPage api={api} />
    </PageTitle>
  );
}
