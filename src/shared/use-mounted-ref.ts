import { type RefObject, useEffect, useRef } from 'react';

/**
 * `current` is true while the component is mounted: callbacks that outlive it (an undo window's
 * commit or undo, seconds later) check it before touching the component's own handlers.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
