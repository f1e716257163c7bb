import { useGesture } from '@use-gesture/react';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  clampPan,
  clampZoom,
  isDoubleTap,
  MAX_ZOOM,
  MIN_ZOOM,
  type Point,
  type Size,
  stepZoom,
  swipeOutcome,
  wheelZoom,
  zoomAround,
} from './preview-gestures';

export interface PreviewGestureHandlers {
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
}

const ORIGIN: Point = { x: 0, y: 0 };

/** The photo's unscaled box (transforms don't change offset sizes) and the stage's centre on screen. */
function photoBox(stage: HTMLElement | null): { size: Size; centre: Point } {
  const img = stage?.querySelector('img');
  const rect = stage?.getBoundingClientRect();
  const size = { width: img?.offsetWidth ?? rect?.width ?? 0, height: img?.offsetHeight ?? rect?.height ?? 0 };
  const centre = rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : ORIGIN;
  return { size, centre };
}

/**
 * Zoom and touch of a photo preview (photo spec §2, rules in preview-gestures.ts): double tap (or
 * double click) toggles the zoom where it happens, pinch and the wheel zoom, a drag pans when
 * zoomed (never beyond the photo's edges), else a swipe goes to the next / previous photo or
 * (downwards) closes; the zoom buttons and keys step it. The zoom stays within 1–2.5 and resets for
 * every photo. Returns the stage ref to attach, the transform and the zoom controls.
 */
export function usePreviewGestures(photoId: string, { onNext, onPrevious, onClose }: PreviewGestureHandlers) {
  const stage = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<{ zoom: number; offset: Point }>({ zoom: MIN_ZOOM, offset: ORIGIN });
  const current = useRef(view);
  current.current = view;
  const lastTap = useRef<number | null>(null);
  const panStart = useRef<Point>(ORIGIN);
  const pointer = useRef('mouse');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `photoId` is the trigger: zoom and pan reset for every photo.
  useEffect(() => setView({ zoom: MIN_ZOOM, offset: ORIGIN }), [photoId]);

  /** Zoom to `to` keeping the screen point `at` (default: the middle) in place. */
  const zoomTo = useCallback((to: number, at?: Point) => {
    const { size, centre } = photoBox(stage.current);
    setView((v) => {
      const zoom = clampZoom(to);
      if (zoom === MIN_ZOOM) return { zoom, offset: ORIGIN };
      const point = at ? { x: at.x - centre.x, y: at.y - centre.y } : ORIGIN;
      return { zoom, offset: zoomAround(point, v.offset, v.zoom, zoom, size) };
    });
  }, []);
  const toggleAt = (at: Point) => zoomTo(current.current.zoom > MIN_ZOOM ? MIN_ZOOM : MAX_ZOOM, at);

  useGesture(
    {
      onDrag: ({ first, last, movement: [dx, dy], tap, timeStamp, event }) => {
        pointer.current = (event as PointerEvent).pointerType ?? 'mouse';
        if (tap) {
          // A mouse's double click is the dblclick below (its timing is the system's); taps are the spec's 200 ms.
          if ((event as PointerEvent).pointerType === 'mouse') return;
          if (isDoubleTap(lastTap.current, timeStamp)) {
            const e = event as PointerEvent;
            toggleAt({ x: e.clientX, y: e.clientY });
            lastTap.current = null;
          } else lastTap.current = timeStamp;
          return;
        }
        const { zoom, offset } = current.current;
        if (zoom > MIN_ZOOM) {
          if (first) panStart.current = offset;
          const start = panStart.current;
          setView({ zoom, offset: clampPan({ x: start.x + dx, y: start.y + dy }, zoom, photoBox(stage.current).size) });
          return;
        }
        if (!last) return setView({ zoom, offset: { x: dx, y: Math.max(0, dy) } });
        setView({ zoom, offset: ORIGIN });
        const rect = stage.current?.getBoundingClientRect();
        const outcome = swipeOutcome(dx, dy, rect?.width ?? window.innerWidth, rect?.height ?? window.innerHeight, zoom);
        if (outcome === 'next') onNext();
        else if (outcome === 'previous') onPrevious();
        else if (outcome === 'close') onClose();
      },
      onPinch: ({ offset: [scale], origin: [x, y] }) => zoomTo(scale, { x, y }),
      onWheel: ({ event, delta: [, dy] }) => {
        // Ctrl + wheel is a trackpad pinch (the pinch handler has it).
        if (event.ctrlKey) return;
        event.preventDefault();
        const e = event as WheelEvent;
        zoomTo(wheelZoom(current.current.zoom, dy), { x: e.clientX, y: e.clientY });
      },
    },
    {
      target: stage,
      eventOptions: { passive: false },
      drag: { filterTaps: true, tapsThreshold: 8 },
      // Pinching starts from the zoom the keys, buttons or wheel left.
      pinch: { scaleBounds: { min: MIN_ZOOM, max: MAX_ZOOM }, from: () => [current.current.zoom, 0] },
    },
  );

  // Touch double taps are handled above (a browser may follow them with a dblclick too).
  const onDoubleClick = (e: MouseEvent) => pointer.current === 'mouse' && toggleAt({ x: e.clientX, y: e.clientY });
  const zoomIn = useCallback(() => zoomTo(stepZoom(current.current.zoom, 1)), [zoomTo]);
  const zoomOut = useCallback(() => zoomTo(stepZoom(current.current.zoom, -1)), [zoomTo]);
  const resetZoom = useCallback(() => zoomTo(MIN_ZOOM), [zoomTo]);

  return { stage, zoom: view.zoom, offset: view.offset, onDoubleClick, zoomIn, zoomOut, resetZoom };
}
