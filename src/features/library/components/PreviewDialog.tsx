import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useRef } from 'react';
import { CloseIcon } from '../../../components/icons';
import { useModalLayer } from '../../../components/overlay/modal-layer';
import { focusRing } from '../../../components/ui/styles';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { DOUBLE_TAP_MS } from '../preview-gestures';
import { thumbnailFor } from '../thumbnails';
import { usePreviewGestures } from '../use-preview-gestures';
import { PhotoDownloadButton } from './PhotoDownloadButton';
import { PreviewStage } from './PreviewStage';

/** Class of the round controls of the preview (close, previous, next). */
export const previewControl = `w-11 h-11 flex items-center justify-center rounded-full bg-white/10 text-white border-0 cursor-pointer hover:bg-white/20 disabled:opacity-40 ${focusRing}`;
/** Class of the preview's text buttons (download, copy, delete / remove). */
export const previewButton = `min-h-11 px-4 rounded-md bg-white/10 text-white border-0 cursor-pointer hover:bg-white/20 disabled:opacity-40 inline-flex items-center no-underline ${focusRing}`;

export interface PreviewDialogProps {
  photoId: string;
  photo: Photo | undefined;
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
 * The full-screen photo preview of the timeline and the albums (photo spec §2): a native modal
 * <dialog> (top layer, inert page, focus on the dialog and back on close) on the modal stack, so
 * Escape closes it when no modal opened from it is above; arrows and the swipe / pinch / double-tap
 * gestures move, zoom and close; Download is in every preview's toolbar.
 */
export function PreviewDialog({ photoId, photo, pendingNext, onNext, onPrevious, onClose, actions, status, children }: PreviewDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const toastSlot = useRef<HTMLDivElement>(null);
  useModalLayer(dialog, true, { onClose, escapeOnlyOnTop: true, lockScroll: false, focusDialog: true, toastSlot });
  const { stage, zoom, offset } = usePreviewGestures(photoId, { onNext, onPrevious, onClose });

  const onKeyDown = (e: KeyboardEvent) => {
    // Keys typed in a modal opened from here (portalled, but React bubbles its events through this
    // tree) are not the viewer's.
    if (!(e.target instanceof Node) || !dialog.current?.contains(e.target)) return;
    if (e.key === 'ArrowRight') onNext();
    else if (e.key === 'ArrowLeft') onPrevious();
    else return;
    e.preventDefault();
  };
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onClose();
  };

  const big = photo ? thumbnailFor(photo.thumbnails, 1300) : undefined;
  const name = photo?.localFileName ?? '';
  return (
    <dialog
      ref={dialog}
      // Open in the server's HTML (shown before hydration); made modal once mounted.
      open
      aria-label={t('photos.preview.label', { name })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      className="fixed inset-0 m-0 p-0 w-full h-full max-w-none max-h-none border-0 bg-black text-white outline-none"
      // Double tap timing is the spec's; no browser double-tap zoom on top of it.
      style={{ touchAction: 'none' }}
      data-double-tap-ms={DOUBLE_TAP_MS}
    >
      <div className="w-full h-full flex flex-col">
        <div className="flex items-center gap-2 p-2">
          <button type="button" className={previewControl} aria-label={t('photos.preview.close')} onClick={onClose}>
            <CloseIcon />
          </button>
          <span className="flex-1 truncate text-sm">{name}</span>
          <PhotoDownloadButton photo={photo} className={previewButton} />
          {actions}
        </div>
        {status}
        <PreviewStage
          stage={stage}
          photo={photo}
          big={big}
          name={name}
          zoom={zoom}
          offset={offset}
          control={previewControl}
          pendingNext={pendingNext}
          onPrevious={onPrevious}
          onNext={onNext}
        />
      </div>
      <div ref={toastSlot} />
      {children}
    </dialog>
  );
}
