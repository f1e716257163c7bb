import { type RefObject, useEffect, useRef } from 'react';
import { type ArrowKey, arrowTarget, isArrowKey, rovingTabId, type TileBox } from './grid-navigation';

/** A tile's focusable control: the photo button, or the '+N' button covering a month's last photo. */
const ROVING = '[data-roving]';

function tileId(el: Element): string | null {
  return el.getAttribute('data-more-for') ?? el.getAttribute('data-photo-id');
}

function controlOf(container: HTMLElement, id: string): HTMLElement | null {
  const escaped = CSS.escape(id);
  return container.querySelector<HTMLElement>(`[data-roving][data-more-for="${escaped}"], [data-roving][data-photo-id="${escaped}"]`);
}

export interface GridKeyboardOptions {
  /** Ids of the loaded photos in reading order (rendered or not). */
  order: readonly string[];
  /**
   * Brings a photo that is not rendered (virtualised, or in a lazy section) into view; the focus
   * follows once its tile renders.
   */
  reveal?: (id: string) => void;
  /**
   * The grid's own arrow-key target when it knows its layout beyond the rendered tiles (the
   * timeline's justified month grids); default: reading order and the rendered tiles' positions.
   */
  target?: (key: ArrowKey, id: string) => string | null;
}

/**
 * Keyboard of a photo grid (issue 16 §5): one tab stop (roving tabindex: the last focused tile,
 * else the first rendered one; every other tile is -1), arrow keys move the focus in reading order
 * (rules in grid-navigation.ts), Enter is the tile button's own click (open, or toggle in select
 * mode). Works on any tiles inside `container` marked `data-roving` with `data-photo-id` (or
 * `data-more-for`), so the grid components only mark their tiles.
 */
export function useGridKeyboard(container: RefObject<HTMLElement | null>, { order, reveal, target }: GridKeyboardOptions): void {
  const latest = useRef({ order, reveal, target });
  latest.current = { order, reveal, target };
  const active = useRef<string | null>(null);
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    // Tiles mount and unmount as the grid scrolls (also inside child components that render on
    // their own): re-assign the one tab stop and focus a tile a key asked for once it exists.
    const sync = () => {
      const controls = [...root.querySelectorAll<HTMLElement>(ROVING)];
      const tab = rovingTabId(
        controls.map((c) => tileId(c) ?? ''),
        active.current,
      );
      for (const c of controls) {
        const want = tileId(c) === tab ? 0 : -1;
        if (c.tabIndex !== want) c.tabIndex = want;
      }
      const wanted = pending.current;
      if (wanted) {
        const el = controlOf(root, wanted);
        if (el) {
          pending.current = null;
          el.focus();
        }
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { childList: true, subtree: true });

    const focusTile = (id: string) => {
      active.current = id;
      const el = controlOf(root, id);
      if (el) {
        pending.current = null;
        el.focus();
        sync();
      } else {
        pending.current = id;
        latest.current.reveal?.(id);
      }
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isArrowKey(e.key) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const from = e.target instanceof Element ? e.target.closest(ROVING) : null;
      const id = from && tileId(from);
      if (!id) return;
      e.preventDefault();
      const own = latest.current.target;
      if (own) {
        const next = own(e.key, id);
        if (next && next !== id) focusTile(next);
        return;
      }
      const boxes: TileBox[] = [...root.querySelectorAll<HTMLElement>(ROVING)].map((c) => {
        const r = c.getBoundingClientRect();
        return { id: tileId(c) ?? '', top: r.top, left: r.left, width: r.width, height: r.height };
      });
      const target = arrowTarget(e.key, id, latest.current.order, boxes);
      if (target) focusTile(target);
    };
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target instanceof Element ? e.target.closest(ROVING) : null;
      const id = el && tileId(el);
      if (id && id !== active.current) {
        active.current = id;
        sync();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [container]);
}
