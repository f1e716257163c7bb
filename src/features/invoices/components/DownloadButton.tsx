import { type MouseEvent, type ReactNode, useRef } from 'react';
import { smallButton } from '../../../components/ui';
import { useT } from '../../../shared/i18n/react';
import { type DocumentLink, documentForm } from '../../../shared/links/document-link';
import type { DownloadState } from '../download-state';

/**
 * The button inside a GET form to the document's plain link: before hydration and without
 * JavaScript the browser fetches the file (an attachment: the page stays); hydrated, the click
 * is the page's own download with its states.
 */
function PlainDownload({ link, children }: { link: DocumentLink; children: ReactNode }) {
  const { action, fields } = documentForm(link);
  return (
    <form method="get" action={action} className="contents">
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/**
 * The download control of one PDF row with its visible state: idle → 'Downloading…' (busy) →
 * 'Downloaded' with a link to save it again, or 'Download failed' with 'Try again'.
 */
export function DownloadButton({
  state,
  fileName,
  label,
  link,
  onDownload,
}: {
  state: DownloadState | undefined;
  fileName: string;
  /** Accessible name: what is downloaded (e.g. 'Download invoice 1001002'). */
  label: string;
  /** The document's plain link (issue 35 §2). */
  link: DocumentLink;
  onDownload: () => void;
}) {
  const t = useT();
  // The control changes under the keyboard user's focus (busy, then 'Save again' or 'Try again'):
  // the button stays focusable while busy (aria-disabled) and its successor takes the focus over,
  // unless the user has moved on meanwhile (issue 17 §7).
  const followFocus = useRef(false);
  const takeFocus = (el: HTMLElement | null) => {
    if (!el || !followFocus.current) return;
    followFocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) el.focus();
  };
  const start = (e: MouseEvent) => {
    e.preventDefault();
    followFocus.current = true;
    onDownload();
  };
  if (state?.status === 'Finished') {
    return (
      <span className="inline-flex items-center gap-3" data-download="finished">
        <span role="status" className="text-green-800">
          {t('invoices.download.finished')}
        </span>
        <a
          ref={takeFocus}
          href={state.url}
          download={fileName}
          className={smallButton}
          aria-label={`${t('invoices.download.again')}: ${label}`}
        >
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
        <PlainDownload link={link}>
          <button
            ref={takeFocus}
            type="submit"
            className={smallButton}
            onClick={start}
            aria-label={t('invoices.download.retry', { label })}
          >
            {t('common.tryAgain')}
          </button>
        </PlainDownload>
      </span>
    );
  }
  const busy = state?.status === 'InProgress';
  return (
    <PlainDownload link={link}>
      <button
        type="submit"
        className={`${smallButton} whitespace-nowrap aria-disabled:opacity-60 aria-disabled:cursor-wait`}
        onClick={busy ? (e) => e.preventDefault() : start}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        aria-label={label}
        data-download={busy ? 'progress' : 'idle'}
      >
        {busy ? t('invoices.download.progress') : t('invoices.download')}
      </button>
    </PlainDownload>
  );
}
