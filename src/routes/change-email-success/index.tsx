import { createFileRoute, Link, useRouteContext } from '@tanstack/react-router';
import { MessagePage } from '../../components/page/message-page';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { useT } from '../../shared/i18n/react';

/**
 * Public page after a confirmed e-mail change (plain HTML, no JavaScript). 'Log in' goes to the
 * account home, which starts sign-in when there is no session.
 */
export const Route = createFileRoute('/change-email-success/')({
  staticData: { titleId: 'public.changeEmailSuccess.title', frame: 'public' },
  component: ChangeEmailSuccess,
});

function ChangeEmailSuccess() {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <MessagePage titleId="public.changeEmailSuccess.title" bodyId="public.changeEmailSuccess.body">
      <Link to="/" className={buttonPrimary}>
        {t('public.changeEmailSuccess.logIn')}
      </Link>
      <a href={brand.storeLinks.front} className={buttonSecondary}>
        {t('common.continue')}
      </a>
    </MessagePage>
  );
}
