import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { FtpPage } from '../../features/integration/components/FtpPage';
import { prefetchFtp } from '../../features/integration/loaders';
import { requireAccount } from '../-lib/guards';

/** /integration (business only): FTP instructions and the callback form. */
export const Route = createFileRoute('/integration/')({
  staticData: { titleId: 'page.ftp.title', frame: 'account' },
  beforeLoad: requireAccount('business'),
  loader: prefetchFtp,
  component: FtpIntegration,
});

function FtpIntegration() {
  return (
    <PageTitle titleId="page.ftp.title">
      <FtpPage />
    </PageTitle>
  );
}
