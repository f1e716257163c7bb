import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, InfoIcon, MinusIcon, PlusIcon } from '../../../components/icons';
import { modalStack, useModalLayer } from '../../../components/overlay/modal-layer';
import { focusRing } from '../../../components/ui/styles';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { usePreviewFallback } from '../preview-fallback';
import { DOUBLE_TAP_MS, MAX_ZOOM, MIN_ZOOM } from '../preview-gestures';
import { thumbnailFor } from '../thumbnails';
import { usePreviewGestures } from '../use-preview-gestures';
import { useShortcutKeys } from '../use-shortcut-keys';
import { PhotoDownloadButton } from './PhotoDownloadButton';
import { PreviewInfo, usePhotoDates } from './PreviewInfo';
import { PreviewStage } from './PreviewStage';
import { ShortcutsSheet } from './ShortcutsSheet';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;
// Opens on a click and renders nothing closed (Modal): the deployed worker's bundle leaves it out (issue 31 §3).
const Shortcuts = typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? () => null : ShortcutsSheet;

/** Class of the round controls of the preview (close, previous, next, zoom, info). */
export const previewControl = `w-11 h-11 shrink-0 flex items-center justify-center rounded-full bg-white/10 text-white border-0 cursor-pointer hover:bg-white/20 disabled:opacity-40 ${focusRing}`;
/**
 * Class of the preview's actions (download, copy, delete / remove): an icon with its label, the
 * label visible from the small breakpoint up and for screen readers only below it (one compact
 * toolbar row on a phone).
 */
export const previewButton = `min-h-11 min-w-11 shrink-0 justify-center px-2 sm:px-4 gap-2 rounded-full sm:rounded-md bg-white/10 text-white border-0 cursor-pointer hover:bg-white/20 disabled:opacity-40 inline-flex items-center no-underline ${focusRing}`;

/** An action of the preview's toolbar: icon always, label visible from 576 px (photo pages' mobile breakpoint). */
export function PreviewActionLabel({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span className="sr-only sm:not-sr-only whitespace-nowrap">{label}</span>
    </>
  );
}

/** Whether the layer whose toast slot is `slot` is the top of the modal stack. */
function isTopLayer(slot: HTMLElement | null): boolean {
  return !!slot && modalStack.top()?.toastSlot === slot;
}

export interface PreviewDialogProps {
  photoId: string;
  photo: Photo | undefined;
  /** 'x of N': the photo's place in its month (timeline) or album; null while unknown. */
  position?: { index: number; total: number } | null;
  /** A next step is loading (spinner on the Next control). */
  pendingNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
  /** The toolbar's buttons after the file name and Download. */
  actions: ReactNode;
  /** Status lines under the toolbar. */
  status?: ReactNode;
  /** Anything else inside the dialog (the modals opened from it). */
  children?: ReactNode;
}

/**
 * The full-screen photo preview of the timeline and the albums (photo spec §2, issue 16 §5–6): a
 * native modal <dialog> (top layer, inert page, focus on the dialog and back on close) on the
 * modal stack, so Escape closes it when no modal opened from it is above. Its keys (shortcuts.ts:
 * arrows, + - 0 zoom, i info, ? sheet) are heard on the document while it is the top layer, so
 * they keep working whatever button was pressed, and the focus never leaves the viewer. The
 * swipe / pinch / wheel / double-tap gestures move, zoom and close.
 */
