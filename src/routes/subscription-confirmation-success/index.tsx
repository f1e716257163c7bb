import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { MessagePage } from '../../components/page/message-page';
import { buttonPrimary } from '../../components/ui/styles';
import { useT } from '../../shared/i18n/react';

/** Public double opt-in success page (plain HTML, no JavaScript). */
export const Route = createFileRoute('/subscription-confirmation-success/')({
  staticData: { titleId: 'public.subscriptionSuccess.title', frame: 'public' },
  component: SubscriptionSuccess,
});

function SubscriptionSuccess() {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  return (
    <MessagePage titleId="public.subscriptionSuccess.title" bodyId="public.subscriptionSuccess.body">
      <a href={brand.storeLinks.front} className={buttonPrimary}>
        {t('common.continue')}
      </a>
    </MessagePage>
  );
}
