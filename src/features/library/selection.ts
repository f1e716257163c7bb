/**
 * Selection of photos (photo spec §4): start, stop (clears), toggle single, toggle group (all
 * selected → deselect them, else select all), deselect all. Beyond the spec: shift-click selects
 * the range between the last clicked photo (the anchor) and the clicked one over the visible order.
 * Pure: no React, no router.
 */
export interface SelectionState {
  readonly selecting: boolean;
  readonly selected: ReadonlySet<string>;
  /** Last photo toggled singly: the start of a shift-click range. */
  readonly anchor: string | null;
}

export type SelectionAction =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'toggle'; id: string }
  | { type: 'toggleGroup'; ids: readonly string[] }
  | { type: 'deselectAll' }
  /** Shift-click: selects every id between the anchor and `id` in `order` (inclusive). */
  | { type: 'range'; id: string; order: readonly string[] }
  /** Photos that no longer exist (deleted) leave the selection. */
  | { type: 'remove'; ids: readonly string[] };

export const initialSelection: SelectionState = { selecting: false, selected: new Set(), anchor: null };

/** Max photos per download (photo spec §9). */
export const MAX_DOWNLOAD = 100;

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'start':
      return state.selecting ? state : { ...state, selecting: true };
    case 'stop':
      return initialSelection;
    case 'deselectAll':
      return { ...state, selected: new Set(), anchor: null };
    case 'toggle': {
      const next = new Set(state.selected);
      if (next.has(action.id)) next.delete(action.id);
      else next.add(action.id);
      return { selecting: true, selected: next, anchor: action.id };
    }
    case 'toggleGroup': {
      if (action.ids.length === 0) return state;
      const next = new Set(state.selected);
      const all = action.ids.every((id) => next.has(id));
      for (const id of action.ids) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return { ...state, selecting: true, selected: next };
    }
    case 'range': {
      const to = action.order.indexOf(action.id);
      const from = state.anchor === null ? -1 : action.order.indexOf(state.anchor);
      if (to < 0) return state;
      if (from < 0) return selectionReducer(state, { type: 'toggle', id: action.id });
      const next = new Set(state.selected);
      for (let i = Math.min(from, to); i <= Math.max(from, to); i++) next.add(action.order[i]!);
      return { selecting: true, selected: next, anchor: action.id };
    }
    case 'remove': {
      if (!action.ids.some((id) => state.selected.has(id))) return state;
      const next = new Set(state.selected);
      for (const id of action.ids) next.delete(id);
      return { ...state, selected: next, anchor: state.anchor && next.has(state.anchor) ? state.anchor : null };
    }
  }
}

/** Whether every id of a group (a month) is selected; an empty group is not. */
export function isGroupSelected(state: SelectionState, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => state.selected.has(id));
}

export interface DownloadState {
  disabled: boolean;
  /** Tooltip message id when the selection is too large; null otherwise. */
  tooltip: 'photos.download.limit' | null;
}

/** Download is disabled at 0 and above 100 selected photos (photo spec §5). */
export function downloadState(count: number): DownloadState {
  if (count > MAX_DOWNLOAD) return { disabled: true, tooltip: 'photos.download.limit' };
  return { disabled: count <= 0, tooltip: null };
}
