import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { MessagePage } from '../../components/page/message-page';
import { buttonPrimary, textLink } from '../../components/ui/styles';
import { useT } from '../../shared/i18n/react';
import { validateOptIn } from '../-lib/schemas';

/**
 * Public double opt-in error page (plain HTML, no JavaScript). 'Try again' (account spec §8: error
 * pages offer it) opens the confirmation of the same e-mail link again, whose parameters the worker
 * passes along after a failed confirmation; without them it goes to the store, where the customer
 * can subscribe anew. Then the contact link and the way back to the store.
 */
export const Route = createFileRoute('/subscription-confirmation-error/')({
  staticData: { titleId: 'public.subscriptionError.title', frame: 'public' },
  validateSearch: validateOptIn,
  component: SubscriptionError,
});

function SubscriptionError() {
  const t = useT();
  const { brand } = useRouteContext({ from: '__root__' });
  const search = Route.useSearch();
  const token = search['confirmation-token'];
  const retry =
    token && search.email
      ? `/subscription-confirmation?${new URLSearchParams({ 'confirmation-token': token, email: search.email })}`
      : null;
  return (
    <MessagePage titleId="public.subscriptionError.title" bodyId="public.subscriptionError.body" tone="error">
      <a href={retry ?? brand.storeLinks.front} className={buttonPrimary}>
        {t('common.tryAgain')}
      </a>
      <a href={brand.storeLinks.customerCare} className={textLink}>
        {t('common.contactCustomerCare')}
      </a>
      {retry ? (
        <a href={brand.storeLinks.front} className={textLink}>
          {t('common.continue')}
        </a>
      ) : null}
    </MessagePage>
  );
}
