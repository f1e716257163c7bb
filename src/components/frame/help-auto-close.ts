import { MODAL_AUTO_CLOSE_MS } from '../overlay/timing';

let autoCloseTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Closes the popover MODAL_AUTO_CLOSE_MS after it opened (`openedAt`, Date.now(): this module
 * loads after the click, and a slow load is not added to the time), like every popover (spec §9),
 * but never under the user's pointer or focus: then it waits another period. Hydrated pages only;
 * without JavaScript the popover simply stays until dismissed. (One Help popover per page: one timer.)
 */
export function autoClose(el: HTMLElement, openedAt = Date.now()) {
  clearTimeout(autoCloseTimer);
  if (!el.matches(':popover-open')) return;
  const check = () => {
    if (el.matches(':hover') || el.contains(document.activeElement)) autoCloseTimer = setTimeout(check, MODAL_AUTO_CLOSE_MS);
    else el.hidePopover();
  };
  autoCloseTimer = setTimeout(check, Math.max(0, openedAt + MODAL_AUTO_CLOSE_MS - Date.now()));
}
