import { useGesture } from '@use-gesture/react';
import { useEffect, useRef, useState } from 'react';
import { clampZoom, isDoubleTap, swipeOutcome, toggleZoom } from './preview-gestures';

export interface PreviewGestureHandlers {
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
}

/**
 * The touch handling of a photo preview (photo spec §2, rules in preview-gestures.ts): double tap
 * toggles the zoom, pinch zooms, a drag pans when zoomed, else a swipe goes to the next / previous
 * photo or (downwards) closes. Zoom and pan reset for every photo. Returns the stage ref to attach
 * and the current transform.
 */
export function usePreviewGestures(photoId: string, { onNext, onPrevious, onClose }: PreviewGestureHandlers) {
  const stage = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const lastTap = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `photoId` is the trigger: zoom and pan reset for every photo.
  useEffect(() => {
    setZoom(1);
    setOffset({ x: 0, y: 0 });
  }, [photoId]);

  useGesture(
    {
      onDrag: ({ last, movement: [dx, dy], tap, timeStamp }) => {
        if (tap) {
          if (isDoubleTap(lastTap.current, timeStamp)) {
            setZoom((z) => toggleZoom(z));
            setOffset({ x: 0, y: 0 });
            lastTap.current = null;
          } else lastTap.current = timeStamp;
          return;
        }
        if (zoom > 1) {
          if (!last) setOffset({ x: dx, y: dy });
          return;
        }
        if (!last) return setOffset({ x: dx, y: Math.max(0, dy) });
        setOffset({ x: 0, y: 0 });
        const rect = stage.current?.getBoundingClientRect();
        const outcome = swipeOutcome(dx, dy, rect?.width ?? window.innerWidth, rect?.height ?? window.innerHeight, zoom);
        if (outcome === 'next') onNext();
        else if (outcome === 'previous') onPrevious();
        else if (outcome === 'close') onClose();
      },
      onPinch: ({ offset: [scale] }) => setZoom(clampZoom(scale)),
    },
    {
      target: stage,
      eventOptions: { passive: false },
      drag: { filterTaps: true, tapsThreshold: 8 },
      pinch: { scaleBounds: { min: 1, max: 2.5 } },
    },
  );

  return { stage, zoom, offset };
}
