import { createFileRoute, Link, useRouteContext } from '@tanstack/react-router';
import { MessagePage } from '../../components/page/message-page';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { useT } from '../../shared/i18n/react';

/** Public page after an account deletion (plain HTML, no JavaScript). */
export const Route = createFileRoute('/account-deleted/')({
  staticData: { titleId: 'public.accountDeleted.title', frame: 'public' },
  component: AccountDeleted,
});

function AccountDeleted() {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <MessagePage titleId="public.accountDeleted.title" bodyId="public.accountDeleted.body">
      <Link to="/" className={buttonPrimary}>
        {t('public.accountDeleted.createAccount')}
      </Link>
      <a href={brand.storeLinks.allProducts} className={buttonSecondary}>
        {t('public.accountDeleted.viewProducts')}
      </a>
    </MessagePage>
  );
}
