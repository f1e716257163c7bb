import { useRouteContext } from '@tanstack/react-router';
import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { buttonPrimary, pageHeading } from '../ui/styles';

/**
 * The confirm page of an e-mail link (account-area §2): heading, what confirming does, and one
 * POST form back to the route's own path. Opening the link consumes nothing; only the worker's
 * POST handler does, after its CSRF check. The hidden fields (confirmation token, signed CSRF
 * token) come from the worker through the router context (`plainPage`), never from the URL;
 * without them (the page not rendered by its worker handler) there is nothing to submit.
 */
export function ConfirmPage({
  action,
  titleId,
  messageId,
  buttonId,
}: {
  action: string;
  titleId: MessageId;
  messageId: MessageId;
  buttonId: MessageId;
}) {
  const t = useT();
  const { plainPage } = useRouteContext({ from: '__root__' });
  const form = plainPage?.kind === 'confirm' ? plainPage : undefined;
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <h1 id="page-title" className={pageHeading}>
        {t(titleId)}
      </h1>
      {form ? (
        <>
          <p className="text-base text-gray-800 mt-0 mb-6">{t(messageId, { email: form.email })}</p>
          <form method="post" action={action}>
            {Object.entries(form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={`${buttonPrimary} border-0 cursor-pointer`}>
              {t(buttonId)}
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}
