import type { MessageId } from '../../shared/i18n/intl';
import { useT } from '../../shared/i18n/react';
import { ErrorText } from './feedback';
import { smallButton } from './styles';

/**
 * The failure of one part of a page: its error text, optionally the failure's own message, and
 * 'Try again' (refetch of that part only). Rendered on the server as in the browser; used for a
 * settled part (src/shared/queries/settled.ts) and as the fallback of <Section>.
 */
export function PartError({
  errorId,
  message,
  onRetry,
  showMessage = false,
}: {
  errorId: MessageId;
  message?: string;
  onRetry?: () => void;
  showMessage?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3" data-part-error={errorId}>
      <ErrorText>{t(errorId)}</ErrorText>
      {showMessage && message ? <p className="m-0 basis-full text-sm text-gray-700 break-all">{message}</p> : null}
      {onRetry ? (
        <button type="button" className={smallButton} onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
