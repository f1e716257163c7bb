import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { ErrorText } from './feedback';
import { smallButton } from './styles';

/**
 * The failure of one part of a page: its error text, the failure's reference (the correlation id
 * support asks for) and 'Try again' (refetch of that part only). Rendered on the server as in the
 * browser; used for a settled part (src/shared/queries/settled.ts) and as the fallback of <Section>.
 * The failure's own message is never shown: it is the upstream's URL and body (spec §8 format),
 * which go to the logs and the error report only (issue 15 §9).
 */
export function PartError({
  errorId,
  correlationId,
  onRetry,
}: {
  errorId: MessageId;
  correlationId?: string | undefined;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3" data-part-error={errorId}>
      <ErrorText>{t(errorId)}</ErrorText>
      {correlationId ? (
        <small className="m-0 basis-full text-sm text-gray-700">{t('error.correlationId', { id: correlationId })}</small>
      ) : null}
      {onRetry ? (
        <button type="button" className={smallButton} onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
