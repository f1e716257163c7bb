import { smallButton } from '../../../components/ui';
import { useT } from '../../../shared/i18n/react';
import type { DownloadState } from '../download-state';

/**
 * The download control of one PDF row with its visible state: idle → 'Downloading…' (busy) →
 * 'Downloaded' with a link to save it again, or 'Download failed' with 'Try again'.
 */
export function DownloadButton({
  state,
  fileName,
  label,
  onDownload,
}: {
  state: DownloadState | undefined;
  fileName: string;
  /** Accessible name: what is downloaded (e.g. 'Download invoice 1001002'). */
  label: string;
  onDownload: () => void;
}) {
  const t = useT();
  if (state?.status === 'Finished') {
    return (
      <span className="inline-flex items-center gap-3" data-download="finished">
        <span role="status" className="text-green-800">
          {t('invoices.download.finished')}
        </span>
        <a href={state.url} download={fileName} className={smallButton} aria-label={`${label} (${t('invoices.download.again')})`}>
          {t('invoices.download.again')}
        </a>
      </span>
    );
  }
  if (state?.status === 'Failed') {
    return (
      <span className="inline-flex items-center gap-3" data-download="failed">
        <span role="alert" className="text-red-800">
          {t('invoices.download.failed')}
        </span>
        <button type="button" className={smallButton} onClick={onDownload} aria-label={`${label} (${t('common.tryAgain')})`}>
          {t('common.tryAgain')}
        </button>
      </span>
    );
  }
  const busy = state?.status === 'InProgress';
  return (
    <button
      type="button"
      className={`${smallButton} whitespace-nowrap`}
      onClick={onDownload}
      disabled={busy}
      aria-busy={busy}
      aria-label={label}
      data-download={busy ? 'progress' : 'idle'}
    >
      {busy ? t('invoices.download.progress') : t('invoices.download')}
    </button>
  );
}
