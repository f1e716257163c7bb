import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { DownloadsPage } from '../../features/downloads/components/DownloadsPage';
import { prefetchDownloads } from '../../features/downloads/loaders';
import { validateDownloadsSearch } from '../-lib/schemas';

export const Route = createFileRoute('/downloads/')({
  staticData: { titleId: 'page.downloads.title', frame: 'account' },
  validateSearch: validateDownloadsSearch,
  loader: prefetchDownloads,
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
