import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { samePathOr } from '../../components/page/error-page-actions';
import { MessagePage } from '../../components/page/message-page';
import { noReferrerHead } from '../../components/page/no-referrer-head';
import { buttonPrimary } from '../../components/ui/styles';
import { useT } from '../../shared/i18n/react';

/**
 * "We couldn't sign you in" (account-area §8): the worker renders this route in plain mode in
 * place of /auth/login or /auth/callback when sign-in fails (src/worker/auth/sign-in/html.ts), with the
 * retry link and the correlation id in the router context. The callback URL carries the code, so
 * nothing it links to gets a Referer.
 */
export const Route = createFileRoute('/sign-in-error/')({
  // The paused variant's heading differs; the document title stays the general one.
  staticData: { titleId: 'auth.error.title', frame: 'public' },
  head: noReferrerHead,
  component: SignInError,
});

function SignInError() {
  const t = useT();
  const { plainPage } = useRouteContext({ from: '__root__' });
  const failure = plainPage?.kind === 'signInError' ? plainPage : undefined;
  const retry = samePathOr(failure?.tryAgainHref, '/auth/login');
  // Paused by the identity provider after failed attempts (429): when to try again, same way back.
  const minutes = failure?.retryAfterMinutes;
  return (
    <MessagePage titleId={minutes ? 'auth.paused.title' : 'auth.error.title'} tone="error">
      <p className="basis-full text-base text-gray-800 mt-0 mb-2">
        {minutes ? t('auth.paused.message', { minutes }) : t('auth.error.message')}
      </p>
      <a href={retry} className={buttonPrimary}>
        {t('auth.error.tryAgain')}
      </a>
      {failure ? <small className="basis-full text-gray-600">{t('error.correlationId', { id: failure.correlationId })}</small> : null}
    </MessagePage>
  );
}
