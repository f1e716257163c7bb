import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '../../components/page/message-page';
import { buttonPrimary } from '../../components/ui/styles';
import { useT } from '../../shared/i18n/react';

/**
 * Sign-out (account-area §2: 'signs out at once'). The worker answers GET and POST /logout itself
 * (src/worker/auth/logout.ts: clears the session, ends it at the authority, redirects), so this
 * page only shows if the app is ever asked to render the path (a client-side navigation): one
 * same-origin POST button that reaches the worker. 'public' frame: no account menu, no JavaScript.
 * Links to /logout use `reloadDocument` so the worker always sees them.
 */
export const Route = createFileRoute('/logout/')({
  staticData: { titleId: 'page.signOut.title', frame: 'public' },
  component: Logout,
});

function Logout() {
  const t = useT();
  return (
    <MessagePage titleId="page.signOut.title">
      <form method="post" action="/logout">
        <button type="submit" className={`${buttonPrimary} border-0 cursor-pointer`}>
          {t('menu.signOut')}
        </button>
      </form>
    </MessagePage>
  );
}
