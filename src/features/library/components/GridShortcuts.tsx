import { useEffect, useRef, useState } from 'react';
import { announce } from '../../../components/overlay/announcer';
import { useT } from '../../../shared/i18n/react';
import { useShortcutKeys } from '../use-shortcut-keys';
import { ShortcutsSheet } from './ShortcutsSheet';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;
// Opens on a click and renders nothing closed (Modal): the deployed worker's bundle leaves it out (issue 31 §3).
const Shortcuts = typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? () => null : ShortcutsSheet;

export interface GridShortcutsProps {
  selecting: boolean;
  selectedCount: number;
  /** Escape: leave select mode. */
  onLeave: () => void;
  /** Ctrl/⌘+A: select every photo of the grid, loaded or not (the timeline: every month, whole), starting select mode. */
  onSelectAll: () => void;
  /** Delete: the selection bar's own delete (or remove) action; absent where there is none. */
  onDelete?: () => void;
  /** The timeline's sheet lists the scrubber's keys too. */
  timeline?: boolean;
}

/**
 * The page-wide keys of a photo grid (issue 16 §5; the tiles' arrows are use-grid-keyboard.ts):
 * '?' opens the shortcuts sheet, Escape leaves select mode, Ctrl/⌘+A selects all photos,
 * Delete deletes the selection. Announces the selection count as it changes.
 */
export function GridShortcuts({ selecting, selectedCount, onLeave, onSelectAll, onDelete, timeline }: GridShortcutsProps) {
  const t = useT();
  const [help, setHelp] = useState(false);
  useShortcutKeys('grid', (action) => {
    if (action === 'help') setHelp(true);
    else if (action === 'leaveSelect' && selecting) onLeave();
    else if (action === 'selectAll') onSelectAll();
    else if (action === 'delete' && selecting && selectedCount > 0 && onDelete) onDelete();
    else return false;
    return true;
  });

  // Every change of the selection is said (also entering select mode with none selected).
  const said = useRef<number | null>(null);
  useEffect(() => {
    if (!selecting) {
      said.current = null;
      return;
    }
    if (said.current === selectedCount) return;
    said.current = selectedCount;
    announce(t('photos.select.amount', { amount: selectedCount }));
  }, [selecting, selectedCount, t]);

  return <Shortcuts open={help} onClose={() => setHelp(false)} timeline={timeline} />;
}
