import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CheckIcon, Spinner } from '../../../components/icons';
import { buttonSecondary, focusRing } from '../../../components/ui/styles';
import { useIntl, useT } from '../../../shared/i18n/react';
import { DESKTOP_VIEWPORT } from '../../../shared/viewport';
import { PhotoTile } from '../../library/components/PhotoTile';
import type { ArrowKey } from '../../library/grid-navigation';
import { boxesIn, centreOf, neighbour } from '../../library/justified';
import { isLargeScreen } from '../../library/large-screen';
import { isMonthSelected, isSelected, type SelectionAction, type SelectionState } from '../../library/selection';
import { EAGER_DEPTH } from '../../library/thumbnails';
import { useGridKeyboard } from '../../library/use-grid-keyboard';
import { useTouchSelect } from '../../library/use-touch-select';
import { useMonthStates, useTransitionStoreVersion } from '../data';
import { firstRowUrls, preloadImages } from '../first-row';
import { monthGrid } from '../month-grid';
import { monthLabel } from '../month-label';
import type { MonthStore, PhotoMonthState } from '../month-store';
import { anchoredTop, mayMoveView } from '../scroll-anchor';
import type { TimelineMonth } from '../timeline';
import {
  buildLayout,
  MAX_SCROLL_HEIGHT,
  monthAtTop,
  rowHeightFor,
  scrollScale,
  type TimelineLayout,
  toScroll,
  toVirtual,
  visibleWindow,
} from '../timeline-layout';
import { monthView } from '../timeline-month';
import { timelineWidthAt } from '../timeline-width';
import { DateScrubber } from './DateScrubber';

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
  /** The width of the first render (server and hydration), before the browser measures. */
  initialWidth?: number;
  /** A month key (`2026/11`) to scroll to once it is laid out, as the scrubber does; then `onSeeked`. */
  seekMonth?: string | undefined;
  onSeeked?: (() => void) | undefined;
  /**
   * The month whose section is at the top of the viewport, below the page's sticky bar (its height
   * in `--photos-bar-h` on the root element), so that bar can name it; null above the first month.
   * Called at most once a frame, and only when it changes.
   */
  onViewMonth?: (key: string | null) => void;
}

const GAP = 4;
/**
 * A month heading's row, px: 40 in a narrow (a phone's) timeline, where it keeps the first photos
 * within the first 200 px of the screen (issue 34 §1), 56 from 540 px.
 */
