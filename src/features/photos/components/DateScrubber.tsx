import { type CSSProperties, type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { focusRing } from '../../../components/ui/styles';
import type { FormatLocale } from '../../../shared/i18n/format-locale';
import { useT } from '../../../shared/i18n/react';
import { monthLabel } from '../month-label';
import { histogramPath, keyTarget, monthAtFraction, yearMarks } from '../scrubber';
import type { TimelineMonth } from '../timeline';
import { monthAt, type TimelineLayout, toVirtual } from '../timeline-layout';

export interface DateScrubberProps {
  /** Months in display order, with counts. */
  months: readonly TimelineMonth[];
  layout: TimelineLayout;
  /** Page y of the timeline's top and the viewport's height: the current month follows the scroll. */
  top: number;
  viewport: number;
  locale: FormatLocale;
  /** Scroll the timeline to month i; `final` once the drag ended or a key was pressed (load it now). */
  onSeek: (index: number, final: boolean) => void;
  /** Space at the viewport's bottom the phone handle keeps clear (the select mode's action bar), px. */
  bottomInset?: number;
}

/** Space kept above and below the track once it sticks to the viewport, px. */
const EDGE = 8;
/** The phone handle's touch target height, px (it stays whole inside the track). */
const HANDLE = 48;
/** A year label's height, px: a press that moves less stays a click on the year. */
const YEAR_LABEL = 12;

/**
 * Date scrubber beside the timeline (issue 16 §3), as Google Photos and Immich have: the track
 * stands for the whole timeline, each month marked by a bar as long as its photo count, years
 * labelled; click or drag to any month, or use the keyboard (role slider: PageUp/PageDown a month,
 * Home newest, End oldest). Below 576 px only a thin handle on the right edge shows, dragged by
 * touch (the track doesn't take touches there, so the page still scrolls under the thumb); there the
 * track is fixed to the viewport's right edge, in the page's padding plus a 12 px gutter the grid
 * leaves free, so the handle never covers a photo; it runs from the timeline's top (not over the
 * header) to above the action bar (`bottomInset`).
 */
export function DateScrubber({ months, layout, top, viewport, locale, onSeek, bottomInset = 0 }: DateScrubberProps) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const sticky = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  /** Virtual top of the viewport (from the window's scroll). */
  const [vTop, setVTop] = useState(0);
  /** Month under the pointer while dragging (drag) or hovering (hover). */
  const [drag, setDrag] = useState<number | null>(null);
  /** Hidden until the first measurement placed it: the phone track is fixed, and moving it from
   *  its server-rendered top to below the page's controls would count as a layout shift. */
  const [placed, setPlaced] = useState(false);
  const [hover, setHover] = useState<{ index: number; y: number } | null>(null);
  /** The month last chosen, kept until the page scrolls away from where that left it. */
  const pinned = useRef<{ index: number; scrollY: number } | null>(null);
  const frame = useRef(0);

  // The track never moves under the pointer (issue 34 §2): it stays where the timeline starts on
  // the page's first screen (`top`, which scrolling doesn't change) and runs to the viewport's
  // bottom. Following the timeline up as the page scrolled, it moved and grew under a first click
  // or drag, which then landed on another month than the one pointed at.
  const trackTop = Math.max(EDGE, Math.min(viewport - 200, top));
  const latest = useRef({ layout, top, viewport });
  latest.current = { layout, top, viewport };
  const updateRef = useRef(() => {});
  useEffect(() => {
    const update = () => {
      frame.current = 0;
      const { layout, top, viewport } = latest.current;
      const y = window.scrollY;
      if (pinned.current && Math.abs(pinned.current.scrollY - y) > 2) pinned.current = null;
      setVTop(toVirtual(layout, Math.max(0, y - top), viewport));
      // Placed once the timeline's position is measured (the server knows neither).
      if (top > 0) setPlaced(true);
    };
    updateRef.current = update;
    const onScroll = () => {
      if (!frame.current) frame.current = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    const el = track.current;
    const ro = el && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => setHeight(el.clientHeight)) : null;
    if (el && ro) ro.observe(el);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      ro?.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, []);
  // The layout or the timeline's position changed (a month loaded, the first measurement after the
  // server's guess, a resize): re-read the scroll and the track's extent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are read through `latest`; these are the triggers.
  useEffect(() => {
    if (!frame.current) frame.current = requestAnimationFrame(() => updateRef.current());
  }, [layout, top, viewport]);

  const n = months.length;
  // At the bottom of the page the last month can't reach the viewport's top: it is the one shown.
  const atEnd = n > 0 && vTop >= layout.virtualHeight - viewport - 2;
  const derived = atEnd ? n - 1 : Math.max(0, monthAt(layout, vTop + 1));
  const current = drag ?? pinned.current?.index ?? derived;
  const label = (i: number) => {
    const m = months[i];
    return m ? monthLabel(m.year, m.month, locale, t('photos.month.unknown')) : '';
  };
  const path = useMemo(() => histogramPath(months, layout), [months, layout]);
  const years = useMemo(() => (height > 0 ? yearMarks(months, layout, height) : []), [months, layout, height]);
  const position = layout.virtualHeight > 0 ? Math.min(1, vTop / layout.virtualHeight) : 0;
  const shownAt = drag !== null ? (layout.offsets[drag] ?? 0) / Math.max(1, layout.virtualHeight) : position;

  const seek = (index: number, final: boolean) => {
    onSeek(index, final);
    if (final) pinned.current = { index, scrollY: window.scrollY };
  };
  const indexAt = (clientY: number) => {
    const rect = track.current!.getBoundingClientRect();
    return monthAtFraction(layout, (clientY - rect.top) / Math.max(1, rect.height));
  };
  const dragging = useRef(false);
  const pendingSeek = useRef(0);
  /** Focused by the pointer, not the keyboard: no focus ring (it stayed over the timeline after a drag). */
  const [pointerFocus, setPointerFocus] = useState(false);
  /** A press on a year's label: that year's first month, unless the pointer then moves off it (a drag). */
  const pressedYear = useRef<{ index: number; y: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || n === 0) return;
    e.preventDefault();
    try {
      // Moves outside the track (past its ends) keep scrubbing.
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic pointer (no active pointer of that id) can't be captured.
    }
    setPointerFocus(true);
    e.currentTarget.focus({ preventScroll: true });
    dragging.current = true;
    const yearIndex = e.target instanceof Element ? e.target.closest('[data-year-index]')?.getAttribute('data-year-index') : null;
    pressedYear.current = yearIndex ? { index: Number(yearIndex), y: e.clientY } : null;
    const i = pressedYear.current?.index ?? indexAt(e.clientY);
    setDrag(i);
    setHover(null);
    onSeek(i, false);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (n === 0) return;
    const i = indexAt(e.clientY);
    if (!dragging.current) {
      if (e.pointerType === 'mouse') setHover({ index: i, y: e.clientY - track.current!.getBoundingClientRect().top });
      return;
    }
    // Off the pressed year's label (a label's height): the month under the pointer from here on.
    if (pressedYear.current && Math.abs(e.clientY - pressedYear.current.y) > YEAR_LABEL) pressedYear.current = null;
    if (pressedYear.current || i === drag) return;
    setDrag(i);
    // The timeline follows the drag once a frame (it renders placeholders only: nothing loads until release).
    cancelAnimationFrame(pendingSeek.current);
    pendingSeek.current = requestAnimationFrame(() => onSeek(i, false));
  };
  const end = (e: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!dragging.current) return;
    dragging.current = false;
    cancelAnimationFrame(pendingSeek.current);
    const i = cancelled ? (drag ?? current) : (pressedYear.current?.index ?? indexAt(e.clientY));
    pressedYear.current = null;
    setDrag(null);
    seek(i, true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    setPointerFocus(false);
    const target = keyTarget(e.key, current, months);
    if (target === null) return;
    e.preventDefault();
    seek(target, true);
    setVTop(layout.offsets[target] ?? 0);
  };

  // The parts that follow the scroll or the pointer (marker, handle, bubble, year labels) move by
  // transform: moving them by `top` would count as layout shifts on every frame of a drag.
  const bubble = drag ?? hover?.index ?? null;
  const bubbleY = drag !== null ? shownAt * height : (hover?.y ?? 0);
  return (
    <div className="relative shrink-0 w-3 photo:w-16 photo:ml-2" data-scrubber="">
      <div ref={sticky} className="sticky" style={{ top: trackTop, height: Math.max(120, viewport - trackTop - EDGE) }}>
        <div
          ref={track}
          role="slider"
          tabIndex={0}
          aria-label={t('photos.scrubber.label')}
          aria-orientation="vertical"
          aria-valuemin={1}
          aria-valuemax={Math.max(1, n)}
          aria-valuenow={Math.min(n, current + 1)}
          aria-valuetext={label(current)}
          style={
            {
              '--scrub-top': `${trackTop}px`,
              '--scrub-bottom': `${EDGE + bottomInset}px`,
              // Focused by a click or drag (so that the keys work next), the ring is for keyboard use only.
              ...(pointerFocus ? { outline: 'none' } : {}),
            } as CSSProperties
          }
          className={`fixed top-[var(--scrub-top,8px)] bottom-[var(--scrub-bottom)] right-0 w-7 photo:absolute photo:top-0 photo:bottom-0 photo:w-16 touch-none select-none pointer-events-none photo:pointer-events-auto photo:cursor-pointer rounded-md ${focusRing} ${placed && height > 0 ? '' : 'invisible'}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(e) => end(e, false)}
          onPointerCancel={(e) => end(e, true)}
          onPointerLeave={() => setHover(null)}
          onBlur={() => setPointerFocus(false)}
          onKeyDown={onKeyDown}
        >
          <svg
            aria-hidden="true"
            className="hidden photo:block absolute top-0 bottom-0 right-0 w-3 h-full text-gray-300"
            viewBox={`0 0 100 ${Math.max(1, layout.virtualHeight)}`}
            preserveAspectRatio="none"
          >
            <path d={path} fill="currentColor" />
          </svg>
          <div aria-hidden="true" className="hidden photo:block">
            {years.map((y) => (
              <span
                key={y.year}
                data-year-index={y.index}
                className="absolute top-0 right-4 text-xs leading-none text-gray-600 tabular-nums"
                style={{ transform: `translateY(${y.y}px)` }}
              >
                {y.year}
              </span>
            ))}
            <span className="absolute top-0 right-0 w-5 h-0.5 bg-brand-accent" style={{ transform: `translateY(${shownAt * height}px)` }} />
          </div>
          {/* The touch handle (small screens): thin to the eye, a 28 × 48 px target on the right edge. */}
          <span
            aria-hidden="true"
            className="photo:hidden pointer-events-auto absolute top-0 right-0 w-7 h-12 flex items-center justify-end pr-1"
            style={{ transform: `translateY(${Math.max(0, height - HANDLE) * shownAt}px)` }}
          >
            <span className={`block w-1.5 h-10 rounded-full shadow ${drag !== null ? 'bg-brand-accent' : 'bg-gray-600/70'}`} />
          </span>
          {bubble !== null && months[bubble] && (
            <span
              aria-hidden="true"
              // Laid out at the track's left edge and moved left of it by its own width: a label
              // changing width would otherwise move its start, a layout shift.
              className="absolute top-0 left-0 -mt-4 whitespace-nowrap rounded-md bg-white px-2 py-1 text-sm text-gray-900 shadow-md pointer-events-none"
              style={{ transform: `translate(calc(-100% - 0.5rem), ${Math.max(0, Math.min(height - 32, bubbleY))}px)` }}
            >
              <span className="font-semibold">{label(bubble)}</span>
              <span className="text-gray-600"> · {t('photos.month.count', { count: months[bubble].count })}</span>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
