/**
 * Selection of photos (photo spec §4): start, stop (clears), toggle single, toggle group (all
 * selected → deselect them, else select all), deselect all. Beyond the spec: shift-click selects
 * the range between the last clicked photo (the anchor) and the clicked one over the visible order,
 * and a touch drag extends the selection from the long-pressed photo (issue 34 §2).
 *
 * Whole months, loaded or not (issue 34 §2: Ctrl/⌘+A and a month's group control): a month is
 * recorded by its key and count, never by its ids, because most of a large library is not loaded
 * (at 1,000,000 photos no client holds every tile, nor should it fetch 2,000 pages before the
 * count can be said). The count is then exact at once: singles + Σ month counts − the photos
 * deselected inside those months. The ids are resolved only when an action needs them
 * (photos/selection-ids.ts): a download is capped at 100 by this count before anything is fetched.
 * Invariant: `selected` never holds a photo of a month in `months` (the two would count it twice).
 * Pure: no React, no router.
 */
export interface SelectionState {
  readonly selecting: boolean;
  /** Photos selected one by one (click, range, group of ids), outside the whole months. */
  readonly selected: ReadonlySet<string>;
  /** Last photo toggled singly: the start of a shift-click range. */
  readonly anchor: string | null;
  /** Whole months selected (month key → the month's count), loaded or not. */
  readonly months: ReadonlyMap<string, number>;
  /** Photos deselected inside a whole month (photo id → its month key). */
  readonly excluded: ReadonlyMap<string, string>;
}

/** A month as the whole-month actions need it. */
export interface MonthCount {
  readonly key: string;
  readonly count: number;
}

export type SelectionAction =
  | { type: 'start' }
  | { type: 'stop' }
  /** `month`: the photo's month key, so a photo inside a whole month is excluded from it. */
  | { type: 'toggle'; id: string; month?: string }
  | { type: 'toggleGroup'; ids: readonly string[] }
  | { type: 'deselectAll' }
  /**
   * Shift-click: selects every id between the anchor and `id` in `order` (inclusive). `months`,
   * parallel to `order`, gives each photo's month (photos of whole months stay whole-month ones).
   */
  | { type: 'range'; id: string; order: readonly string[]; months?: readonly string[] }
  /**
   * Touch drag: `base` (the selection when the long-press began) plus every photo from `from` to
   * `to` in `order`; dragging back shrinks the range again.
   */
  | { type: 'extend'; base: SelectionState; from: string; to: string; order: readonly string[]; months?: readonly string[] }
  /** A month's group control: the whole month (loaded or not) in or out; `loaded` its loaded ids. */
  | { type: 'toggleMonth'; month: MonthCount; loaded: readonly string[] }
  /** Ctrl/⌘+A: every month, whole (a second press keeps them selected). */
  | { type: 'selectAll'; months: readonly MonthCount[] }
  /** Photos that no longer exist (deleted) leave the selection. */
  | { type: 'remove'; ids: readonly string[] };

export const initialSelection: SelectionState = {
  selecting: false,
  selected: new Set(),
  anchor: null,
  months: new Map(),
  excluded: new Map(),
};

/** Max photos per download (photo spec §9). */
export const MAX_DOWNLOAD = 100;

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'start':
      return state.selecting ? state : { ...state, selecting: true };
    case 'stop':
      return initialSelection;
    case 'deselectAll':
      return { ...state, selected: new Set(), anchor: null, months: new Map(), excluded: new Map() };
    case 'toggle':
      return { ...setSelected(state, [action.id], [action.month], !isSelected(state, action.id, action.month)), anchor: action.id };
    case 'toggleGroup': {
      if (action.ids.length === 0) return state;
      const all = action.ids.every((id) => state.selected.has(id));
      const next = new Set(state.selected);
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
      if (from < 0) return selectionReducer(state, { type: 'toggle', id: action.id, month: action.months?.[to] });
      return { ...addRange(state, from, to, action.order, action.months), anchor: action.id };
    }
    case 'extend': {
      const from = action.order.indexOf(action.from);
      const to = action.order.indexOf(action.to);
      if (from < 0 || to < 0) return state;
      return { ...addRange(action.base, from, to, action.order, action.months), anchor: action.from };
    }
    case 'toggleMonth': {
      const { key, count } = action.month;
      const all = isMonthSelected(state, action.month, action.loaded);
      const months = new Map(state.months);
      if (all || count <= 0) months.delete(key);
      else months.set(key, count);
      const selected = new Set(state.selected);
      for (const id of action.loaded) selected.delete(id);
      const excluded = new Map([...state.excluded].filter(([, month]) => month !== key));
      return { ...state, selecting: true, selected, months, excluded };
    }
    case 'selectAll': {
      const months = new Map(action.months.filter((m) => m.count > 0).map((m) => [m.key, m.count]));
      return { selecting: true, selected: new Set(), anchor: null, months, excluded: new Map() };
    }
    case 'remove': {
      if (!action.ids.some((id) => state.selected.has(id) || state.excluded.has(id))) return state;
      const selected = new Set(state.selected);
      const excluded = new Map(state.excluded);
      for (const id of action.ids) {
        selected.delete(id);
        excluded.delete(id);
      }
      return { ...state, selected, excluded, anchor: state.anchor && selected.has(state.anchor) ? state.anchor : null };
    }
  }
}

/** Selects (or deselects) photos, each recorded where it belongs: as a single, or in its whole month. */
function setSelected(state: SelectionState, ids: readonly string[], months: readonly (string | undefined)[], on: boolean): SelectionState {
  const selected = new Set(state.selected);
  const excluded = new Map(state.excluded);
  ids.forEach((id, i) => {
    const month = months[i];
    if (month !== undefined && state.months.has(month)) {
      if (on) excluded.delete(id);
      else excluded.set(id, month);
    } else if (on) selected.add(id);
    else selected.delete(id);
  });
  return { ...state, selecting: true, selected, excluded };
}

function addRange(state: SelectionState, a: number, b: number, order: readonly string[], months?: readonly string[]): SelectionState {
  const from = Math.min(a, b);
  const to = Math.max(a, b);
  return setSelected(state, order.slice(from, to + 1), months?.slice(from, to + 1) ?? [], true);
}

/** Whether a photo (of month `month`, when known) is selected. */
export function isSelected(state: SelectionState, id: string, month?: string): boolean {
  if (month !== undefined && state.months.has(month)) return !state.excluded.has(id);
  return state.selected.has(id);
}

/** The number of photos selected, loaded or not: what the bars say and the download limit reads. */
export function selectionCount(state: SelectionState): number {
  let n = state.selected.size;
  for (const count of state.months.values()) n += count;
  return Math.max(0, n - state.excluded.size);
}

/**
 * Whether a month is selected in full: as a whole month with nothing deselected in it, or (a month
 * completely loaded, `loaded` all its ids) every photo selected singly.
 */
export function isMonthSelected(state: SelectionState, month: MonthCount, loaded: readonly string[]): boolean {
  if (state.months.has(month.key)) {
    for (const m of state.excluded.values()) if (m === month.key) return false;
    return true;
  }
  return loaded.length > 0 && loaded.length >= month.count && loaded.every((id) => state.selected.has(id));
}

/** Whether every id of a group is selected singly; an empty group is not. */
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
