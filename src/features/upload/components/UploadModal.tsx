import { Link } from '@tanstack/react-router';
import { type DragEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { Modal } from '../../../components/overlay/Modal';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../components/ui/styles';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import { ACCEPT, checkBrowserFile, type FileProblem } from '../file-check';
import { queueReducer, summarize, type UploadItem, undatedPlacement } from '../queue';
import { isDuplicate, UploadError, type UploadFailure, uploadFile } from '../xhr-upload';

export interface UploadModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * Called after an upload round in which at least one photo arrived (refresh timeline and counts),
   * with the ids of the photos that arrived (an album page adds them to its album).
   */
  onUploaded: (photoIds: string[]) => Promise<void> | void;
  /**
   * Files dropped on the page (the page-wide drop zone): each new batch (a new `seq`) is added to
   * the list as if chosen in the dialog.
   */
  incoming?: { seq: number; files: readonly File[] } | null;
  /** A custom label for the Upload button. */
  uploadLabel?: string;
  /**
   * The month heading the library shows for a month key (`2026/11`): where a photo without a date
   * taken went (issue 34 §3). Without it the dialog does not say (an album page: the photo is in the album).
   */
  monthHeading?: (monthKey: string) => string;
  /**
   * Removes a photo that arrived although its upload was cancelled (the whole file had already been
   * sent, so the upstream stored it): a cancelled upload is not kept (issue 34 §3).
   */
  removeArrived?: (photoId: string) => Promise<unknown>;
  /** Locale of the uploader's numbers (percent, sizes); photo spec §2: defaults to en-GB. */
  locale?: string;
  /** Uploads at the same time. */
  concurrency?: number;
}

const PROBLEM: Record<FileProblem, MessageId> = {
  type: 'upload.error.type',
  content: 'upload.error.content',
  tooBig: 'upload.error.tooBig',
  empty: 'upload.error.empty',
};
const FAILURE: Record<UploadFailure, MessageId> = {
  unsupported: 'upload.error.content',
  tooBig: 'upload.error.tooBig',
  signedOut: 'upload.error.signedOut',
  network: 'upload.error.network',
  server: 'upload.error.server',
};

/** Touch-only devices get no drag-and-drop hint (photo spec §2). */
function useTouchDevice(): boolean {
  const [touch, setTouch] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(hover: none) and (pointer: coarse)');
    setTouch(!!query?.matches);
  }, []);
  return touch;
}

/**
 * 'Upload photos' (photo spec §2): heic, jpeg and png only (checked by type and content before
 * sending), no close on overlay click, drag-and-drop hint except on touch devices, upload starts on
 * confirm, Upload disabled until a file is added and while adding, per-file progress and errors,
 * retry of one failed file. All photos arrived → the dialog closes; otherwise it stays with the errors.
 */
/** Retry for a cancelled or failed file; disabled while the queue is uploading. */
function RetryButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="text-sm underline text-brand-accent bg-transparent border-0 cursor-pointer disabled:opacity-50"
      disabled={disabled}
      onClick={onClick}
    >
      {t('upload.retry')}
    </button>
  );
}

