import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CheckIcon, Spinner } from '../../../components/icons';
import { buttonSecondary } from '../../../components/ui/styles';
import { useIntl, useT } from '../../../shared/i18n/react';
import { PhotoTile } from '../../library/components/PhotoTile';
import { isGroupSelected, type SelectionAction, type SelectionState } from '../../library/selection';
import { useGridKeyboard } from '../../library/use-grid-keyboard';
import { useStoreVersion } from '../data';
import { monthLabel } from '../month-label';
import type { MonthRef, MonthStore } from '../month-store';
import type { TimelineMonth } from '../timeline';
import {
  buildLayout,
  gridFor,
  MAX_SCROLL_HEIGHT,
  scrollScale,
  type TimelineLayout,
  toScroll,
  toVirtual,
  visibleWindow,
} from '../timeline-layout';
import { expectedShown, monthView } from '../timeline-month';

export interface TimelineProps {
  /** Months with counts, in display order (see useTimelineMonths). */
  months: readonly TimelineMonth[];
  store: MonthStore;
  selection: SelectionState;
  dispatch: (action: SelectionAction) => void;
  /** Opens the preview (the route navigates, keeping the query string). */
  onOpenPhoto: (id: string) => void;
  /** Month keys in view, after each scroll settles (stored for the preview round trip). */
  onVisibleChange?: (keys: string[]) => void;
  /** Height cap of the scroll element (default 10,000,000 px); lower only in tests and benchmarks. */
  maxScrollHeight?: number;
}

const GAP = 4;
const HEADER = 56;
const SECTION_GAP = 24;
/** Rendered beyond the viewport, in virtual px: enough for smooth scrolling, bounded <img> count. */
const OVERSCAN = 600;
/** Rows of the top month whose thumbnails load eagerly (the first screenful). */
const EAGER_ROWS = 2;
/** A month scrolled past faster than this is not fetched (each month once, only when looked at). */
const SETTLE_MS = 120;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface Box {
  width: number;
  top: number;
  viewport: number;
}

/**
 * The timeline: one section per month, months and rows virtualised over the window's scroll, a
 * month's first page fetched the first time it is in view, '+N' paging, per-month select-all and
 * arrow-key navigation between photos.
 */
