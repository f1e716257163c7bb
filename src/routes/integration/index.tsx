import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { FtpPage } from '../../features/integration/components/FtpPage';
import { loadFtp } from '../../features/integration/loaders';
import { validateFtpSearch } from '../../shared/forms/ftp-form-status';
import { requireAccount } from '../-lib/guards';

/** /integration (business only): FTP instructions and the callback form (`?s=` etc. after a plain post). */
export const Route = createFileRoute('/integration/')({
  staticData: { titleId: 'page.ftp.title', frame: 'account' },
  validateSearch: validateFtpSearch,
  beforeLoad: requireAccount('business'),
  loader: loadFtp,
  component: FtpIntegration,
});

function FtpIntegration() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <FtpPage search={search} />
    </PageTitle>
  );
}