export function UploadModal({
  open,
  onClose,
  onUploaded,
  removeArrived,
  incoming,
  uploadLabel,
  monthHeading,
  locale = 'en-GB',
  concurrency = 2,
}: UploadModalProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const touch = useTouchDevice();
  const [items, dispatch] = useReducer(queueReducer, []);
  const files = useRef(new Map<string, File>());
  /** The request of each file on its way, so one file can be cancelled without the others. */
  const controllers = useRef(new Map<string, AbortController>());
  /** Files the user cancelled (a batch skips those still waiting their turn). */
  const cancelled = useRef(new Set<string>());
  /** Files whose whole body has been sent: cancelling those waits for the answer and removes the photo. */
  const sent = useRef(new Set<string>());
  /** The files of this dialog that arrived without a date taken: it stays open to say where they went. */
  const undated = useRef(new Set<string>());
  const [dragging, setDragging] = useState(false);
  const seq = useRef(0);
  const summary = summarize(items);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`
      : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes === 0 ? 0 : Math.max(1, bytes / 1024))} KB`;

  const reset = () => {
    files.current.clear();
    dispatch({ type: 'reset' });
  };
  const close = () => {
    if (summary.uploading) return;
    reset();
    onClose();
  };

  const add = (list: FileList | readonly File[] | null) => {
    if (!list) return;
    const added = [...list].map((file) => ({ file, id: `f${++seq.current}` }));
    if (!added.length) return;
    for (const a of added) files.current.set(a.id, a.file);
    dispatch({ type: 'add', items: added.map((a) => ({ id: a.id, name: a.file.name, size: a.file.size })) });
    for (const a of added) {
      void checkBrowserFile(a.file)
        .then((r) => dispatch({ type: 'checked', id: a.id, kind: r.ok ? r.kind : null, problem: r.ok ? null : r.problem }))
        .catch(() => dispatch({ type: 'checked', id: a.id, kind: null, problem: 'content' }));
    }
  };

  // Files dropped on the page while (or before) the dialog opened join the list once per batch.
  const seenBatch = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `add` is a fresh closure each render; the batch's seq decides.
  useEffect(() => {
    if (!incoming || incoming.seq === seenBatch.current) return;
    seenBatch.current = incoming.seq;
    add(incoming.files);
  }, [incoming]);

  // Leaving the page (or the dialog unmounting) stops the requests still on their way.
  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const c of open.values()) c.abort();
    };
  }, []);

  /** The photo's id when it arrived, 'cancelled' when the user cancelled it, null when it failed. */
  const sendOne = async (item: UploadItem): Promise<string | 'cancelled' | null> => {
    const file = files.current.get(item.id);
    if (cancelled.current.has(item.id)) return 'cancelled';
    if (!file || !item.kind) return null;
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    dispatch({ type: 'start', id: item.id });
    sent.current.delete(item.id);
    try {
      const result = await uploadFile(file, file.name, item.kind, {
        signal: controller.signal,
        onSent: () => sent.current.add(item.id),
        onProgress: (p) => dispatch({ type: 'progress', id: item.id, progress: p }),
      });
      if (cancelled.current.has(item.id)) {
        // Cancelled once the whole file had gone: it was stored, so it is removed again, unless it
        // was a photo already in the library (then nothing new arrived).
        if (!isDuplicate(result))
          await removeArrived?.(result.photoId).catch((error) => console.error('UPLOAD_CANCEL_REMOVE_FAILED', error));
        return 'cancelled';
      }
      const placedIn = isDuplicate(result) ? null : undatedPlacement(result.photo);
      dispatch({ type: 'done', id: item.id, duplicate: isDuplicate(result), ...(placedIn ? { placedIn } : {}) });
      if (placedIn) undated.current.add(item.id);
      return result.photoId;
    } catch (error) {
      if (controller.signal.aborted) return 'cancelled';
      const failure = error instanceof UploadError ? error.failure : 'network';
      console.error('UPLOAD_PHOTO_FAILED', error);
      dispatch({ type: 'failed', id: item.id, failure });
      return null;
    } finally {
      controllers.current.delete(item.id);
    }
  };

  /** Cancels one file: its request is aborted (or it won't start), the others go on. */
  const cancel = (item: UploadItem) => {
    cancelled.current.add(item.id);
    dispatch({ type: 'cancel', id: item.id });
    // Before the whole file went, aborting stops it; after, the answer tells which photo to remove.
    if (!sent.current.has(item.id)) controllers.current.get(item.id)?.abort();
  };

  const run = async (batch: UploadItem[]) => {
    for (const b of batch) cancelled.current.delete(b.id);
    const queue = [...batch];
    const arrived: string[] = [];
    let failed = 0;
    let skipped = 0;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const outcome = await sendOne(next);
        if (outcome === 'cancelled') skipped++;
        else if (outcome === null) failed++;
        else arrived.push(outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, batch.length)) }, worker));
    if (arrived.length > 0) await onUploaded(arrived);
    const refused = items.filter((i) => i.status === 'invalid' || i.status === 'failed').length;
    // A cancelled file keeps the dialog open: the user sees which photos did not go. So does a
    // photo without a date taken: the dialog says where the library put it.
    if (
      failed === 0 &&
      skipped === 0 &&
      !(monthHeading && batch.some((b) => undated.current.has(b.id))) &&
      refused === 0 &&
      arrived.length > 0 &&
      batch.length === items.filter((i) => i.status === 'ready').length
    ) {
      reset();
      onClose();
    }
  };

  const upload = () => {
    if (!summary.canUpload) return;
    void run(items.filter((i) => i.status === 'ready'));
  };
  const retry = (item: UploadItem) => {
    if (summary.uploading) return;
    void run([item]);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('upload.title')}
      closeOnOverlay={false}
      closeOnEscape={!summary.uploading}
      testId="upload-modal"
      className="max-w-lg"
    >
      {/* A drop target for files dragged in; the label and input inside it are the keyboard path. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drag-and-drop has no keyboard equivalent to attach here. */}
      <div
        className={`mt-2 rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-brand-accent bg-gray-50' : 'border-gray-300'}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className={`${buttonSecondary} cursor-pointer`}>
          {t('upload.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          aria-describedby={hintId}
          data-testid="upload-input"
          onChange={(e) => {
            add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <p id={hintId} className="mt-3 mb-0 text-sm text-gray-600">
          {t('upload.types')}
          {!touch && (
            <>
              {' '}
              <span data-testid="upload-drop-hint">{t('upload.dropHint')}</span>
            </>
          )}
        </p>
      </div>

      {items.length > 0 && (
        <ul className="list-none mt-4 mb-0 p-0 flex flex-col gap-3" aria-label={t('upload.files')}>
          {items.map((item) => (
            <li key={item.id} data-testid="upload-item" data-status={item.status} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <span className="flex-1 truncate text-sm font-semibold" title={item.name}>
                  {item.name}
                </span>
                <span className="text-xs text-gray-600">{size(item.size)}</span>
                {(item.status === 'uploading' || (item.status === 'ready' && summary.uploading)) && (
                  <button
                    type="button"
                    className={`text-sm underline bg-transparent border-0 cursor-pointer text-gray-700 ${focusRing}`}
                    aria-label={t('upload.cancelFile', { name: item.name })}
                    data-testid="upload-cancel-file"
                    onClick={() => cancel(item)}
                  >
                    {t('upload.cancelShort')}
                  </button>
                )}
                {(item.status === 'invalid' ||
                  item.status === 'failed' ||
                  item.status === 'cancelled' ||
                  (item.status === 'ready' && !summary.uploading)) && (
                  <button
                    type="button"
                    className={`w-8 h-8 bg-transparent border-0 cursor-pointer text-gray-600 ${focusRing}`}
                    aria-label={t('upload.remove', { name: item.name })}
                    onClick={() => {
                      files.current.delete(item.id);
                      dispatch({ type: 'remove', id: item.id });
                    }}
                  >
                    ×
                  </button>
                )}
              </div>
              {(item.status === 'uploading' || item.status === 'done') && (
                <progress
                  className="w-full h-2"
                  max={1}
                  value={item.progress}
                  aria-label={t('upload.progress', { name: item.name, percent: percent.format(item.progress) })}
                />
              )}
              {item.status === 'checking' && <span className="text-xs text-gray-600">{t('upload.checking')}</span>}
              {item.status === 'done' && (
                <span className="text-xs text-green-700" data-duplicate={item.duplicate ? '' : undefined}>
                  {t(item.duplicate ? 'upload.duplicate' : 'upload.done')}
                </span>
              )}
              {item.status === 'done' && item.placedIn && monthHeading ? (
                <PlacedIn monthKey={item.placedIn} heading={monthHeading(item.placedIn)} onShow={close} />
              ) : null}
              {item.status === 'cancelled' && (
                <span className="flex items-center gap-2">
                  <span className="text-sm text-gray-700">{t('upload.cancelled')}</span>
                  <RetryButton disabled={summary.uploading} onClick={() => retry(item)} />
                </span>
              )}
              {item.status === 'invalid' && item.problem && (
                <span role="alert" className="text-sm text-red-700">
                  {t(PROBLEM[item.problem])}
                </span>
              )}
              {item.status === 'failed' && item.failure && (
                <span className="flex items-center gap-2">
                  <span role="alert" className="text-sm text-red-700">
                    {t(FAILURE[item.failure])}
                  </span>
                  <RetryButton disabled={summary.uploading} onClick={() => retry(item)} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={`${buttonSecondary} disabled:opacity-50`} disabled={summary.uploading} onClick={close}>
          {summary.done > 0 && !summary.uploading ? t('upload.close') : t('upload.cancel')}
        </button>
        <button
          type="button"
          className={`${buttonPrimary} disabled:opacity-50 disabled:cursor-not-allowed`}
          disabled={!summary.canUpload}
          aria-busy={summary.uploading || undefined}
          onClick={upload}
        >
          {summary.uploading ? t('upload.uploading') : (uploadLabel ?? t('upload.submit'))}
        </button>
      </div>
    </Modal>
  );
}

/**
 * A photo without a date taken (issue 34 §3): the library places it by its upload date, as Google
 * Photos does; the dialog says in which month, and the link scrolls My photos there.
 */
function PlacedIn({ monthKey, heading, onShow }: { monthKey: string; heading: string; onShow: () => void }) {
  const t = useT();
  return (
    <span className="text-xs text-gray-700" data-placed-in={monthKey}>
      {t('upload.undated', { month: heading })}{' '}
      <Link to="/my-photos/photos" search={{ month: monthKey }} onClick={onShow} className={`underline text-brand-accent ${focusRing}`}>
        {t('upload.undated.show')}
      </Link>
    </span>
  );
}
