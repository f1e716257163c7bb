import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { MessagePage } from '../../components/page/message-page';
import { buttonPrimary } from '../../components/ui/styles';
import { useT } from '../../shared/i18n/react';

/**
 * The branded error page (issue 35 §4): the worker's error handler renders this route in plain
 * mode (no script) for a request it refuses or fails (400, 414, 429, 5xx; src/worker/errors/on-error.ts),
 * in the brand's frame and language, with what went wrong, the way back and the reference support
 * asks for. The status and texts come in the router context; opened directly it is the general text.
 */
export const Route = createFileRoute('/error/')({
  staticData: { titleId: 'error.title', frame: 'public' },
  component: ErrorPage,
});

function ErrorPage() {
  const t = useT();
  const { plainPage } = useRouteContext({ from: '__root__' });
  const failure = plainPage?.kind === 'error' ? plainPage : undefined;
  return (
    <MessagePage titleId={failure?.headingId ?? 'error.title'} tone="error">
      {failure?.messageId || !failure ? (
        <p className="basis-full text-base text-gray-800 mt-0 mb-2">{t(failure?.messageId ?? 'error.boundary')}</p>
      ) : null}
      <a href="/" className={buttonPrimary}>
        {t('error.notFound.home')}
      </a>
      {failure ? <small className="basis-full text-gray-600">{t('error.correlationId', { id: failure.correlationId })}</small> : null}
    </MessagePage>
  );
}
