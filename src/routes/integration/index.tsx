import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { requireAccount } from '../-lib/guards';

export const Route = createFileRoute('/integration/')({
  staticData: { titleId: 'page.ftp.title', frame: 'account' },
  beforeLoad: requireAccount('business'),
  component: FtpIntegration,
});

/** Frame and title now; the page's feature comes with its own issue. */
function FtpIntegration() {
  return <PageTitle titleId="page.ftp.title" />;
}
