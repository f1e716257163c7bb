import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';

export const Route = createFileRoute('/integration/')({
  staticData: { titleId: 'page.ftp.title', frame: 'account' },
  component: FtpIntegration,
});

/** Frame and title now; the page's feature comes with its own issue. */
function FtpIntegration() {
  return <PageTitle titleId="page.ftp.title" />;
}
