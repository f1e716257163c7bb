import {
  edgeSpeed,
  LONG_PRESS_MS,
  type TouchSelectEffect,
  type TouchSelectHandlers,
  type TouchSelectState,
  touchSelectStep,
} from './touch-select';

/** The photo under a point: its tile's button (or the '+N' over a month's last photo). */
function photoAt(root: HTMLElement, x: number, y: number): string | null {
  const el = document.elementFromPoint(x, y)?.closest('[data-photo-id],[data-more-for],[data-select-for]');
  if (!el || !root.contains(el)) return null;
  return el.getAttribute('data-photo-id') ?? el.getAttribute('data-more-for') ?? el.getAttribute('data-select-for');
}

/**
 * Long press and drag to select on touch screens (touch-select.ts) over the photo tiles inside
 * `root`; `first` is the touch that loaded this module (use-touch-select.ts), taken as if heard
 * here. The page keeps scrolling natively: the touchmove listener that can stop the scroll is only
 * added once a long press was made (a cancelable listener present from the start would make every
 * swipe wait for the main thread). The click that ends a long press and the context menu of a
 * long-pressed image are swallowed. Returns the function that removes every listener.
 */
export function listenForTouchSelect(root: HTMLElement, latest: { current: TouchSelectHandlers }, first: TouchEvent | null): () => void {
  let state: TouchSelectState = { phase: 'idle' };
  let timer = 0;
  let frame = 0;
  let finger = { x: 0, y: 0 };
  let swallowClickUntil = 0;
  /** When the finger came down: the long press counts from there, also for the touch handed over. */
  let downAt = 0;

  const apply = (effect: TouchSelectEffect) => {
    switch (effect.type) {
      case 'arm':
        clearTimeout(timer);
        timer = window.setTimeout(() => run({ type: 'timer' }), Math.max(0, LONG_PRESS_MS - (performance.now() - downAt)));
        return;
      case 'disarm':
        clearTimeout(timer);
        return;
      case 'start':
        root.addEventListener('touchmove', onDragMove, { passive: false });
        navigator.vibrate?.(10);
        latest.current.onStart(effect.id);
        return;
      case 'extend':
        latest.current.onExtend(effect.from, effect.to);
        return;
      case 'end':
        root.removeEventListener('touchmove', onDragMove);
        cancelAnimationFrame(frame);
        frame = 0;
        swallowClickUntil = performance.now() + 800;
        return;
    }
  };
  const run = (event: Parameters<typeof touchSelectStep>[1]) => {
    const [next, effect] = touchSelectStep(state, event);
    state = next;
    apply(effect);
  };

  const onStart = (e: TouchEvent) => {
    const t = e.touches[0]!;
    downAt = e.timeStamp;
    const id = e.target instanceof Element ? photoAt(root, t.clientX, t.clientY) : null;
    run({ type: 'down', id, x: t.clientX, y: t.clientY, fingers: e.touches.length });
  };
  // Before the long press: passive, only to notice a scroll starting.
  const onMove = (e: TouchEvent) => {
    if (state.phase !== 'pressing') return;
    const t = e.touches[0]!;
    run({ type: 'move', x: t.clientX, y: t.clientY, id: null });
  };
  // Near the top or bottom edge a drag scrolls the page and goes on selecting what comes in.
  const scrollStep = () => {
    frame = 0;
    if (state.phase !== 'dragging') return;
    const speed = edgeSpeed(finger.y, window.innerHeight);
    if (!speed) return;
    window.scrollBy(0, speed);
    run({ type: 'move', x: finger.x, y: finger.y, id: photoAt(root, finger.x, finger.y) });
    frame = requestAnimationFrame(scrollStep);
  };
  const onDragMove = (e: TouchEvent) => {
    if (state.phase !== 'dragging') return;
    if (e.cancelable) e.preventDefault(); // the finger selects now: no scrolling under it
    const t = e.touches[0]!;
    finger = { x: t.clientX, y: t.clientY };
    run({ type: 'move', x: t.clientX, y: t.clientY, id: photoAt(root, t.clientX, t.clientY) });
    if (!frame) frame = requestAnimationFrame(scrollStep);
  };
  const onEnd = () => run({ type: 'up' });
  const onClick = (e: MouseEvent) => {
    if (performance.now() > swallowClickUntil) return;
    swallowClickUntil = 0;
    e.preventDefault();
    e.stopPropagation();
  };
  const onContextMenu = (e: Event) => {
    if (state.phase !== 'idle') e.preventDefault();
  };

  root.addEventListener('touchstart', onStart, { passive: true });
  if (first) onStart(first);
  root.addEventListener('touchmove', onMove, { passive: true });
  root.addEventListener('touchend', onEnd);
  root.addEventListener('touchcancel', onEnd);
  root.addEventListener('click', onClick, true);
  root.addEventListener('contextmenu', onContextMenu);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    root.removeEventListener('touchstart', onStart);
    root.removeEventListener('touchmove', onMove);
    root.removeEventListener('touchmove', onDragMove);
    root.removeEventListener('touchend', onEnd);
    root.removeEventListener('touchcancel', onEnd);
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('contextmenu', onContextMenu);
  };
}