export function Timeline({
  months,
  store,
  selection,
  dispatch,
  onOpenPhoto,
  onVisibleChange,
  maxScrollHeight = MAX_SCROLL_HEIGHT,
}: TimelineProps) {
  const t = useT();
  const intl = useIntl();
  const locale = intl.formatLocale; // month names as the brand's country writes them
  const version = useStoreVersion(store);
  const ref = useRef<HTMLDivElement>(null);
  // Server render: a desktop-sized guess; the client measures before paint.
  const [box, setBox] = useState<Box>({ width: 1024, top: 0, viewport: 900 });
  const [scrollY, setScrollY] = useState(0);
  /** scrollY of the last render, and whether scrolling is scaled (then every frame re-renders). */
  const rendered = useRef(0);
  const scaled = useRef(false);

  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measureBox = () => {
      const rect = el.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY), viewport: window.innerHeight };
      setBox((b) => (b.width === next.width && b.top === next.top && b.viewport === next.viewport ? b : next));
    };
    const measure = () => {
      measureBox();
      setScrollY(window.scrollY);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    window.addEventListener('resize', measure);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // Unscaled, content sits at fixed offsets: re-render only when the overscan is half used.
        const y = window.scrollY;
        if (!scaled.current && Math.abs(y - rendered.current) < OVERSCAN / 2) return;
        // Content above (banner, alerts) may have moved the timeline. Measured only when about to
        // re-render: a layout read every frame would force layout while new tiles are arriving.
        measureBox();
        setScrollY(y);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const grid = gridFor(box.width, GAP);
  const refs = useMemo(() => new Map<string, TimelineMonth>(months.map((m) => [m.key, m])), [months]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `store` is mutable and `version` is its change counter: any month change can change heights.
  const layout: TimelineLayout = useMemo(() => {
    for (const m of months) store.adopt(m);
    return buildLayout(
      months.map((m) => ({ key: m.key, shown: expectedShown(store.get(m.key), m.count) })),
      { columns: grid.columns, rowHeight: grid.tile + GAP, headerHeight: HEADER, sectionGap: SECTION_GAP },
      maxScrollHeight,
    );
  }, [months, store, version, grid.columns, grid.tile, maxScrollHeight]);

  rendered.current = scrollY;
  scaled.current = scrollScale(layout, box.viewport) !== 1;
  const local = Math.max(0, scrollY - box.top);
  const vTop = toVirtual(layout, local, box.viewport);
  const realTop = toScroll(layout, vTop, box.viewport);
  const windowMonths = visibleWindow(layout, vTop, box.viewport, OVERSCAN);
  // Renders happen every OVERSCAN/2 px of scrolling, so "in view" includes that much margin.
  const inViewKey = visibleWindow(layout, vTop, box.viewport, OVERSCAN / 2)
    .map((w) => w.key)
    .join(',');

  // Fetch the months in view once scrolling settles there (immediately on the first pass).
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `store.epoch` is a trigger: a cleared store loads the months in view again.
  useEffect(() => {
    const load = () => {
      const keys = inViewKey ? inViewKey.split(',') : [];
      // Months passed on the way that are still waiting for a request are not wanted any more.
      store.keepOnly(new Set(keys));
      for (const key of keys) {
        const m = refs.get(key);
        if (m) store.ensure(m);
      }
      onVisibleChange?.(keys);
    };
    if (first.current) {
      first.current = false;
      load();
      return;
    }
    const timer = setTimeout(load, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [inViewKey, refs, store, onVisibleChange, store.epoch]);

  // Visible order of loaded photos: shift-click ranges and arrow keys walk it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `store` is mutable and `version` is its change counter: the shown photos read through `store.get` change with it.
  const order = useMemo(() => {
    const ids: string[] = [];
    for (const m of months) for (const p of monthView(store.get(m.key), m.count).shown) ids.push(p.imageId);
    return ids;
  }, [months, store, version]);

  const locateVirtual = useCallback(
    (id: string): number | null => {
      for (let i = 0; i < months.length; i++) {
        const m = months[i]!;
        const idx = monthView(store.get(m.key), m.count).shown.findIndex((p) => p.imageId === id);
        if (idx >= 0) return layout.offsets[i]! + HEADER + Math.floor(idx / layout.metrics.columns) * layout.metrics.rowHeight;
      }
      return null;
    },
    [months, store, layout],
  );

  const onMore = useCallback(
    (key: string) => {
      const m = refs.get(key);
      if (m) store.loadMore(m);
    },
    [refs, store],
  );

  // Latest values for `reveal`, so the keyboard hook isn't rebuilt on every scroll.
  const latest = useRef({ order, locateVirtual, layout, vTop, box });
  latest.current = { order, locateVirtual, layout, vTop, box };
  // Arrow keys and the one tab stop (use-grid-keyboard.ts); a target outside the rendered window
  // is scrolled to and focused once its row renders.
  const reveal = useCallback((id: string) => {
    const { locateVirtual, layout, vTop, box } = latest.current;
    const v = locateVirtual(id);
    if (v === null) return;
    const y = v < vTop ? v - HEADER : v + layout.metrics.rowHeight - box.viewport + GAP;
    window.scrollTo({ top: box.top + toScroll(layout, y, box.viewport) });
  }, []);
  useGridKeyboard(ref, { order, reveal });

  // Per-month select-all (photo spec §4, toggle group): the group is the whole month. A month not
  // completely loaded can't be all selected: its remaining pages load first, then all is selected.
  const [selectingMonth, setSelectingMonth] = useState<string | null>(null);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const onSelectMonth = useCallback(
    async (m: TimelineMonth) => {
      const state = store.get(m.key);
      if (state.pages > 0 && state.cursor === null) {
        dispatch({ type: 'toggleGroup', ids: monthView(state, m.count).shown.map((p) => p.imageId) });
        return;
      }
      setSelectingMonth(m.key);
      const photos = await store.loadAll(m);
      setSelectingMonth((k) => (k === m.key ? null : k));
      // Cancelled meanwhile, or a page failed (the month shows its error): nothing is selected.
      if (!photos || !selectionRef.current.selecting) return;
      dispatch({ type: 'toggleGroup', ids: photos.map((p) => p.imageId) });
    },
    [store, dispatch],
  );

  const onToggle = useCallback(
    (id: string, range: boolean) => dispatch(range ? { type: 'range', id, order: latest.current.order } : { type: 'toggle', id }),
    [dispatch],
  );

  return (
    <section aria-label={t('photos.timeline.label')} className="relative w-full" style={{ height: layout.scrollHeight }} ref={ref}>
      {windowMonths.map((w) => {
        const m = refs.get(w.key)!;
        const state = store.get(m.key);
        const view = monthView(state, m.count);
        const label = monthLabel(m.year, m.month, locale, t('photos.month.unknown'));
        const headingId = `month-${m.year}-${m.month}`;
        const loadedIds = view.shown.map((p) => p.imageId);
        const complete = state.pages > 0 && state.cursor === null;
        const allSelected = complete && isGroupSelected(selection, loadedIds);
        const busy = selectingMonth === m.key;
        const reserved = expectedShown(state, m.count);
        const tiles = [];
        const cols = layout.metrics.columns;
        if (view.shown.length === 0 && w.lastRow > w.firstRow) {
          // Not loaded yet (or scrolled past on the way): one patterned block instead of 24 tiles,
          // so a fling through unloaded months creates two elements per month, not dozens.
          const full = Math.min(w.lastRow, Math.floor(reserved / cols));
          const rowsTop = (r: number) => HEADER + r * layout.metrics.rowHeight;
          if (full > w.firstRow)
            tiles.push(<Placeholder key="ph" top={rowsTop(w.firstRow)} rows={full - w.firstRow} width={cols} tile={grid.tile} />);
          if (w.lastRow > full && reserved % cols)
            tiles.push(<Placeholder key="ph-last" top={rowsTop(full)} rows={1} width={reserved % cols} tile={grid.tile} />);
        }
        for (let r = w.firstRow; r < w.lastRow && view.shown.length > 0; r++) {
          for (let c = 0; c < cols; c++) {
            const idx = r * cols + c;
            if (idx >= reserved) break;
            const top = HEADER + r * layout.metrics.rowHeight;
            const left = c * (grid.tile + GAP);
            const photo = view.shown[idx];
            if (!photo) {
              tiles.push(
                <div
                  key={`ph-${idx}`}
                  className="absolute bg-gray-100 animate-pulse"
                  style={{ top, left, width: grid.tile, height: grid.tile, contain: 'strict' }}
                  aria-hidden="true"
                />,
              );
              continue;
            }
            const isLast = idx === view.shown.length - 1;
            tiles.push(
              <PhotoTile
                key={photo.imageId}
                photo={photo}
                top={top}
                left={left}
                size={grid.tile}
                monthKey={m.key}
                selecting={selection.selecting}
                selected={selection.selected.has(photo.imageId)}
                plus={isLast ? view.plus : null}
                loadingMore={isLast && state.status === 'pending'}
                eager={w.index === 0 && r < EAGER_ROWS}
                onOpen={onOpenPhoto}
                onToggle={onToggle}
                onMore={onMore}
              />,
            );
          }
        }
        return (
          <section
            key={m.key}
            aria-labelledby={headingId}
            data-month={m.key}
            className="absolute left-0 right-0"
            // Sections and tiles have fixed boxes: containment keeps a new section's layout local.
            style={{ top: realTop + (w.top - vTop), height: w.height, contain: 'layout style' }}
          >
            <div className="flex items-center gap-3" style={{ height: HEADER }}>
              {selection.selecting && loadedIds.length > 0 && (
                <button
                  type="button"
                  className={`w-7 h-7 rounded-full flex items-center justify-center border-2 border-solid cursor-pointer ${allSelected ? 'bg-brand-accent border-brand-accent text-white' : 'bg-white border-gray-400 text-transparent'}`}
                  aria-pressed={allSelected}
                  aria-busy={busy || undefined}
                  disabled={busy}
                  aria-label={allSelected ? t('photos.month.deselectAll', { month: label }) : t('photos.month.selectAll', { month: label })}
                  onClick={() => void onSelectMonth(m)}
                >
                  {busy ? <Spinner className="w-4 h-4 text-gray-600" /> : <CheckIcon className="w-4 h-4" />}
                </button>
              )}
              <h2 id={headingId} className="m-0 text-lg font-semibold text-gray-900">
                {label}
              </h2>
              <span className="text-sm text-gray-600">{t('photos.month.count', { count: m.count })}</span>
              {state.status === 'pending' && state.pages === 0 && (
                <span role="status" className="inline-flex items-center gap-2 text-sm text-gray-600">
                  <Spinner className="w-4 h-4" />
                  {t('photos.loading')}
                </span>
              )}
              {state.status === 'rejected' && state.pages > 0 && <MonthError onRetry={() => store.retry(m)} compact />}
            </div>
            {state.status === 'rejected' && state.pages === 0 ? <MonthError onRetry={() => store.retry(m)} /> : tiles}
          </section>
        );
      })}
    </section>
  );
}

/**
 * Placeholder tiles of a month not loaded yet: `rows` rows of `width` grey squares drawn by one
 * element (a conic gradient repeated per tile cell), at the tiles' exact positions.
 */
function Placeholder({ top, rows, width, tile }: { top: number; rows: number; width: number; tile: number }) {
  const cell = tile + GAP;
  return (
    <div
      aria-hidden="true"
      className="absolute left-0 animate-pulse"
      style={{
        top,
        width: width * cell - GAP,
        height: rows * cell - GAP,
        backgroundImage: `conic-gradient(from 90deg at ${GAP}px ${GAP}px, #f3f4f6 25%, transparent 0)`,
        backgroundSize: `${cell}px ${cell}px`,
        backgroundPosition: `-${GAP}px -${GAP}px`,
        contain: 'strict',
      }}
    />
  );
}

function MonthError({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const t = useT();
  return (
    <div role="alert" className={`flex items-center gap-3 ${compact ? 'text-sm' : 'p-4 bg-red-50 rounded-md'}`}>
      <span className="text-red-800">{t('photos.error.load')}</span>
      <button
        type="button"
        className={compact ? 'underline text-brand-accent bg-transparent border-0 cursor-pointer' : buttonSecondary}
        onClick={onRetry}
      >
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

export type { MonthRef };
