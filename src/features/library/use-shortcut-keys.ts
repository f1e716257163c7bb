import { useEffect, useRef } from 'react';
import { modalStack } from '../../components/overlay/modal-layer';
import { isTypingTarget, matchShortcut, type ShortcutAction, type ShortcutScope } from './shortcuts';

/**
 * Listens on the document for the shortcuts of `scope` (shortcuts.ts) and hands each matched
 * action to `handle`; it returns false for an action it did not take (the browser's default stays).
 * Keys typed into fields and keys meant for another layer are left alone: `isActive` says whether
 * this layer is the one the keyboard is talking to (default: no modal is open).
 */
export function useShortcutKeys(
  scope: ShortcutScope,
  handle: (action: ShortcutAction, event: KeyboardEvent) => boolean | undefined,
  isActive: () => boolean = () => modalStack.size() === 0,
): void {
  const latest = useRef({ handle, isActive });
  latest.current = { handle, isActive };
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || isTypingTarget(e.target) || !latest.current.isActive()) return;
      const action = matchShortcut(e, scope);
      if (action && latest.current.handle(action, e) !== false) e.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [scope]);
}
