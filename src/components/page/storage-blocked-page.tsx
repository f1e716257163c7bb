import { useT } from '../../shared/i18n/react';
import { AppFrame } from '../frame/app-frame';
import { pageHeading } from '../ui/styles';

/**
 * The block-cookies page (account-area 'Other screens'): the spec's one sentence as the page
 * heading, in the public frame (brand header, no account menu), announced as an alert because it
 * replaces the page the browser had just shown.
 */
export function StorageBlockedPage() {
  const t = useT();
  return (
    <AppFrame frame="public">
      <section role="alert" aria-labelledby="page-title" data-tone="error" className="max-w-2xl">
        <h1 id="page-title" className={pageHeading}>
          {t('storage.blocked')}
        </h1>
      </section>
    </AppFrame>
  );
}
