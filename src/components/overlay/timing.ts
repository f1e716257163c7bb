/**
 * How long overlays stay (photo spec §2, account-area §9), in a module of its own so the frame's
 * Help popover (first-load JavaScript) reads it without pulling in the modal stack.
 * Modal and popover auto-close is 10 s (for those that opt in); toasts stay 5 s.
 */
export const MODAL_AUTO_CLOSE_MS = 10_000;
export const TOAST_MS = 5_000;
