import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * The photo the viewer is on, or already stepping to. The route renders the new id only once its
 * navigation settles: an arrow pressed again before that steps on from the photo asked for, not
 * once more from the old one (two quick presses move two photos).
 */
export function usePreviewTarget(
  photoId: string,
  onNavigate: (id: string) => void,
): { target: RefObject<string>; go: (id: string) => void } {
  const target = useRef(photoId);
  useEffect(() => {
    target.current = photoId;
  }, [photoId]);
  const go = useCallback(
    (id: string) => {
      target.current = id;
      onNavigate(id);
    },
    [onNavigate],
  );
  return { target, go };
}
