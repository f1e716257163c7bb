/**
 * The keyboard shortcuts of the photo pages (issue 16 §5): one list that both the '?' sheet and
 * the key handlers read, so the sheet always shows every shortcut there is. Pure: no React.
 */
import type { MessageId } from '../../shared/i18n/intl';

/** Where a shortcut works: the photo grid (timeline, albums) or the full-screen preview. */
export type ShortcutScope = 'grid' | 'preview';

export type ShortcutAction =
  | 'help'
  | 'move'
  | 'open'
  | 'selectAll'
  | 'leaveSelect'
  | 'delete'
  | 'month'
  | 'ends'
  | 'previous'
  | 'next'
  | 'close'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'
  | 'info';

/** A key cap: literal text (a symbol, the same everywhere) or a catalogue id (a key's local name). */
export type KeyCap = { text: string } | { id: MessageId };

export interface Shortcut {
  action: ShortcutAction;
  scope: ShortcutScope;
  /** Alternative key combinations; each is a list of caps pressed together. */
  keys: readonly (readonly KeyCap[])[];
  /** What it does (catalogue id). */
  label: MessageId;
  /** Only on the timeline (the month scrubber's keys, issue 16 §3). */
  timelineOnly?: boolean;
}

const cap = (text: string): KeyCap => ({ text });
const named = (id: MessageId): KeyCap => ({ id });

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'help', scope: 'grid', keys: [[cap('?')]], label: 'shortcuts.help' },
  { action: 'move', scope: 'grid', keys: [[cap('←')], [cap('→')], [cap('↑')], [cap('↓')]], label: 'shortcuts.move' },
  { action: 'open', scope: 'grid', keys: [[named('shortcuts.key.enter')]], label: 'shortcuts.open' },
  {
    action: 'selectAll',
    scope: 'grid',
    keys: [
      [named('shortcuts.key.ctrl'), cap('A')],
      [cap('⌘'), cap('A')],
    ],
    label: 'shortcuts.selectAll',
  },
  { action: 'leaveSelect', scope: 'grid', keys: [[cap('Esc')]], label: 'shortcuts.leaveSelect' },
  {
    action: 'delete',
    scope: 'grid',
    keys: [[named('shortcuts.key.delete')], [cap('⌘'), cap('⌫')]],
    label: 'shortcuts.delete',
  },
  {
    action: 'month',
    scope: 'grid',
    keys: [[named('shortcuts.key.pageUp')], [named('shortcuts.key.pageDown')]],
    label: 'shortcuts.month',
    timelineOnly: true,
  },
  {
    action: 'ends',
    scope: 'grid',
    keys: [[named('shortcuts.key.home')], [named('shortcuts.key.end')]],
    label: 'shortcuts.ends',
    timelineOnly: true,
  },
  { action: 'previous', scope: 'preview', keys: [[cap('←')]], label: 'shortcuts.previous' },
  { action: 'next', scope: 'preview', keys: [[cap('→')]], label: 'shortcuts.next' },
  { action: 'close', scope: 'preview', keys: [[cap('Esc')]], label: 'shortcuts.close' },
  { action: 'zoomIn', scope: 'preview', keys: [[cap('+')]], label: 'shortcuts.zoomIn' },
  { action: 'zoomOut', scope: 'preview', keys: [[cap('-')]], label: 'shortcuts.zoomOut' },
  { action: 'zoomReset', scope: 'preview', keys: [[cap('0')]], label: 'shortcuts.zoomReset' },
  { action: 'info', scope: 'preview', keys: [[cap('i')]], label: 'shortcuts.info' },
  { action: 'help', scope: 'preview', keys: [[cap('?')]], label: 'shortcuts.help' },
];

/** The parts of a KeyboardEvent the matcher reads. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The action of a key press in `scope`, or null. Arrow keys and Enter of the grid are handled by
 * the focused tile (roving focus), PageUp/PageDown/Home/End by the scrubber: not matched here.
 * Browser combinations (Ctrl/⌘ with + - 0 zoom the page) are left alone.
 */
export function matchShortcut(e: KeyPress, scope: ShortcutScope): ShortcutAction | null {
  const command = !!e.ctrlKey || !!e.metaKey;
  if (e.altKey) return null;
  if (e.key === '?' && !command) return 'help';
  if (scope === 'grid') {
    if (command && (e.key === 'a' || e.key === 'A')) return 'selectAll';
    if (command) return e.metaKey && e.key === 'Backspace' ? 'delete' : null;
    if (e.key === 'Escape') return 'leaveSelect';
    if (e.key === 'Delete') return 'delete';
    return null;
  }
  if (command) return null;
  switch (e.key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Escape':
      return 'close';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'zoomReset';
    case 'i':
    case 'I':
      return 'info';
    default:
      return null;
  }
}

/** Key presses typed into a field are the field's, not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'file', 'color', 'image'].includes(type);
}