const headerHeightFor = (width: number) => (width < 540 ? 40 : 56);
const SECTION_GAP = 24;
/** Rendered beyond the viewport, in virtual px: enough for smooth scrolling, bounded <img> count. */
const OVERSCAN = 600;
/** A month scrolled past faster than this is not fetched (each month once, only when looked at). */
const SETTLE_MS = 120;
/** Height of the select mode's action bar on a phone (ActionBar.tsx, one row), px. */
const ACTION_BAR = 64;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Height of the page's sticky bar over the timeline: `--photos-bar-h` on the root element (0 without). */
function barHeight(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--photos-bar-h')) || 0;
}

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
  initialWidth = timelineWidthAt(DESKTOP_VIEWPORT),
  seekMonth,
  onSeeked,
  onViewMonth,
}: TimelineProps) {
  const t = useT();
  const intl = useIntl();
  const locale = intl.formatLocale; // month names as the brand's country writes them
  // Month arrivals render as transitions, from one snapshot of the months (data.ts).
  const version = useTransitionStoreVersion(store);
  const states = useMonthStates(store, months, version);
  const ref = useRef<HTMLDivElement>(null);
  // Server render and hydration: the width the worker learnt from the browser (timeline-width.ts),
  // so the streamed rows already have their final place; the layout effect measures it exactly.
  const [box, setBox] = useState<Box>({ width: initialWidth, top: 0, viewport: 900 });
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
        reportViewMonth.current();
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

  // The month requests' chunks, while the page is idle: the first scrub or scroll doesn't wait for them.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void store.prepare());
  }, [store]);

  const gridOptions = useMemo(() => ({ width: box.width, targetHeight: rowHeightFor(box.width), gap: GAP }), [box.width]);
  const headerHeight = headerHeightFor(box.width);
  const refs = useMemo(() => new Map<string, TimelineMonth>(months.map((m) => [m.key, m])), [months]);
  const layout: TimelineLayout = useMemo(
    () =>
      buildLayout(
        months.map((m) => ({ key: m.key, contentHeight: monthGrid(states.get(m.key)!, m.count, gridOptions).height })),
        { headerHeight, sectionGap: SECTION_GAP },
        maxScrollHeight,
      ),
    [months, states, gridOptions, maxScrollHeight, headerHeight],
  );

  // The month at the top of the viewport for a sticky bar elsewhere (`onViewMonth`): from every
  // scroll frame (the renders above happen only every OVERSCAN/2 px) and after each layout change.
  const viewMonth = useRef<{ key: string | null } | null>(null);
  const reportViewMonth = useRef(() => {});
  reportViewMonth.current = () => {
    if (!onViewMonth) return;
    const { layout, box } = latest.current;
    const key = monthAtTop(layout, window.scrollY + barHeight() - box.top, box.viewport);
    if (viewMonth.current?.key === key) return;
    viewMonth.current = { key };
    onViewMonth(key);
  };

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
  const loadKeys = useCallback(
    (keys: string[], chosen?: { key: string; arrived: (state: PhotoMonthState) => void }) => {
      // Months passed on the way that are still waiting for a request are not wanted any more.
      store.keepOnly(new Set(keys));
      // The month the scrubber chose goes first, the others in view wait for it (month-store.ts).
      const m = chosen && refs.get(chosen.key);
      if (m) store.choose(m, chosen.arrived);
      for (const key of keys) {
        const m = refs.get(key);
        if (m) store.ensure(m);
      }
      onVisibleChange?.(keys);
    },
    [refs, store, onVisibleChange],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `store.epoch` is a trigger: a cleared store loads the months in view again.
  useEffect(() => {
    // The months in view when the timer fires, from the page's scroll position, not this render's:
    // a render that lagged behind a fast drag would otherwise load (and keep) the months the drag
    // passed, and cancel the month the scrubber was released on.
    const load = () => {
      const { layout, box } = latest.current;
      const v = toVirtual(layout, Math.max(0, window.scrollY - box.top), box.viewport);
      loadKeys(visibleWindow(layout, v, box.viewport, OVERSCAN / 2).map((w) => w.key));
    };
    if (first.current) {
      first.current = false;
      load();
      return;
    }
    const timer = setTimeout(load, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [inViewKey, loadKeys, store.epoch]);

  // Visible order of loaded photos (and each one's month): shift-click ranges, touch drags and arrow
  // keys walk it; a photo's month decides whether it is selected as part of a whole month.
  const { order, orderMonths, monthOf } = useMemo(() => {
    const order: string[] = [];
    const orderMonths: string[] = [];
    for (const m of months)
      for (const p of monthView(states.get(m.key)!, m.count).shown) {
        order.push(p.imageId);
        orderMonths.push(m.key);
      }
    const monthOf = new Map(order.map((id, i) => [id, orderMonths[i]!]));
    return { order, orderMonths, monthOf };
  }, [months, states]);

  const locateVirtual = useCallback(
    (id: string): number | null => {
      for (let i = 0; i < months.length; i++) {
        const m = months[i]!;
        const g = monthGrid(states.get(m.key)!, m.count, gridOptions);
        const idx = g.shown.findIndex((p) => p.imageId === id);
        if (idx >= 0 && g.grid) return layout.offsets[i]! + headerHeight + g.grid.boxes[idx * 4]!;
      }
      return null;
    },
    [months, states, layout, gridOptions, headerHeight],
  );

  const onMore = useCallback(
    (key: string) => {
      const m = refs.get(key);
      if (m) store.loadMore(m);
    },
    [refs, store],
  );

  // Arrow keys in the justified grid: left/right in reading order, up/down to the nearest photo of
  // the row above/below from the month grids' positions, so it works across month boundaries (the
  // next month's first or the previous one's last) and into rows that are not rendered yet.
  // Up/down keep the horizontal goal of the first such move (Down then Up returns to the same photo).
  const goal = useRef<{ id: string; x: number } | null>(null);
  const arrowTarget = useCallback(
    (key: ArrowKey, id: string): string | null => {
      const o = order.indexOf(id);
      if (o < 0) return null;
      if (key === 'ArrowLeft' || key === 'ArrowRight') {
        goal.current = null;
        return order[o + (key === 'ArrowRight' ? 1 : -1)] ?? null;
      }
      for (const m of months) {
        const g = monthGrid(states.get(m.key)!, m.count, gridOptions);
        const i = g.shown.findIndex((p) => p.imageId === id);
        if (i < 0 || !g.grid) continue;
        const x = goal.current?.id === id ? goal.current.x : centreOf(g.grid, i);
        const j = neighbour(g.grid, i, key, x);
        const next = j !== i && g.shown[j] ? g.shown[j].imageId : key === 'ArrowDown' ? order[o + (g.shown.length - i)] : order[o - i - 1];
        goal.current = next ? { id: next, x } : null;
        return next ?? null;
      }
      return null;
    },
    [order, months, states, gridOptions],
  );

  // Latest values for `reveal`, so the keyboard hook isn't rebuilt on every scroll.
  const latest = useRef({ locateVirtual, layout, vTop, box, gridOptions, headerHeight });
  latest.current = { locateVirtual, layout, vTop, box, gridOptions, headerHeight };
  // Arrow keys and the one tab stop (use-grid-keyboard.ts); a target outside the rendered window
  // is scrolled to and focused once its row renders.
  const reveal = useCallback((id: string) => {
    const { locateVirtual, layout, vTop, box, gridOptions, headerHeight } = latest.current;
    const v = locateVirtual(id);
    if (v === null) return;
    // Above the view (or under the sticky bar): its row goes to the top, below the bar.
    const bar = barHeight();
    const up = v < vTop + bar;
    const y = up ? v - headerHeight : v + gridOptions.targetHeight + GAP - box.viewport + GAP;
    window.scrollTo({ top: box.top + toScroll(layout, y, box.viewport) - (up ? bar : 0) });
  }, []);
  useGridKeyboard(ref, { order, reveal, target: arrowTarget });

  // Per-month select-all (photo spec §4, toggle group): the group is the whole month, loaded or not
  // (issue 34 §2). It is recorded by key and count (library/selection.ts): nothing loads for it now;
  // an action resolves the month's ids when it runs (selection-ids.ts).
  const onSelectMonth = useCallback(
    (m: TimelineMonth) => {
      const loaded = monthView(store.get(m.key), m.count).shown.map((p) => p.imageId);
      dispatch({ type: 'toggleMonth', month: { key: m.key, count: m.count }, loaded });
    },
    [store, dispatch],
  );

  const latestOrder = useRef({ order, orderMonths, monthOf });
  latestOrder.current = { order, orderMonths, monthOf };
  const onToggle = useCallback(
    (id: string, range: boolean) => {
      const { order, orderMonths, monthOf } = latestOrder.current;
      dispatch(range ? { type: 'range', id, order, months: orderMonths } : { type: 'toggle', id, month: monthOf.get(id) });
    },
    [dispatch],
  );

  // Touch: a long press selects a photo (entering select mode), dragging on extends the range from
  // it over the photos passed; dragging back shrinks it to what was selected before the press.
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const dragBase = useRef<SelectionState>(selection);
  useTouchSelect(ref, {
    onStart: (id) => {
      dragBase.current = selectionRef.current;
      const { order, orderMonths } = latestOrder.current;
      dispatch({ type: 'extend', base: dragBase.current, from: id, to: id, order, months: orderMonths });
    },
    onExtend: (from, to) => {
      const { order, orderMonths } = latestOrder.current;
      dispatch({ type: 'extend', base: dragBase.current, from, to, order, months: orderMonths });
    },
  });

  // Date scrubber (issue 16 §3): scroll to a month's top; on release (or a key) the months then in
  // view are fetched at once, without waiting for the scroll to settle, and its first rows load eagerly.
  const eagerMonth = useRef<string | null>(null);
  const seek = useCallback(
    (index: number, final: boolean) => {
      const { layout, box } = latest.current;
      const scrollTop = toScroll(layout, layout.offsets[index] ?? 0, box.viewport);
      const key = layout.keys[index];
      if (final && key) {
        eagerMonth.current = key;
        const v = toVirtual(layout, scrollTop, box.viewport);
        // Requests first, in this event (before the scroll's layout and React's render of it); its
        // first row of thumbnails starts as the page lands (first-row.ts).
        const arrived = (state: PhotoMonthState) => {
          const m = refs.get(key);
          const g = m && monthGrid(state, m.count, latest.current.gridOptions);
          if (g?.grid) preloadImages(firstRowUrls(g.grid, g.shown, isLargeScreen() ? 800 : 300));
        };
        loadKeys(
          visibleWindow(layout, v, box.viewport, OVERSCAN / 2).map((w) => w.key),
          { key, arrived },
        );
      }
      // The month's heading lands below the page's sticky bar, not under it.
      window.scrollTo({ top: box.top + scrollTop - barHeight(), behavior: 'instant' });
    },
    [loadKeys, refs],
  );

  // A month asked for by the address (the upload dialog's link to an undated photo): once laid out,
  // the timeline goes there as a scrubber release would.
  useEffect(() => {
    if (!seekMonth) return;
    const index = layout.keys.indexOf(seekMonth);
    if (index < 0) return;
    seek(index, true);
    onSeeked?.();
  }, [seekMonth, layout, seek, onSeeked]);

  // A month changing height (arrived, failed) or the library changing may move another one under the bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` and `box` are triggers: the report reads them from `latest`.
  useEffect(() => {
    reportViewMonth.current();
  }, [layout, box]);

  // Scroll anchor: a month above the viewport that changed height (its page arrived, the estimate
  // became real rows) would move everything in view; the scroll follows so nothing moves on screen.
  const anchor = useRef<TimelineLayout | null>(null);
  useIsoLayoutEffect(() => {
    const prev = anchor.current;
    anchor.current = layout;
    if (!prev || prev === layout) return;
    // Most arrivals change only months in view or below: decided from this render's scroll
    // position, without reading the real one (that read would lay out the new tiles in this task).
    const approxTop = toVirtual(prev, Math.max(0, rendered.current - box.top), box.viewport);
    if (!mayMoveView(prev, layout, approxTop, OVERSCAN * scrollScale(prev, box.viewport))) return;
    const local = window.scrollY - box.top;
    if (local <= 0) return;
    const before = toVirtual(prev, local, box.viewport);
    const after = anchoredTop(prev, layout, before);
    if (Math.abs(after - before) < 0.5) return;
    const y = box.top + toScroll(layout, after, box.viewport);
    window.scrollTo({ top: y, behavior: 'instant' });
    // Unscaled, sections sit at fixed offsets: like a scroll, a move within half the overscan keeps
    // the rendered window (a re-render here would be a synchronous one, inside this commit's task).
    if (scaled.current || Math.abs(y - rendered.current) >= OVERSCAN / 2) setScrollY(y);
  }, [layout, box]);

  return (
    <div className="flex">
      <section
        aria-label={t('photos.timeline.label')}
        className="relative min-w-0 flex-1"
        style={{ height: layout.scrollHeight }}
        ref={ref}
      >
        {windowMonths.map((w) => {
          const m = refs.get(w.key)!;
          const state = states.get(m.key)!;
          const g = monthGrid(state, m.count, gridOptions);
          const view = { shown: g.shown, plus: g.plus };
          const label = monthLabel(m.year, m.month, locale, t('photos.month.unknown'));
          const headingId = `month-${m.year}-${m.month}`;
          const allSelected =
            selection.selecting &&
            isMonthSelected(
              selection,
              m,
              view.shown.map((p) => p.imageId),
            );
          const tiles = [];
          if (!g.grid) {
            // Not loaded yet (or scrolled past on the way): one block of the estimated size instead of
            // 24 tiles, so a fling through unloaded months creates two elements per month, not dozens.
            if (g.height > 0 && w.contentTo > 0 && w.contentFrom < g.height)
              tiles.push(<Placeholder key="ph" top={headerHeight} height={g.height} row={gridOptions.targetHeight} />);
          } else {
            const [from, to] = boxesIn(g.grid, w.contentFrom, w.contentTo);
            const eager = w.index === 0 || eagerMonth.current === m.key;
            for (let idx = from; idx < to; idx++) {
              const b = g.grid.boxes;
              const top = headerHeight + b[idx * 4]!;
              const left = b[idx * 4 + 1]!;
              const width = b[idx * 4 + 2]!;
              const height = b[idx * 4 + 3]!;
              const photo = view.shown[idx];
              if (!photo) {
                tiles.push(
                  <div
                    key={`ph-${idx}`}
                    className="absolute bg-gray-100 animate-pulse"
                    style={{ top, left, width, height, contain: 'strict' }}
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
                  size={width}
                  height={height}
                  monthKey={m.key}
                  selecting={selection.selecting}
                  selected={isSelected(selection, photo.imageId, m.key)}
                  plus={isLast ? view.plus : null}
                  loadingMore={isLast && state.status === 'pending'}
                  // The top month's (or the month the scrubber chose) first rows.
                  load={eager && b[idx * 4]! < EAGER_DEPTH ? 'high' : 'lazy'}
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
              <div
                className={`group/month relative flex items-center ${selection.selecting ? 'pl-10' : ''}`}
                style={{ height: headerHeight }}
              >
                {m.count > 0 && (
                  <MonthSelect
                    selecting={selection.selecting}
                    selected={allSelected}
                    label={allSelected ? t('photos.month.deselectAll', { month: label }) : t('photos.month.selectAll', { month: label })}
                    onClick={() => onSelectMonth(m)}
                  />
                )}
                <div
                  className={`flex min-w-0 items-center gap-3 transition-transform duration-150 ${selection.selecting ? '' : HOVER_SHIFT}`}
                >
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
              </div>
              {state.status === 'rejected' && state.pages === 0 ? <MonthError onRetry={() => store.retry(m)} height={g.height} /> : tiles}
            </section>
          );
        })}
      </section>
      <DateScrubber
        months={months}
        layout={layout}
        top={box.top}
        viewport={box.viewport}
        locale={locale}
        onSeek={seek}
        // The select mode's action bar (fixed, one 64 px row on a phone) stays clear of the handle.
        bottomInset={selection.selecting ? ACTION_BAR : 0}
      />
    </div>
  );
}

/** A pointer that hovers a month's heading outside select mode slides it over for the month's circle. */
const HOVER_SHIFT = '[@media(hover:hover)_and_(pointer:fine)]:group-hover/month:translate-x-10';

/**
 * A month's group control (photo spec §4, toggle group; issue 34 §2): the whole month in or out,
 * loaded or not. In select mode it is always there, the heading set beside it. Outside select mode
 * a pointer that hovers the heading sees it faintly (Google Photos' model: one click selects the
 * month and starts select mode); the heading slides over for it (a transform: nothing else moves).
 * Only the heading's hover shows it, not the photos': with every photo hovered there is the photo's
 * own circle, and headings sliding whenever the pointer crosses a month would be restless. Touch
 * screens have no hover: there it appears with select mode. Outside select mode not a tab stop
 * (the keyboard has Select and Ctrl/⌘+A; a stop per month would bury the grid's single one).
 */
function MonthSelect({
  selecting,
  selected,
  label,
  onClick,
}: {
  selecting: boolean;
  selected: boolean;
  label: string;
  onClick: () => void;
}) {
  const shown = selecting
    ? 'flex'
    : 'hidden opacity-0 [@media(hover:hover)_and_(pointer:fine)]:flex group-hover/month:opacity-100 focus-visible:opacity-100';
  const look = selected
    ? 'bg-brand-accent border-brand-accent text-white'
    : selecting
      ? 'bg-white border-gray-400 text-transparent group-hover/mark:border-gray-600'
      : 'bg-white border-gray-300 text-gray-300 group-hover/mark:border-gray-500 group-hover/mark:text-gray-500';
  return (
    <button
      type="button"
      data-month-select=""
      tabIndex={selecting ? undefined : -1}
      className={`group/mark absolute left-0 top-1/2 -mt-5 -ml-1.5 w-10 h-10 p-0 m-0 items-center justify-center border-0 bg-transparent cursor-pointer transition-opacity duration-150 ${focusRing} ${shown}`}
      aria-pressed={selecting ? selected : undefined}
      aria-label={label}
      onClick={onClick}
    >
      <span
        aria-hidden="true"
        className={`w-7 h-7 rounded-full flex items-center justify-center border-2 border-solid transition-colors duration-150 ${look}`}
      >
        <CheckIcon className="w-4 h-4" />
      </span>
    </button>
  );
}

/**
 * Placeholder of a month not loaded yet: its estimated grid as one element, rows of `row` px drawn
 * by a repeating gradient (the real rows replace it when the page arrives).
 */
function Placeholder({ top, height, row }: { top: number; height: number; row: number }) {
  return (
    <div
      aria-hidden="true"
      className="absolute left-0 right-0 animate-pulse"
      style={{
        top,
        height,
        backgroundImage: `repeating-linear-gradient(to bottom, #f3f4f6 0 ${row}px, transparent ${row}px ${row + GAP}px)`,
        contain: 'strict',
      }}
    />
  );
}

/**
 * A month's error with its retry: beside the heading (`compact`) when a later page failed, or as the
 * whole section when its first page did, in exactly `height` px (month-grid.ts's monthErrorHeight).
 */
function MonthError({ onRetry, compact = false, height }: { onRetry: () => void; compact?: boolean; height?: number }) {
  const t = useT();
  return (
    <div
      role="alert"
      className={
        compact
          ? 'flex items-center gap-3 text-sm'
          : 'flex flex-wrap content-center items-center gap-x-3 gap-y-2 overflow-hidden px-4 bg-red-50 rounded-md'
      }
      style={compact ? undefined : { height }}
    >
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
