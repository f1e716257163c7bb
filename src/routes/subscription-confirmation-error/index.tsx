import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { MessagePage } from '../../components/page/message-page';
import { buttonPrimary, textLink } from '../../components/ui/styles';
import { useT } from '../../shared/i18n/react';

/**
 * Public double opt-in error page (plain HTML, no JavaScript). There is nothing in the app to retry
 * (the link came by e-mail), so it offers the contact link and the way back to the store.
 */
export const Route = createFileRoute('/subscription-confirmation-error/')({
  staticData: { titleId: 'public.subscriptionError.title', frame: 'public' },
  component: SubscriptionError,
});

function SubscriptionError() {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <MessagePage titleId="public.subscriptionError.title" bodyId="public.subscriptionError.body" tone="error">
      <a href={brand.storeLinks.front} className={buttonPrimary}>
        {t('common.continue')}
      </a>
      <a href={brand.storeLinks.customerCare} className={textLink}>
        {t('common.contactCustomerCare')}
      </a>
    </MessagePage>
  );
}