export function PreviewDialog({
  photoId,
  photo,
  position = null,
  pendingNext,
  onNext,
  onPrevious,
  onClose,
  actions,
  status,
  children,
}: PreviewDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const toastSlot = useRef<HTMLDivElement>(null);
  useModalLayer(dialog, true, { onClose, escapeOnlyOnTop: true, lockScroll: false, focusDialog: true, toastSlot });
  const { stage, zoom, offset, onDoubleClick, zoomIn, zoomOut, resetZoom } = usePreviewGestures(photoId, { onNext, onPrevious, onClose });
  const [info, setInfo] = useState(false);
  const [help, setHelp] = useState(false);
  const infoId = useId();
  // Without a photo of its own (yet), the viewer shows what the server read for a page without
  // JavaScript, with links instead of buttons (issue 34 §4). Never in a viewer opened in the browser.
  const fallback = usePreviewFallback();
  const server = photo ? null : fallback;
  const shown = photo ?? server?.place?.photo;
  const dates = usePhotoDates(shown);

  // The viewer's layer is the top one (no modal opened from it is above).
  const onTop = () => isTopLayer(toastSlot.current);
  useShortcutKeys(
    'preview',
    (action) => {
      if (action === 'next') onNext();
      else if (action === 'previous') onPrevious();
      else if (action === 'zoomIn') zoomIn();
      else if (action === 'zoomOut') zoomOut();
      else if (action === 'zoomReset') resetZoom();
      else if (action === 'info') setInfo((v) => !v);
      else if (action === 'help') setHelp(true);
      // Escape is the modal stack's (it knows what is on top).
      else return false;
      return true;
    },
    onTop,
  );

  // A control that goes away or is disabled under the focus (Download while pending, a button of
  // a photo that changed) would drop the focus to the page behind: it comes back to the viewer.
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    let frame = 0;
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && d.open && isTopLayer(toastSlot.current)) d.focus({ preventScroll: true });
      });
    };
    d.addEventListener('focusout', onFocusOut);
    return () => {
      d.removeEventListener('focusout', onFocusOut);
      cancelAnimationFrame(frame);
    };
  }, []);

  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onClose();
  };

  const big = shown ? thumbnailFor(shown.thumbnails, 1300) : undefined;
  const name = shown?.localFileName ?? '';
  const place = position ?? server?.place?.position ?? null;
  const where = place ? t('photos.preview.position', { index: place.index, total: place.total }) : '';
  const serverLinks = server?.place
    ? { previous: linkTo(server.place.previousId, server.hrefOf), next: linkTo(server.place.nextId, server.hrefOf) }
    : undefined;
  return (
    <dialog
      ref={dialog}
      // Open in the server's HTML (shown before hydration); made modal once mounted.
      open
      aria-label={t('photos.preview.label', { name })}
      tabIndex={-1}
      onCancel={onCancel}
      className="fixed inset-0 m-0 p-0 w-full h-full max-w-none max-h-none border-0 bg-black text-white outline-none"
      // Double tap timing is the spec's; no browser double-tap zoom on top of it.
      style={{ touchAction: 'none' }}
      data-double-tap-ms={DOUBLE_TAP_MS}
    >
      <div className="w-full h-full flex flex-col">
        {/* Below the large breakpoint the name, date and 'x of N' take a line of their own under
            the actions, so a long localised date is never cut (issue 34 §4). */}
        <div className="flex flex-wrap lg:flex-nowrap items-center gap-1 sm:gap-2 p-2">
          {server ? (
            <a href={server.closeHref} className={`${previewControl} no-underline`} aria-label={t('photos.preview.close')}>
              <CloseIcon />
            </a>
          ) : (
            <button type="button" className={previewControl} aria-label={t('photos.preview.close')} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
          <div className="order-last basis-full lg:order-none lg:basis-auto flex-1 min-w-0 px-1">
            <p className="m-0 truncate text-sm font-semibold" data-testid="preview-name">
              {name}
            </p>
            {shown && (
              <p className="m-0 text-xs text-white/75" data-testid="preview-meta">
                <span className="inline-block max-w-full" data-testid="preview-date">
                  {dates.taken}
                </span>
                {where && (
                  <>
                    {' '}
                    <span className="inline-block whitespace-nowrap" data-testid="preview-position">
                      · {where}
                    </span>
                  </>
                )}
              </p>
            )}
          </div>
          <button
            type="button"
            className={`${previewButton} ml-auto lg:ml-0 ${info ? 'bg-white/30' : ''}`}
            // Nothing to tell before the viewer has its own photo (a page without JavaScript).
            disabled={!!server}
            aria-expanded={info}
            aria-controls={infoId}
            onClick={() => setInfo((v) => !v)}
          >
            <PreviewActionLabel icon={<InfoIcon />} label={t('photos.info.button')} />
          </button>
          <PhotoDownloadButton photo={photo} className={previewButton} />
          {actions}
        </div>
        {status}
        {/* The info panel sits beside the stage from the medium breakpoint (the stage narrows and
            the photo is fitted again); below it, it covers the stage as a sheet. */}
        <div className="relative flex-1 flex min-h-0">
          <div className="relative flex-1 min-w-0 flex">
            <PreviewStage
              stage={stage}
              photo={shown}
              big={big}
              name={name}
              zoom={zoom}
              offset={offset}
              control={previewControl}
              pendingNext={pendingNext}
              onPrevious={onPrevious}
              onNext={onNext}
              onDoubleClick={onDoubleClick}
              links={serverLinks}
              failed={!!server?.failed}
            />
            <div className="absolute bottom-3 left-1/2 -translate-x-1/2 flex items-center gap-2 rounded-full bg-black/60 p-1">
              <button
                type="button"
                className={previewControl}
                aria-label={t('photos.zoom.out')}
                disabled={zoom <= MIN_ZOOM || !!server}
                onClick={zoomOut}
              >
                <MinusIcon />
              </button>
              <button
                type="button"
                className="min-w-14 h-11 rounded-full bg-transparent text-white border-0 cursor-pointer text-sm tabular-nums disabled:opacity-40"
                data-testid="zoom-level"
                data-zoom={zoom}
                disabled={!!server}
                onClick={resetZoom}
              >
                {/* The visible level starts the name ('150% Reset zoom'): axe label-content-name-mismatch. */}
                {Math.round(zoom * 100)}%<span className="sr-only"> {t('photos.zoom.reset')}</span>
              </button>
              <button
                type="button"
                className={previewControl}
                aria-label={t('photos.zoom.in')}
                disabled={zoom >= MAX_ZOOM || !!server}
                onClick={zoomIn}
              >
                <PlusIcon className="w-5 h-5" />
              </button>
            </div>
          </div>
          {info && <PreviewInfo id={infoId} photo={shown} onClose={() => setInfo(false)} />}
        </div>
      </div>
      <div ref={toastSlot} />
      <Shortcuts open={help} onClose={() => setHelp(false)} />
      {children}
    </dialog>
  );
}

/** The address of a neighbour's preview; null at the list's end (no link then). */
function linkTo(id: string | null, hrefOf: (id: string) => string): string | null {
  return id ? hrefOf(id) : null;
}
