import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { useT } from '../../shared/i18n/react';

/**
 * Sign-out. The worker handles /logout server-side (ends the session, redirects); this page is
 * what shows if the app is asked to render it. 'public' frame: no account menu for someone who is
 * signing out, and no JavaScript. Links to it use `reloadDocument` so the worker always sees it.
 */
export const Route = createFileRoute('/logout/')({
  staticData: { titleId: 'page.signOut.title', frame: 'public' },
  component: Logout,
});

function Logout() {
  const t = useT();
  return (
    <PageTitle titleId="page.signOut.title">
      <p role="status">{t('page.signOut.body')}</p>
    </PageTitle>
  );
}
