import type { MouseEvent, RefObject } from 'react';
import { Spinner } from '../../../components/icons';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import type { Thumb } from '../thumbnails';

export interface PreviewStageProps {
  stage: RefObject<HTMLDivElement | null>;
  photo: Photo | undefined;
  /** The 1300-wide thumbnail of the photo, if it has loaded. */
  big: Thumb | undefined;
  name: string;
  zoom: number;
  offset: { x: number; y: number };
  /** Class of the round controls (shared with the preview's toolbar). */
  control: string;
  pendingNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A mouse double click toggles the zoom where it happens. */
  onDoubleClick?: (event: MouseEvent) => void;
  /**
   * The neighbours' preview addresses, when the server rendered the viewer for a page without
   * JavaScript: ‹ and › are plain links then (none at an end), which work the same with or without
   * scripts (the viewer shows them only while it has no photo of its own to step from).
   */
  links?: { previous: string | null; next: string | null };
  /** The server could not read the photo: its error instead of the loading state. */
  failed?: boolean;
}

/** The full-screen photo with its zoom/pan transform and the previous/next controls (timeline and album previews). */
export function PreviewStage({
  stage,
  photo,
  big,
  name,
  zoom,
  offset,
  control,
  pendingNext,
  onPrevious,
  onNext,
  onDoubleClick,
  links,
  failed = false,
}: PreviewStageProps) {
  const t = useT();
  const previousClass = `${control} absolute left-2 top-1/2 -translate-y-1/2`;
  const nextClass = `${control} absolute right-2 top-1/2 -translate-y-1/2`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: double click is a mouse shortcut for the zoom buttons and keys (+ - 0).
    <div
      ref={stage}
      className={`relative flex-1 min-w-0 overflow-hidden flex items-center justify-center select-none ${zoom > 1 ? 'cursor-grab' : ''}`}
      onDoubleClick={onDoubleClick}
      data-testid="preview-stage"
    >
      {photo && big ? (
        <img
          key={photo.imageId}
          src={big.url}
          width={big.width}
          height={big.height}
          alt={name}
          draggable={false}
          className="max-w-full max-h-full object-contain transition-transform duration-150"
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
          data-zoom={zoom}
        />
      ) : failed ? (
        <p role="alert" className="m-0 px-16 text-center">
          {t('photos.error.load')}
        </p>
      ) : (
        <span role="status" className="inline-flex items-center gap-2">
          <Spinner />
          {t('photos.loading')}
        </span>
      )}
      {links ? (
        <>
          {links.previous && (
            <a href={links.previous} className={`${previousClass} no-underline`}>
              <span className="sr-only">{t('photos.preview.previous')}</span>
              <span aria-hidden="true">‹</span>
            </a>
          )}
          {links.next && (
            <a href={links.next} className={`${nextClass} no-underline`}>
              <span className="sr-only">{t('photos.preview.next')}</span>
              <span aria-hidden="true">›</span>
            </a>
          )}
        </>
      ) : (
        <>
          <button type="button" className={previousClass} aria-label={t('photos.preview.previous')} onClick={onPrevious}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={nextClass}
            aria-label={t('photos.preview.next')}
            onClick={onNext}
            aria-busy={pendingNext || undefined}
          >
            {pendingNext ? <Spinner className="w-5 h-5" /> : <span aria-hidden="true">›</span>}
          </button>
        </>
      )}
    </div>
  );
}
