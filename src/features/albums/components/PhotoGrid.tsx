import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/icons';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { PhotoTile } from '../../library/components/PhotoTile';
import type { ArrowKey } from '../../library/grid-navigation';
import { aspectOf, centreOf, type Justified, justify, neighbour, rowHeightFor } from '../../library/justified';
import { EAGER_DEPTH } from '../../library/thumbnails';
import { useGridKeyboard } from '../../library/use-grid-keyboard';
import { useTouchSelect } from '../../library/use-touch-select';
import { ALBUM_SECTION_SIZE } from '../batching';

const GAP = 4;
/**
 * How far below the grid's top the first render (server and hydration) renders its sections, px:
 * a tall (1100 px) window less the ~300 px of page above the grid. The largest paint is one of
 * these thumbnails, and without JavaScript they are the photos shown; the IntersectionObserver
 * brings the rest once hydrated.
 */
const FIRST_SCREEN = 800;
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface PhotoGridProps {
  photos: readonly Photo[];
  selecting: boolean;
  selected: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (id: string) => void;
  onToggle: (id: string, range: boolean) => void;
  /**
   * The grid's width in the first render (server and hydration), before the browser measures: the
   * page column at the viewport width the worker learnt (components/frame/content-width.ts). Without
   * it nothing is laid out until measured.
   */
  initialWidth?: number;
}

const noMore = () => {};

/**
 * Photos [from, to) of the album, rendered when they come near the viewport. The grid is justified
 * over the whole album (rows run across sections); a section spans from its first photo's row to
 * its last photo's, its height reserved before it renders.
 */
function Section({
  from,
  to,
  layout,
  firstScreen,
  largest,
  props,
}: {
  from: number;
  to: number;
  layout: Justified;
  /** In the first screen of the first render: rendered at once (server included), not when observed. */
  firstScreen: boolean;
  /** The first screen's largest photo (largestAtTop). */
  largest: number;
  props: PhotoGridProps;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(firstScreen);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: '600px' });
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);
  const b = layout.boxes;
  const top = b[from * 4]!;
  const height = b[(to - 1) * 4]! + b[(to - 1) * 4 + 3]! - top;
  return (
    <div ref={ref} className="absolute left-0 right-0" style={{ top, height }} data-testid="album-section">
      {visible &&
        props.photos.slice(from, to).map((p, k) => {
          const i = from + k;
          return (
            <PhotoTile
              key={p.imageId}
              photo={p}
              top={b[i * 4]! - top}
              left={b[i * 4 + 1]!}
              size={b[i * 4 + 2]!}
              height={b[i * 4 + 3]!}
              monthKey=""
              selecting={props.selecting}
              selected={props.selected.has(p.imageId)}
              plus={null}
              load={b[i * 4] === 0 || i === largest ? 'high' : b[i * 4]! < EAGER_DEPTH ? 'eager' : 'lazy'}
              onOpen={props.onOpen}
              onToggle={props.onToggle}
              onMore={noMore}
            />
          );
        })}
    </div>
  );
}

/**
 * The photo of the first EAGER_DEPTH px with the largest box: the largest paint, often a wide photo
 * in a lower row. Like the first row it is fetched with high priority; the rest of those px at once
 * (at the browser's priority), everything below lazily.
 */
function largestAtTop(layout: Justified): number {
  const b = layout.boxes;
  let best = -1;
  let area = 0;
  for (let i = 0; i * 4 < b.length && b[i * 4]! < EAGER_DEPTH; i++) {
    const a = b[i * 4 + 2]! * b[i * 4 + 3]!;
    if (a > area) [best, area] = [i, a];
  }
  return best;
}

/** Justified rows (issue 16 §4): each photo at its aspect ratio, one height per row. */
function layoutAt(photos: readonly Photo[], width: number): Justified {
  return justify(photos.map(aspectOf), { width, targetHeight: rowHeightFor(width), gap: GAP });
}

/** The number of photos in the sections that start within the first screen of `layout`. */
function firstScreenTo(layout: Justified, count: number): number {
  const b = layout.boxes;
  let to = 0;
  while (to < count && b[to * 4]! < FIRST_SCREEN) to += ALBUM_SECTION_SIZE;
  return to;
}

/**
 * Album photo grid (photo spec §2): sections of 24 shown lazily when visible, infinite paging by a
 * sentinel below the last section. Tiles are the timeline's PhotoTile, in justified rows.
 */
export function PhotoGrid(props: PhotoGridProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  // Server render and hydration: the width the worker learnt from the browser, so the streamed rows
  // already have their final place; the layout effect measures it exactly.
  const [width, setWidth] = useState(props.initialWidth ?? 0);
  const layout = useMemo(() => (width ? layoutAt(props.photos, width) : null), [props.photos, width]);
  // Sections in the first screen of the first layout render at once; fixed at mount, so a later
  // re-layout (resize, more pages) neither hides them nor skips the observer for the others.
  const [firstScreen] = useState(() => (layout ? firstScreenTo(layout, props.photos.length) : 0));
  const largest = useMemo(() => (layout ? largestAtTop(layout) : -1), [layout]);
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

  const count = Math.ceil(props.photos.length / ALBUM_SECTION_SIZE);

  // Arrow keys and one tab stop; up/down go by the justified layout (also into sections not shown
  // yet); a photo in such a section scrolls its section into view.
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
  // Up/down keep the horizontal goal of the first such move (Down then Up returns to the same photo).
  const goal = useRef<{ id: string; x: number } | null>(null);
  const target = useCallback(
    (key: ArrowKey, id: string) => {
      const i = order.indexOf(id);
      if (i < 0 || !layout) return null;
      const vertical = key === 'ArrowUp' || key === 'ArrowDown';
      const x = goal.current?.id === id ? goal.current.x : centreOf(layout, i);
      const next = order[neighbour(layout, i, key, vertical ? x : undefined)] ?? null;
      goal.current = vertical && next ? { id: next, x } : null;
      return next;
    },
    [order, layout],
  );
  useGridKeyboard(root, { order, reveal, target });
  // Touch (issue 34 §2): a long press selects a photo (entering select mode), dragging on selects the
  // photos from it to the one under the finger (the album's shift-click range, which only adds).
  useTouchSelect(root, {
    onStart: (id) => {
      if (!props.selected.has(id)) props.onToggle(id, false);
    },
    onExtend: (_from, to) => props.onToggle(to, true),
  });
  return (
    <div ref={root} className="w-full" data-testid="album-grid">
      <div className="relative" style={{ height: layout?.height ?? 0, marginBottom: GAP }}>
        {layout &&
          Array.from({ length: count }, (_, i) => {
            const from = i * ALBUM_SECTION_SIZE;
            const to = Math.min(props.photos.length, from + ALBUM_SECTION_SIZE);
            // biome-ignore lint/suspicious/noArrayIndexKey: a section is the i-th fixed-size chunk of the list; its position is its identity.
            return <Section key={i} from={from} to={to} layout={layout} firstScreen={from < firstScreen} largest={largest} props={props} />;
          })}
      </div>
      <div ref={sentinel} className="h-px" />
      {loadingMore && (
        <p role="status" className="flex items-center gap-2 justify-center">
          <Spinner /> {t('photos.loading')}
        </p>
      )}
    </div>
  );
}
