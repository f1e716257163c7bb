import type { ReactNode } from 'react';
import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { pageHeading } from '../ui/styles';

/**
 * The result pages of the e-mail-link flows (success and error): a heading, one explanatory line
 * and actions. Pure markup: it renders the same through renderPlainPage (no JavaScript shipped).
 */
export function MessagePage({
  titleId,
  bodyId,
  tone = 'success',
  children,
}: {
  titleId: MessageId;
  bodyId?: MessageId;
  tone?: 'success' | 'error';
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby="page-title" data-tone={tone} className="max-w-2xl">
      <h1 id="page-title" className={pageHeading}>
        {t(titleId)}
      </h1>
      {bodyId ? <p className="text-base text-gray-800 mt-0 mb-6">{t(bodyId)}</p> : null}
      {children ? <div className="flex flex-wrap items-center gap-4">{children}</div> : null}
    </section>
  );
}
