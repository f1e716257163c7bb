import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/icons';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { PhotoTile } from '../../library/components/PhotoTile';
import { useGridKeyboard } from '../../library/use-grid-keyboard';
import { ALBUM_SECTION_SIZE, sections } from '../batching';

const GAP = 4;
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function columnsFor(width: number): number {
  // Photo pages treat 576 as the mobile breakpoint (spec §9).
  if (width < 576) return 3;
  if (width < 1024) return 4;
  return 6;
}

export interface PhotoGridProps {
  photos: readonly Photo[];
  selecting: boolean;
  selected: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (id: string) => void;
  onToggle: (id: string, range: boolean) => void;
}

/** A section of 24 photos, rendered when it comes near the viewport (its height is reserved). */
function Section({ photos, size, cols, props }: { photos: readonly Photo[]; size: number; cols: number; props: PhotoGridProps }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: '600px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  const rows = Math.ceil(photos.length / cols);
  const height = rows * size + Math.max(0, rows - 1) * GAP;
  return (
    <div ref={ref} className="relative" style={{ height, marginBottom: GAP }} data-testid="album-section">
      {visible &&
        size > 0 &&
        photos.map((p, i) => (
          <PhotoTile
            key={p.imageId}
            photo={p}
            top={Math.floor(i / cols) * (size + GAP)}
            left={(i % cols) * (size + GAP)}
            size={size}
            monthKey=""
            selecting={props.selecting}
            selected={props.selected.has(p.imageId)}
            plus={null}
            onOpen={props.onOpen}
            onToggle={props.onToggle}
            onMore={() => {}}
          />
        ))}
    </div>
  );
}

/**
 * Album photo grid (photo spec §2): sections of 24 shown lazily when visible, infinite paging by a
 * sentinel below the last section. Tiles are the timeline's PhotoTile.
 */
export function PhotoGrid(props: PhotoGridProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useIsoLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const { hasMore, loadingMore, onMore } = props;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '800px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loadingMore, onMore]);

  // Arrow keys and one tab stop; a photo in a section not shown yet scrolls its section into view.
  const order = useMemo(() => props.photos.map((p) => p.imageId), [props.photos]);
  const reveal = useCallback(
    (id: string) => {
      const index = order.indexOf(id);
      root.current
        ?.querySelectorAll('[data-testid="album-section"]')
        [Math.floor(index / ALBUM_SECTION_SIZE)]?.scrollIntoView({ block: 'nearest' });
    },
    [order],
  );
  useGridKeyboard(root, { order, reveal });
  const cols = columnsFor(width || 1024);
  const size = width ? Math.floor((width - GAP * (cols - 1)) / cols) : 0;
  return (
    <div ref={root} className="w-full" data-testid="album-grid">
      {sections(props.photos).map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section is the i-th fixed-size chunk of the list; its position is its identity.
        <Section key={i} photos={s} size={size} cols={cols} props={props} />
      ))}
      <div ref={sentinel} className="h-px" />
      {loadingMore && (
        <p role="status" className="flex items-center gap-2 justify-center">
          <Spinner /> {t('photos.loading')}
        </p>
      )}
    </div>
  );
}
