import { type CSSProperties, type KeyboardEvent, type MouseEvent, memo, type ReactElement, useEffect, useRef, useState } from 'react';
import { CloseIcon, Spinner } from '../../../components/icons';
import { focusRing } from '../../../components/ui/styles';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { useHydrated } from '../hydrated';
import { useLargeScreen } from '../large-screen';
import { LARGE_MEDIA, type ThumbLoad, thumbnailFor } from '../thumbnails';
import { SelectionMark } from './SelectionMark';

export interface PhotoTileProps {
  photo: Photo;
  /** Position and size inside the month section, px (the tile never resizes after load). */
  top: number;
  left: number;
  size: number;
  /** Height when not square (justified rows: `size` is then the width), px. */
  height?: number;
  /** The month the tile belongs to, passed back to `onMore`. */
  monthKey: string;
  selecting: boolean;
  selected: boolean;
  /** '+N' on this (the month's last shown) photo; null for none. */
  plus: number | null;
  /** The next page of the month is loading ('+N' pressed). */
  loadingMore?: boolean;
  /**
   * In the first screenful of the server-rendered page: fetched at once ('eager'), with high
   * priority ('high'); a lazy image (the default) waits for layout first, which delays the first
   * thumbnails.
   */
  load?: ThumbLoad;
  onOpen: (id: string) => void;
  /**
   * Toggle in select mode; `range` when Shift was held. Outside select mode the hover circle
   * calls it too: selecting a photo starts select mode (issue 34 §2).
   */
  onToggle: (id: string, range: boolean) => void;
  onMore: (monthKey: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>, id: string) => void;
}

/**
 * One thumbnail: 300 on small and medium screens, 800 on large (photo spec §2), width and height
 * set so nothing shifts; a failed thumbnail shows a close icon.
 */
export const PhotoTile = memo(function PhotoTile({
  photo,
  top,
  left,
  size,
  height = size,
  monthKey,
  selecting,
  selected,
  plus,
  loadingMore,
  load = 'lazy',
  onOpen,
  onToggle,
  onMore,
  onKeyDown,
}: PhotoTileProps) {
  const style: CSSProperties = { top, left, width: size, height, contain: 'strict' };
  const t = useT();
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A server-rendered thumbnail may fail before hydration, when React isn't listening yet.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && el.currentSrc) setFailed(true);
  }, []);
  const small = thumbnailFor(photo.thumbnails, 300);
  const large = thumbnailFor(photo.thumbnails, 800);
  const name = photo.localFileName;
  // Server markup (and its hydration) lets the browser pick the size with <picture>: the server
  // doesn't know the screen. A tile mounted later picks it here and is a plain <img>: a <picture>
  // costs the browser about as much again to build as the rest of the tile, which a scrubber jump
  // or a fling pays for dozens of tiles at once (issue 16 §3). Kept per tile: a hydrated tile
  // doesn't swap its element.
  const hydrated = useHydrated();
  const [picture] = useState(!hydrated);
  const largeScreen = useLargeScreen();
  // Undefined only when the photo has no thumbnails at all (thumbnailFor falls back to any size).
  const chosen = !picture && largeScreen && large ? large : small;

  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (selecting) onToggle(photo.imageId, e.shiftKey);
    else onOpen(photo.imageId);
  };

  return (
    // No callout or text selection on a long press: it selects the photo (use-touch-select.ts).
    // One class per part (uno.config.ts `shortcuts`): a page repeats them on every tile. `group` and
    // `group/mark` stay written out: the parts' hover rules name them.
    <div className="group thumb-tile" style={style}>
      {failed || !chosen ? (
        <div className="w-full h-full flex items-center justify-center text-gray-500" role="img" aria-label={t('photos.tile.failed')}>
          <CloseIcon className="w-8 h-8" />
        </div>
      ) : (
        <Thumbnail
          picture={picture ? large : undefined}
          image={
            <img
              ref={img}
              className="thumb-img"
              src={chosen.url}
              width={chosen.width}
              height={chosen.height}
              alt=""
              loading={load === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={load === 'high' ? 'high' : undefined}
              decoding="async"
              draggable={false}
              onError={() => setFailed(true)}
            />
          }
        />
      )}
      <button
        type="button"
        data-photo-id={photo.imageId}
        // One tab stop per grid (use-grid-keyboard.ts gives it to one tile); under '+N' the '+N' button takes it.
        data-roving={plus === null ? '' : undefined}
        tabIndex={-1}
        className={selected ? 'thumb-open ring-4 ring-inset ring-brand-accent' : 'thumb-open'}
        aria-label={selecting ? t('photos.tile.select', { name }) : t('photos.tile.open', { name })}
        aria-pressed={selecting ? selected : undefined}
        onClick={click}
        onKeyDown={onKeyDown && ((e) => onKeyDown(e, photo.imageId))}
      >
        {selecting && <SelectionMark selected={selected} className="top-2 left-2" />}
      </button>
      {hydrated && !selecting && plus === null && (
        // Outside select mode a pointer that can hover sees a faint circle in the corner (Google
        // Photos' model): clicking it selects the photo and starts select mode; the rest of the tile
        // still opens it. Touch screens have no hover: a long press selects there. Not a tab stop
        // (the grid is one, use-grid-keyboard.ts; the keyboard has Select and Ctrl/⌘+A).
        // Only once hydrated: it works through script, so the server's page would show a circle that
        // does nothing, and every tile of it would carry four elements more (issue 32 §2).
        <button
          type="button"
          tabIndex={-1}
          data-select-for={photo.imageId}
          className="group/mark thumb-select"
          aria-label={t('photos.tile.select', { name })}
          onClick={(e) => onToggle(photo.imageId, e.shiftKey)}
        >
          <SelectionMark selected={false} hint className="top-2 left-2" />
        </button>
      )}
      {plus !== null && (
        <button
          type="button"
          className={`absolute inset-0 w-full h-full border-0 m-0 bg-black/55 text-white text-2xl font-semibold cursor-pointer flex items-center justify-center ${focusRing}`}
          data-roving=""
          data-more-for={photo.imageId}
          tabIndex={-1}
          aria-label={t('photos.more.label', { count: plus })}
          aria-busy={loadingMore || undefined}
          disabled={loadingMore}
          onClick={() => onMore(monthKey)}
        >
          {loadingMore ? <Spinner /> : t('photos.more', { count: plus })}
        </button>
      )}
    </div>
  );
});

/** The image alone, or inside a <picture> whose large-screen source the browser picks. */
function Thumbnail({ picture, image }: { picture: { url: string; width: number; height: number } | undefined; image: ReactElement }) {
  if (!picture) return image;
  return (
    <picture>
      <source media={LARGE_MEDIA} srcSet={picture.url} width={picture.width} height={picture.height} />
      {image}
    </picture>
  );
}
